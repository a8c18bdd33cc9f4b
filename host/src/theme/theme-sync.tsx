import { useEffect } from 'react';
import { startThemeSync } from '@logistics/shared/ui/theme';

/** Puts the light or dark class on the document root and follows the system: for every page, antd or not. */
export function ThemeSync() {
  useEffect(() => startThemeSync(), []);
  return null;
}
