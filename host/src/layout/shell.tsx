import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@logistics/shared/ui/icons';
import { Button, Drawer, Flex, Layout, Typography, theme } from '@logistics/shared/ui/antd';
import { Link } from '@logistics/shared/ui/router';
import { SIDEBAR } from '@logistics/shared/contracts/format';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { COMPANY } from '@logistics/shared/contracts/print';
import type { Role } from '@logistics/shared/contracts/roles';
import { currentClaims, useSession } from '@logistics/shared/api/session';
import { VisuallyHidden } from '@logistics/shared/ui/visually-hidden';
import { SignInAgainDialog } from '../auth/sign-in-again-dialog';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { SidebarNav } from './sidebar-nav';
import { useSidebar } from './sidebar-state';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export const TOGGLE_SIDEBAR_LABEL = 'Toggle Sidebar';
export const HOME_LINK_LABEL = 'Home';

function SidebarContent({
  role: routeRole,
  collapsed,
  onNavigate,
}: {
  role: Role;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { token } = theme.useToken();
  // The home link and the menu follow the role of the decoded token; an unknown role gets an
  // empty menu and '/' (menus.ts falls back for anything that is not a role).
  const claims = useSession(currentClaims);
  const role: Role | null = claims ? claims.role : routeRole;
  return (
    <Flex vertical style={{ height: '100%' }}>
      <Link
        to={prefixOf(role)}
        onClick={onNavigate}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          height: 56,
          paddingInline: collapsed ? 0 : 20,
          justifyContent: collapsed ? 'center' : 'flex-start',
          color: token.colorText,
          borderBottom: `1px solid ${token.colorSplit}`,
        }}
      >
        <HomeOutlined aria-hidden style={{ fontSize: 18, color: token.colorPrimary }} />
        {/* 'Home', then the product's name where it shows: the name holds what is drawn (WCAG 2.5.3). */}
        <VisuallyHidden>{`${HOME_LINK_LABEL} `}</VisuallyHidden>
        {collapsed ? null : (
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {COMPANY.name}
          </Typography.Text>
        )}
      </Link>
      <div style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', paddingBlock: 8 }}>
        <SidebarNav role={role} onNavigate={onNavigate} />
      </div>
      <div style={{ padding: collapsed ? 4 : 8, borderTop: `1px solid ${token.colorSplit}` }}>
        <UserMenu role={role} collapsed={collapsed} />
      </div>
    </Flex>
  );
}

/** The signed-in frame: sidebar, header with the theme switch, and the role's remote in the content area. */
export default function Shell({ role }: { role: Role }) {
  const sidebar = useSidebar();
  const { token } = theme.useToken();
  const expanded = sidebar.isMobile ? sidebar.mobileOpen : sidebar.open;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {sidebar.isMobile ? (
        <Drawer
          placement="left"
          open={sidebar.mobileOpen}
          onClose={() => sidebar.setMobileOpen(false)}
          size={SIDEBAR.widthMobile}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <SidebarContent role={role} collapsed={false} onNavigate={() => sidebar.setMobileOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          theme="light"
          collapsible
          collapsed={!sidebar.open}
          trigger={null}
          width={SIDEBAR.width}
          collapsedWidth={SIDEBAR.widthIcon}
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            borderInlineEnd: `1px solid ${token.colorSplit}`,
          }}
        >
          <SidebarContent role={role} collapsed={!sidebar.open} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            height: 56,
            paddingInline: 16,
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorSplit}`,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Button
            type="text"
            aria-label={TOGGLE_SIDEBAR_LABEL}
            aria-expanded={expanded}
            title={`${TOGGLE_SIDEBAR_LABEL} (Ctrl+B)`}
            icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={sidebar.toggle}
          />
          <div style={{ flex: 1 }} />
          <ThemeToggle />
        </Layout.Header>
        <Layout.Content style={{ padding: sidebar.isMobile ? 12 : 24, minWidth: 0 }}>
          <RemoteOutlet role={role} />
        </Layout.Content>
        <SignInAgainDialog />
      </Layout>
    </Layout>
  );
}
