/** Light, dark or system, and where the choice is kept. */
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export const DEFAULT_THEME: Theme = 'system';
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}
export const THEME = { values: themes, default: DEFAULT_THEME } as const;
export const THEME_STORAGE_KEY = 'logistics.theme';

/** The theme drawn: the preference, or the system's when the preference is `system`. */
export function resolveTheme(preference: Theme, systemDark: boolean): 'light' | 'dark' {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}
