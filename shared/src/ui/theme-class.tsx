import { DEFAULT_THEME, isTheme, THEME_STORAGE_KEY, type Theme } from '@logistics/shared/contracts/theme';

/**
 * The theme on the page itself, without React or a store: what the theme store starts from and writes, and what
 * the host's first-paint script (run before the page is drawn) uses alone.
 */

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The saved preference, or the default when none is saved or storage is unavailable (private mode). */
export function readThemePreference(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

/** Puts the `light` or `dark` class (and the matching color-scheme) on the document root. */
export function applyThemeClass(resolved: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
