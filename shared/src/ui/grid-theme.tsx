import { theme } from '@logistics/shared/ui/antd';
import { colorSchemeDark, colorSchemeLight, createPart, themeQuartz } from 'ag-grid-community';
import { useMemo } from 'react';
import { CELL_PADDING } from '@logistics/shared/ui/column-sizing';
import { useResolvedTheme } from '@logistics/shared/ui/theme';

/** A row the keyboard is on shows it (the table walks rows, not cells: grid-keyboard.tsx). */
const rowFocus = createPart({
  feature: 'logisticsRowFocus',
  css: '.ag-row:focus-visible { outline: 2px solid var(--ag-accent-color); outline-offset: -2px; }',
});

/** The app's antd colours in ag-grid's Quartz theme, light or dark like the rest of the page. */
export function useGridTheme() {
  const resolved = useResolvedTheme();
  const { token } = theme.useToken();
  const gridTheme = useMemo(
    () =>
      themeQuartz
        .withPart(resolved === 'dark' ? colorSchemeDark : colorSchemeLight)
        .withPart(rowFocus)
        .withParams({
          accentColor: token.colorPrimary,
          backgroundColor: token.colorBgContainer,
          foregroundColor: token.colorText,
          borderColor: token.colorBorderSecondary,
          headerBackgroundColor: token.colorFillAlter,
          fontFamily: 'inherit',
          fontSize: token.fontSize,
          wrapperBorderRadius: token.borderRadiusLG,
          cellHorizontalPadding: CELL_PADDING,
          browserColorScheme: resolved,
        }),
    [resolved, token],
  );
  // The fonts the columns are measured in: the page's, regular in the cells and semi-bold in the headers.
  const fonts = useMemo(
    () => ({
      cell: `${token.fontSize}px ${token.fontFamily}`,
      header: `600 ${token.fontSize}px ${token.fontFamily}`,
    }),
    [token.fontSize, token.fontFamily],
  );
  return { gridTheme, fonts };
}
