import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@logistics/shared/ui/router';
import { TOKEN_STORAGE_KEY } from '@logistics/shared/contracts/format';
import { menuOf } from '@logistics/shared/contracts/menus';
import { useSession } from '@logistics/shared/api/session';
import { AppRoutes } from './app';
import { SidebarNav } from './layout/sidebar-nav';
import { tokenOfRole } from '../../shared/test/tokens';
import { mainMenuLinkTexts, renderInHost } from '../test/render';

// A busy machine (several suites at once) needs more than the default second and five seconds.
jest.setTimeout(30000);

// The shell loads a remote through the federation runtime; here it is a plain component.
jest.mock('./remotes/remote-outlet', () => ({
  RemoteOutlet: ({ role }: { role: string }) => <p>remote of {role}</p>,
}));

function renderAt(path: string) {
  return renderInHost(path, <AppRoutes />);
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, claims: null, name: null, invalidToken: null });
});

describe('host routes', () => {
  it("shows '404 Not Found!' for an unknown path", async () => {
    renderAt('/no/such/place');
    expect(await screen.findByRole('heading', { name: '404 Not Found!' })).toBeInTheDocument();
  });

  it('sends a visitor without a token to the login page', async () => {
    renderAt('/admin/categories');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Registration' })).toBeInTheDocument();
    expect(screen.getByText('Login to Your Account')).toBeInTheDocument();
    expect(screen.getByText('Enter your login credentials below.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
  });

  it("sends a user of another role to /authentication, which sends them on to their own home, and lets the prefix's own role in", async () => {
    useSession.getState().setToken(tokenOfRole('captain'), 'Cap Tain');
    const { unmount } = renderAt('/admin');
    expect(await screen.findByText('remote of captain')).toBeInTheDocument();
    expect(screen.queryByText('remote of admin')).toBeNull();
    unmount();

    renderAt('/captain/shipments');
    expect(await screen.findByText('remote of captain')).toBeInTheDocument();
    expect(mainMenuLinkTexts()).toEqual(['Shipments', 'Vehicles']);
    expect(screen.getByRole('link', { name: /^Home\b/ })).toHaveAttribute('href', '/captain');
    expect(screen.getByText('Cap Tain')).toBeInTheDocument();
  });

  it("shows the admin's home at / for the admin only", async () => {
    useSession.getState().setToken(tokenOfRole('admin'));
    renderAt('/');
    expect(await screen.findByText('remote of admin')).toBeInTheDocument();
  });

  it('removes a token that cannot be decoded', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'garbage');
    useSession.getState().reload();
    renderAt('/admin');
    expect(await screen.findByText('Login to Your Account')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // In plain words, not the browser's atob error.
    expect(
      await screen.findByText('Your session could not be read. Please log in again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/atob|Error decoding token/)).not.toBeInTheDocument();
  });
});

describe('SidebarNav', () => {
  it("lists the role's menu in order, one link per item", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/admin/inventories/supervisors']}>
          <SidebarNav role="admin" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(menuOf('admin').map((item) => item.title));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      menuOf('admin').map((item) => `/admin/${item.path}`),
    );
    expect(within(nav).getByRole('link', { name: 'Supervisors' }).closest('li')).toHaveClass(
      'ant-menu-item-selected',
    );
  });
});
