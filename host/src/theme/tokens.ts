import { theme, type ThemeConfig } from '@logistics/shared/ui/antd';

/**
 * antd's look, with the colours WCAG 2.2 AA asks for: text at least 4.5:1 against what it stands on.
 * antd's defaults miss it in a few places: its blue under white text (4.1:1) and as text on its own light tint
 * (3.7:1), its secondary and placeholder grey (3.4:1), its red, and in the dark theme its blue and red as text on
 * the dark surfaces. Only those tokens change; everything else is antd's own. The login page, drawn before antd
 * loads, uses the same colours in plain CSS (host/src/index.html).
 */

/** Light: a slightly deeper blue and red, hovering darker, and greys readable on white and on #f5f5f5. */
const light: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#1366e0',
    colorPrimaryHover: '#0d57c4',
    colorLink: '#1366e0',
    colorLinkHover: '#0d57c4',
    colorLinkActive: '#0a47a3',
    colorError: '#d9363e',
    colorErrorHover: '#b8262d',
    // Warning and success as text (low stock, stock moves, trends); their icons and fills stay antd's.
    colorWarningText: '#965800',
    colorSuccessText: '#2f7a0b',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  },
};

// In the dark theme no one blue (or red) is both dark enough under white text and light enough as text on the
// dark surfaces: fills keep antd's deep tones, text uses a lighter tone of the same hue.
const darkBlueText = '#65a9f3';
const darkBlueTextHover = '#8dc5f8';
const darkRedText = '#f0807c';

/** Dark: antd's fills, lighter blue and red wherever they are text, greys readable on #000 and #1f1f1f. */
const dark: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimaryHover: '#2a74d8',
    colorPrimaryText: darkBlueText,
    colorPrimaryTextHover: darkBlueTextHover,
    colorLink: darkBlueText,
    colorLinkHover: darkBlueTextHover,
    colorLinkActive: darkBlueText,
    colorError: darkRedText,
    colorErrorText: darkRedText,
    colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
  },
  components: {
    // A red light enough to read on the dark surfaces is too light under white text: the solid danger button
    // (the delete confirmation) writes dark on it.
    Button: {
      dangerColor: 'rgba(0, 0, 0, 0.88)',
      // A hovered or pressed outlined button's text: antd's hover blue reads 4.0:1 on the dark surface.
      defaultHoverColor: darkBlueTextHover,
      defaultActiveColor: darkBlueText,
    },
    Menu: { itemSelectedColor: darkBlueText },
    Tabs: {
      itemSelectedColor: darkBlueText,
      itemHoverColor: darkBlueTextHover,
      itemActiveColor: darkBlueText,
    },
    Pagination: { itemActiveColor: darkBlueText, itemActiveColorHover: darkBlueTextHover },
  },
};

export function themeConfig(resolved: 'light' | 'dark'): ThemeConfig {
  return resolved === 'dark' ? dark : light;
}
