import { MenuDropdown } from '@logistics/shared/ui/menu-dropdown';
import { useState } from 'react';
import { AppstoreOutlined, LogoutOutlined, UserOutlined } from '@logistics/shared/ui/icons';
import { Avatar, Button, Flex, Typography, type MenuProps } from '@logistics/shared/ui/antd';
import { useNavigate } from '@logistics/shared/ui/router';
import { useUser } from '@logistics/shared/api/profile';
import { currentClaims, useSession } from '@logistics/shared/api/session';
import { profilePathOf } from '@logistics/shared/contracts/menus';
import { can } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import { lazyDialog } from '@logistics/shared/ui/lazy-part';
import { VisuallyHidden } from '@logistics/shared/ui/visually-hidden';
import { AUTHENTICATION_PATH } from '../access/require-role';
import { signOutState } from '../auth/sign-out';

export const userMenuTexts = { profile: 'Profile', releases: 'Releases', signOut: 'Sign out' } as const;

/** Only the admin opens it, rarely: its code is fetched on the first opening. */
const ReleasesPanel = lazyDialog(async () => ({ default: (await import('./releases-panel')).ReleasesPanel }));
const WRAPPED = { maxWidth: 180, overflowWrap: 'anywhere' } as const;

/** The trigger's accessible name is 'User menu <name>' (the name as shown, or the e-mail). */
export const USER_MENU_LABEL = 'User menu';

/** The foot of the sidebar: avatar (a fallback icon until the profile has one), name, Profile and Sign out. */
export function UserMenu({ role, collapsed }: { role?: Role | null; collapsed: boolean }) {
  const navigate = useNavigate();
  const claims = useSession(currentClaims);
  // The profile (when the role may read it) gives the avatar and the current name; the token has neither.
  const profile = useUser(claims?.id).data;
  const storedName = useSession((state) => state.name);
  const name = profile?.name || storedName;
  const email = profile?.email || claims?.email || '';
  const displayName = name || email;
  // The profile link follows the decoded token's role; an unknown role falls back to '/'.
  const profileRole = claims ? claims.role : role;
  const [releasesOpen, setReleasesOpen] = useState(false);

  // The page goes first (a form with unsaved changes asks), the login page then signs out.
  const signOut = () =>
    void navigate(AUTHENTICATION_PATH, { replace: true, state: signOutState('tell-server') });

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: userMenuTexts.profile },
    ...(can(claims?.role, 'releases', 'view')
      ? [{ key: 'releases', icon: <AppstoreOutlined />, label: userMenuTexts.releases }]
      : []),
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: userMenuTexts.signOut },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(profilePathOf(profileRole));
    if (key === 'releases') setReleasesOpen(true);
    if (key === 'sign-out') signOut();
  };

  return (
    <>
      {releasesOpen ? <ReleasesPanel open onClose={() => setReleasesOpen(false)} /> : null}
      <MenuDropdown menu={{ items, onClick }} placement="topLeft">
        <Button
          type="text"
          block
          aria-haspopup="menu"
          title={displayName}
          style={{
            height: 'auto',
            padding: collapsed ? 4 : '6px 8px',
            justifyContent: 'flex-start',
            whiteSpace: 'normal',
            textAlign: 'start',
          }}
        >
          <Flex align="center" gap={8} style={{ minWidth: 0 }}>
            {/* Named 'User menu', then what it shows (WCAG 2.5.3); collapsed, it shows only the avatar. */}
            <VisuallyHidden>
              {collapsed ? `${USER_MENU_LABEL} ${displayName}` : `${USER_MENU_LABEL} `}
            </VisuallyHidden>
            <Avatar
              size={collapsed ? 28 : 32}
              src={profile?.avatar || undefined}
              icon={<UserOutlined aria-hidden />}
              alt=""
            />
            {collapsed ? null : (
              <Flex vertical align="flex-start" style={{ minWidth: 0, lineHeight: 1.3 }}>
                {/* Wrapped, not cut with an ellipsis: the whole of a long e-mail would show only under a hovering
                    mouse (the title), which a phone's finger never brings. */}
                <Typography.Text strong style={WRAPPED}>
                  {displayName}
                </Typography.Text>
                {name ? (
                  <Typography.Text type="secondary" style={{ ...WRAPPED, fontSize: 12 }}>
                    {email}
                  </Typography.Text>
                ) : null}
              </Flex>
            )}
          </Flex>
        </Button>
      </MenuDropdown>
    </>
  );
}
