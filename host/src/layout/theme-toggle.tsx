import { MenuDropdown } from '@logistics/shared/ui/menu-dropdown';
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@logistics/shared/ui/icons';
import { Button, type MenuProps } from '@logistics/shared/ui/antd';
import { useRef } from 'react';
import {
  themeLabels,
  themePreferences,
  useResolvedTheme,
  useThemeStore,
  type ThemePreference,
} from '@logistics/shared/ui/theme';

export const TOGGLE_THEME_LABEL = 'Toggle theme';

const icons: Record<ThemePreference, React.ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};

/** The theme: Light, Dark or System. */
export function ThemeToggle() {
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const resolved = useResolvedTheme();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu: MenuProps = {
    items: themePreferences.map((value) => ({ key: value, icon: icons[value], label: themeLabels[value] })),
    selectable: true,
    selectedKeys: [preference],
    onClick: ({ key, domEvent }) => {
      // Chosen with Enter: its default action would otherwise click the button given the focus below.
      if (domEvent.type === 'keydown') domEvent.preventDefault();
      setPreference(key as ThemePreference);
      // The menu closes: the focus goes back to its button, not to the top of the page.
      trigger.current?.focus();
    },
  };
  return (
    <MenuDropdown menu={menu} placement="bottomRight">
      <Button
        ref={trigger}
        type="text"
        aria-label={TOGGLE_THEME_LABEL}
        icon={resolved === 'dark' ? <MoonOutlined /> : <SunOutlined />}
      />
    </MenuDropdown>
  );
}
