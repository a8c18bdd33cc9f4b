import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@logistics/shared/ui/router';
import { THEME_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@logistics/shared/contracts/format';
import { useSession } from '@logistics/shared/api/session';
import {
  keepSendingUnsentLogouts,
  sendUnsentLogouts,
  UNSENT_LOGOUTS_RETRY_MS,
} from '@logistics/shared/api/auth';
import { useThemeStore } from '@logistics/shared/ui/theme';
import { useToasts } from '@logistics/shared/ui/toasts';
import { ToastHost } from '@logistics/shared/ui/toast-host';
import { ThemeProvider } from '../theme/theme-provider';
import { useSignOutOnArrival } from '../auth/sign-out';
import Shell from './shell';
import { readSidebarOpen } from './sidebar-state';
import { answer, fetchMock, signedOutBrowser } from '../../test/browser-fakes';
import { onPhone } from '../../../shared/test/phone';
import { tokenOfRole } from '../../../shared/test/tokens';
import { mainMenuLinkTexts, renderInHost } from '../../test/render';

jest.setTimeout(30000);

jest.mock('../remotes/remote-outlet', () => ({
  RemoteOutlet: ({ role }: { role: string }) => <p>remote of {role}</p>,
}));

/** The login page's part in Sign out: it signs out as it arrives. */
function LoginPage() {
  useSignOutOnArrival();
  return <p>login page</p>;
}

function renderShell(path = '/captain/shipments') {
  return renderInHost(
    path,
    <Routes>
      <Route path="/authentication" element={<LoginPage />} />
      <Route path="/captain/profile" element={<p>profile page</p>} />
      <Route path="/captain/*" element={<Shell role="captain" />} />
      <Route path="/" element={<p>root page</p>} />
    </Routes>,
  );
}

beforeEach(() => {
  signedOutBrowser();
  document.cookie = 'sidebar_state=; max-age=0; path=/';
  document.documentElement.className = '';
  fetchMock.mockResolvedValue(answer(404, { message: 'not here' }));
  useSession.getState().setToken(tokenOfRole('captain'), 'Cap Tain');
  useThemeStore.setState({ preference: 'system', systemDark: false });
});

describe('sidebar', () => {
  it('collapses and expands by its button, keeping the state in a cookie for 7 days', async () => {
    const cookies: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookies.push(value);
      descriptor?.set?.call(document, value);
    });
    renderShell();
    const toggle = await screen.findByRole('button', { name: /Toggle Sidebar/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.ant-layout-sider')).toHaveStyle({ width: '16rem' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.ant-layout-sider')).toHaveStyle({ width: '3rem' });
    expect(readSidebarOpen()).toBe(false);
    expect(cookies.at(-1)).toContain('sidebar_state=false');
    expect(cookies.at(-1)).toContain(`max-age=${60 * 60 * 24 * 7}`);
    fireEvent.click(toggle);
    expect(readSidebarOpen()).toBe(true);
    jest.restoreAllMocks();
  });

  it('toggles with Ctrl+B and with ⌘+B', async () => {
    renderShell();
    const toggle = await screen.findByRole('button', { name: /Toggle Sidebar/ });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true }));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', metaKey: true }));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderShell();
    expect(await screen.findByRole('button', { name: /Toggle Sidebar/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("links home to /{role} of the token, and gives an unknown role an empty menu and '/' for its profile", async () => {
    renderShell();
    expect(await screen.findByRole('link', { name: /^Home\b/ })).toHaveAttribute('href', '/captain');
    expect(mainMenuLinkTexts()).toEqual(['Shipments', 'Vehicles']);
  });

  it('draws each menu entry with the icon its page names', async () => {
    renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const icons = within(nav)
      .getAllByRole('menuitem')
      .map((item) => item.querySelector('.anticon')?.getAttribute('aria-label'));
    expect(icons).toEqual(['truck', 'car']);
  });

  it('gives a token without a known role an empty menu, a home link to / and a profile link to /', async () => {
    useSession.setState({
      claims: { id: 'u-1', role: null, email: 'x@example.com', exp: Date.now() / 1000 + 3600 },
    });
    renderShell();
    expect(await screen.findByRole('link', { name: /^Home\b/ })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).queryAllByRole('link')).toHaveLength(
      0,
    );
    fireEvent.click(screen.getByRole('button', { name: /User menu/ }));
    fireEvent.click(await screen.findByText('Profile'));
    expect(await screen.findByText('root page')).toBeInTheDocument();
  });
});

describe('mobile layout', () => {
  it('under 768 px the sidebar is a slide-in panel', () =>
    onPhone(async () => {
      renderShell();
      const toggle = await screen.findByRole('button', { name: /Toggle Sidebar/ });
      expect(document.querySelector('.ant-layout-sider')).toBeNull();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      fireEvent.click(toggle);
      const nav = await screen.findByRole('navigation', { name: 'Main menu' });
      expect(nav.closest('.ant-drawer')).not.toBeNull();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // A link closes the panel.
      fireEvent.click(within(nav).getByRole('link', { name: 'Vehicles' }));
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    }));
});

describe('user menu', () => {
  it('shows the fallback avatar and the name, and opens Profile', async () => {
    renderShell();
    const trigger = await screen.findByRole('button', { name: /User menu Cap Tain/ });
    expect(within(trigger).getByText('Cap Tain')).toBeInTheDocument();
    expect(trigger.querySelector('.anticon-user')).not.toBeNull();
    fireEvent.click(trigger);
    expect(await screen.findByText('Sign out')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Profile'));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });

  it('shows the avatar of the profile once it is loaded', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/users/')
        ? answer(200, {
            user: {
              id: 'u-1',
              version: 1,
              created_at: '2026-01-01T00:00:00Z',
              updated_at: '2026-01-01T00:00:00Z',
              avatar: 'https://example.com/me.png',
              name: 'Captain Fresh',
              email: 'someone@example.com',
              phone: null,
              role: 'captain',
              national_id: null,
              driving_license_no: null,
              passport_no: null,
              address: null,
            },
          })
        : answer(404),
    );
    renderShell();
    const trigger = await screen.findByRole('button', { name: /User menu Captain Fresh/ });
    await waitFor(() =>
      expect(trigger.querySelector('img')).toHaveAttribute('src', 'https://example.com/me.png'),
    );
  });

  it('signs out: the token is removed first, then logout is called with it', async () => {
    const token = useSession.getState().token;
    const seen: Array<{ stored: string | null; auth?: string }> = [];
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/auth/logout/')) {
        seen.push({
          stored: localStorage.getItem(TOKEN_STORAGE_KEY),
          auth: (init.headers as Record<string, string>).Authorization,
        });
        return answer(200, { message: 'Logged out.' });
      }
      return answer(404);
    });
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    fireEvent.click(await screen.findByText('Sign out'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ stored: null, auth: `Bearer ${token}` });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout/u-1',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByText('Logged out.')).toBeInTheDocument();
  });

  it("shows 'An error occurred while logging out' when logout fails, and the user is still signed out", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/auth/logout/') ? answer(500, {}) : answer(404),
    );
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    fireEvent.click(await screen.findByText('Sign out'));
    expect(await screen.findByText('An error occurred while logging out')).toBeInTheDocument();
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('tells the server later of a logout it could not take: kept while it fails, forgotten once it answers', async () => {
    const token = useSession.getState().token;
    const answers = [answer(500, {}), answer(503, {}), answer(401, { message: 'Session expired.' })];
    const sent: Array<string | undefined> = [];
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (!url.startsWith('/api/auth/logout/u-1')) return answer(404);
      sent.push((init.headers as Record<string, string>).Authorization);
      return answers.shift();
    });
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    fireEvent.click(await screen.findByText('Sign out'));
    expect(await screen.findByText('An error occurred while logging out')).toBeInTheDocument();
    expect(sent).toEqual([`Bearer ${token}`]);

    // The server failing again: still waiting.
    await sendUnsentLogouts();
    expect(sent).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
    // The server answering (here: the session had expired meanwhile): told, and forgotten.
    await sendUnsentLogouts();
    expect(sent).toHaveLength(3);
    await sendUnsentLogouts();
    expect(sent).toHaveLength(3);
    expect(sent.every((header) => header === `Bearer ${token}`)).toBe(true);
  });

  it('tries a waiting logout again every minute, without a sign from the browser, until the server answers', async () => {
    const answers = [answer(500, {}), answer(502, {}), answer(200, { message: 'Logged out successfully' })];
    let sent = 0;
    fetchMock.mockImplementation(async (url: string) => {
      if (!url.startsWith('/api/auth/logout/u-1')) return answer(404);
      sent += 1;
      return answers.shift();
    });
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    fireEvent.click(await screen.findByText('Sign out'));
    expect(await screen.findByText('An error occurred while logging out')).toBeInTheDocument();
    expect(sent).toBe(1);

    jest.useFakeTimers();
    const stop = keepSendingUnsentLogouts();
    try {
      // At once (the app starting): the server still failing.
      await jest.advanceTimersByTimeAsync(0);
      expect(sent).toBe(2);
      await jest.advanceTimersByTimeAsync(UNSENT_LOGOUTS_RETRY_MS - 1000);
      expect(sent).toBe(2);
      // A minute on, with no 'online' event: the server answers, and the logout is forgotten.
      await jest.advanceTimersByTimeAsync(1000);
      expect(sent).toBe(3);
      await jest.advanceTimersByTimeAsync(UNSENT_LOGOUTS_RETRY_MS * 3);
      expect(sent).toBe(3);
    } finally {
      stop();
      jest.useRealTimers();
    }
  });
});

describe('theme', () => {
  it('offers Light, Dark and System, saves the choice and puts the class on the root', async () => {
    renderShell();
    expect(document.documentElement).toHaveClass('light');
    fireEvent.click(await screen.findByRole('button', { name: 'Toggle theme' }));
    for (const label of ['Light', 'Dark', 'System'])
      expect(await screen.findByText(label)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
  });

  it('follows the operating system live on System', async () => {
    const listeners: Array<(event: { matches: boolean }) => void> = [];
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.push(listener),
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      renderShell();
      await screen.findByRole('button', { name: 'Toggle theme' });
      expect(document.documentElement).toHaveClass('light');
      act(() => listeners.forEach((listener) => listener({ matches: true })));
      expect(document.documentElement).toHaveClass('dark');
      act(() => listeners.forEach((listener) => listener({ matches: false })));
      expect(document.documentElement).toHaveClass('light');
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('toasts', () => {
  it('appear bottom-right, at most 3 at once, for 4 seconds', async () => {
    jest.useFakeTimers();
    try {
      function Fire() {
        const toasts = useToasts();
        return (
          <button
            type="button"
            onClick={() => [1, 2, 3, 4].forEach((n) => toasts.error(new Error(`Toast ${n}`)))}
          >
            fire
          </button>
        );
      }
      render(
        <ThemeProvider>
          <ToastHost />
          <Fire />
        </ThemeProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'fire' }));
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByText('Toast 4')).toBeInTheDocument();
      expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
      expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(3);
      expect(document.querySelector('.ant-notification-bottomRight')).not.toBeNull();
      act(() => jest.advanceTimersByTime(3500));
      expect(screen.getByText('Toast 4')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1500));
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      expect(
        document.querySelectorAll('.ant-notification-notice:not(.ant-notification-notice-leave)').length,
      ).toBeLessThan(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
