import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@logistics/shared/ui/router';
import { TOKEN_STORAGE_KEY } from '@logistics/shared/contracts/format';
import { menuOf } from '@logistics/shared/contracts/menus';
import { useSession } from '@logistics/shared/api/session';
import { AppRoutes } from './app';
import { SidebarNav } from './layout/sidebar-nav';
import { tokenOfRole } from '../../shared/test/tokens';
import { answer, fetchMock, signedOutBrowser } from '../test/browser-fakes';
import { mainMenuLinkTexts, renderInHost } from '../test/render';

// A busy machine (several suites at once) needs more than the default second and five seconds.
jest.setTimeout(30000);

// The shell loads a remote through the federation runtime; here it is a plain component, which fails to draw for
// the role a test names.
const mockRemoteFailing = { role: '', attempts: 0 };
jest.mock('./remotes/remote-outlet', () => ({
  RemoteOutlet: ({ role }: { role: string }) => {
    if (role === mockRemoteFailing.role) {
      mockRemoteFailing.attempts += 1;
      throw new Error(`the remote of ${role} is broken`);
    }
    return <p>remote of {role}</p>;
  },
}));
// What the login page loads while it waits, through the same runtime: here in at once.
jest.mock('./remotes/remote-loader', () => ({
  loadRoleRemote: () => Promise.resolve({ default: () => null, preloadPage: () => Promise.resolve() }),
  preloadRolePage: () => Promise.resolve(),
}));

function renderAt(path: string) {
  return renderInHost(path, <AppRoutes />);
}

beforeEach(() => {
  signedOutBrowser();
  mockRemoteFailing.role = '';
  mockRemoteFailing.attempts = 0;
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

describe('the home drawn ahead under the login page', () => {
  const LAST_ROLE_KEY = 'logistics.lastRole';

  /** The server: the login answers as `role`; every other call is refused, as nothing here needs it. */
  function serverSigningInAs(role: string) {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/auth/login'
          ? answer(200, {
              token: tokenOfRole(role),
              message: 'Logged in successfully.',
              user: { id: 'u-1', role, email: `${role}@example.com`, name: 'Some One' },
            })
          : answer(404, { message: 'Not here.' }),
      ),
    );
  }

  function logIn(role: string) {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: `${role}@example.com` } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('draws the home of the role this browser signed in as before, hidden, and asks the server for nothing', async () => {
    localStorage.setItem(LAST_ROLE_KEY, 'captain');
    serverSigningInAs('captain');
    renderAt('/authentication');
    const drawn = await screen.findByText('remote of captain');
    expect(drawn).not.toBeVisible();
    // Out of reach of screen readers and the keyboard: the login page's own parts are all there is.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows that drawing after the login, instead of drawing the home again', async () => {
    localStorage.setItem(LAST_ROLE_KEY, 'captain');
    serverSigningInAs('captain');
    renderAt('/authentication');
    const drawn = await screen.findByText('remote of captain');
    logIn('captain');
    await waitFor(() => expect(drawn).toBeVisible());
    expect(screen.getByText('remote of captain')).toBe(drawn);
    expect(mainMenuLinkTexts()).toEqual(['Shipments', 'Vehicles']);
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it("draws another role's home after a login as that role", async () => {
    localStorage.setItem(LAST_ROLE_KEY, 'captain');
    serverSigningInAs('admin');
    renderAt('/authentication');
    await screen.findByText('remote of captain');
    logIn('admin');
    expect(await screen.findByText('remote of admin')).toBeVisible();
    expect(screen.queryByText('remote of captain')).toBeNull();
    expect(localStorage.getItem(LAST_ROLE_KEY)).toBe('admin');
  });

  it('draws nothing where this browser never signed in', async () => {
    serverSigningInAs('captain');
    renderAt('/authentication');
    await screen.findByRole('button', { name: 'Login' });
    // Longer than the login page waits for the browser to be idle (no requestIdleCallback here: 200 ms).
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText(/^remote of/)).toBeNull();
  });

  it('a home that fails to draw ahead leaves the login page as it is, and is drawn afresh after the login', async () => {
    localStorage.setItem(LAST_ROLE_KEY, 'captain');
    mockRemoteFailing.role = 'captain';
    serverSigningInAs('captain');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAt('/authentication');
      await waitFor(() => expect(mockRemoteFailing.attempts).toBeGreaterThan(0));
      // Once React has done what it does with the failure: hidden, it reaches no error boundary, and the login's
      // navigation draws that home afresh.
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
      expect(screen.getByText('Login to Your Account')).toBeVisible();
      mockRemoteFailing.role = '';
      logIn('captain');
      expect(await screen.findByText('remote of captain')).toBeVisible();
    } finally {
      logged.mockRestore();
    }
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
