export declare const repoRoot: string;
export declare const webDist: string;
export declare function builtAt(dist?: string): number;
export declare function webSourcesAt(): number;
export declare function ensureWebBuilt(options?: { quiet?: boolean; log?: (message: string) => void }): boolean;
export declare function ensureWebBuiltAsync(options?: {
  signal?: AbortSignal;
  log?: (message: string) => void;
}): Promise<boolean>;
