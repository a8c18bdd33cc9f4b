import { DesktopOutlined, MoonOutlined, SunOutlined } from '@logistics/shared/ui/icons';
import { Button, Dropdown, type MenuProps } from '@logistics/shared/ui/antd';
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

/** Light, Dark or System (SPEC section 2, "Theme"). */
export function ThemeToggle() {
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const resolved = useResolvedTheme();
  const menu: MenuProps = {
    items: themePreferences.map((value) => ({ key: value, icon: icons[value], label: themeLabels[value] })),
    selectable: true,
    selectedKeys: [preference],
    onClick: ({ key }) => setPreference(key as ThemePreference),
  };
  return (
    <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={TOGGLE_THEME_LABEL}
        icon={resolved === 'dark' ? <MoonOutlined /> : <SunOutlined />}
      />
    </Dropdown>
  );
}
