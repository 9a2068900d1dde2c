import { beforeEach, describe, expect, it } from 'vitest';
import { DARK_MODE_KEY, darkModeManager } from './dark-mode.ts';

/** The browser's Storage, in memory: node has no localStorage. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('DarkMode in localStorage', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });

  it('stores the choice under DarkMode and reads it back', () => {
    expect(darkModeManager.get('light')).toBe('light');
    darkModeManager.set('dark');
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('true');
    expect(darkModeManager.get('light')).toBe('dark');
    darkModeManager.set('light');
    expect(localStorage.getItem('DarkMode')).toBe('false');
    expect(darkModeManager.get('dark')).toBe('light');
  });

  it('ignores a value it does not understand', () => {
    localStorage.setItem(DARK_MODE_KEY, 'maybe');
    expect(darkModeManager.get('light')).toBe('light');
  });
});
