export declare const publicDir: string;
export declare const ICO_SIZES: number[];
export declare function renderMark(svg: Buffer, size: number, background?: string): Promise<Buffer>;
export declare function icoOf(pngs: { size: number; png: Buffer }[]): Buffer;
export declare function rasterIcons(
  svg: Buffer,
): Promise<Record<'favicon.ico' | 'favicon-32.png' | 'apple-touch-icon.png', Buffer>>;
