import { create } from 'zustand';
import { resolveTheme, THEME_STORAGE_KEY, themes, type Theme } from '@logistics/shared/contracts/theme';
import {
  applyThemeClass,
  DARK_QUERY,
  readThemePreference,
  systemPrefersDark,
} from '@logistics/shared/ui/theme-class';

export { resolveTheme };

export const themePreferences = themes;
export type ThemePreference = Theme;
export type ResolvedTheme = 'light' | 'dark';

export const themeLabels: Record<ThemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

interface ThemeState {
  preference: ThemePreference;
  systemDark: boolean;
  setPreference: (preference: ThemePreference) => void;
  setSystemDark: (dark: boolean) => void;
}

/** Light, dark or system (the default), saved in localStorage. One store for the page. */
export const useThemeStore = create<ThemeState>()((set) => ({
  preference: readThemePreference(),
  systemDark: systemPrefersDark(),
  setPreference: (preference) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
    set({ preference });
  },
  setSystemDark: (systemDark) => set({ systemDark }),
}));

export function useResolvedTheme(): ResolvedTheme {
  return useThemeStore((state) => resolveTheme(state.preference, state.systemDark));
}

/**
 * Follows the operating system's preference and puts the `light` or `dark` class on the document root.
 * Returns the function that stops following it.
 */
export function startThemeSync(): () => void {
  const apply = () => {
    const { preference, systemDark } = useThemeStore.getState();
    applyThemeClass(resolveTheme(preference, systemDark));
  };
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  const onChange = (event: MediaQueryListEvent) => useThemeStore.getState().setSystemDark(event.matches);
  media?.addEventListener('change', onChange);
  const unsubscribe = useThemeStore.subscribe(apply);
  apply();
  return () => {
    media?.removeEventListener('change', onChange);
    unsubscribe();
  };
}
