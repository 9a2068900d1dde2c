/** The browser's Storage, in memory, for unit tests: node has no localStorage or sessionStorage. */
export class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  get length(): number {
    return this.items.size;
  }
}

/** Fresh localStorage and sessionStorage (and a window without storage events). */
export function installMemoryStorage(): void {
  Object.assign(globalThis, {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    window: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
