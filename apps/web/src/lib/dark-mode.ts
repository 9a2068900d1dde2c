/**
 * Light/dark preference kept in localStorage under `DarkMode` (the top bar's toggle):
 * "true" for dark, "false" for light. Plugged into Mantine as its colour-scheme manager.
 */
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

export const DARK_MODE_KEY = 'DarkMode';

let onStorage: ((e: StorageEvent) => void) | null = null;

export const darkModeManager: MantineColorSchemeManager = {
  get: (defaultValue: MantineColorScheme) => {
    try {
      const value = localStorage.getItem(DARK_MODE_KEY);
      if (value === 'true') return 'dark';
      if (value === 'false') return 'light';
    } catch {
      // Storage can be unavailable (private mode); fall back to the default.
    }
    return defaultValue;
  },
  set: (value: MantineColorScheme) => {
    try {
      localStorage.setItem(DARK_MODE_KEY, value === 'dark' ? 'true' : 'false');
    } catch {
      // Not persisting is acceptable when storage is unavailable.
    }
  },
  subscribe: (onUpdate) => {
    onStorage = (e: StorageEvent) => {
      if (e.key === DARK_MODE_KEY) onUpdate(e.newValue === 'true' ? 'dark' : 'light');
    };
    window.addEventListener('storage', onStorage);
  },
  unsubscribe: () => {
    if (onStorage) window.removeEventListener('storage', onStorage);
    onStorage = null;
  },
  clear: () => {
    localStorage.removeItem(DARK_MODE_KEY);
  },
};
