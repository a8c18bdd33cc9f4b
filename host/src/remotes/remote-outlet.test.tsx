import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useContext } from 'react';
import { MemoryRouter } from '@logistics/shared/ui/router';
import { homeListQuery } from '@logistics/shared/api/home-list';
import { PageLoadingFallback } from '@logistics/shared/ui/page-loading';
import { loadHomePreview } from '../home-preview/load-home-preview';
import type { Role } from '@logistics/shared/contracts/roles';
import { REMOTE_UNAVAILABLE } from './remote-fallback';
import { RemoteOutlet, type LoadRemote } from './remote-outlet';

jest.mock('./remote-loader', () => ({ loadRoleRemote: jest.fn() }));

function RemotePage({ role }: { role: Role }) {
  return <h1>Remote for {role}</h1>;
}

function renderOutlet(
  load: LoadRemote,
  { path = '/admin', client = new QueryClient(), role = 'admin' as Role } = {},
) {
  // As in the app, under the query cache: at the home the outlet may draw the first page's preview meanwhile.
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <nav aria-label="Main menu">
          <a href="/admin/vendors">Vendors</a>
        </nav>
        <RemoteOutlet role={role} load={load} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RemoteOutlet', () => {
  // As after the login page: the preview's module is already loaded (its first import is slow under a busy
  // jest, which would otherwise count against the first test's wait).
  beforeAll(() => loadHomePreview());

  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // The boundary logs what it caught; React logs it too.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("renders the role's remote", async () => {
    const load = jest
      .fn<ReturnType<LoadRemote>, Parameters<LoadRemote>>()
      .mockResolvedValue({ default: RemotePage });
    renderOutlet(load);
    expect(await screen.findByRole('heading', { name: 'Remote for admin' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('admin', { retry: false });
  });

  it('shows the fallback when the remote cannot be loaded, and Retry loads it again', async () => {
    const load = jest
      .fn<ReturnType<LoadRemote>, Parameters<LoadRemote>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ default: RemotePage });
    renderOutlet(load);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REMOTE_UNAVAILABLE);
    expect(REMOTE_UNAVAILABLE).toBe('This part of the application could not be loaded.');
    // The rest of the page keeps working.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote for admin' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('admin', { retry: true });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the fallback when the remote crashes while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    renderOutlet(jest.fn().mockResolvedValue({ default: Broken }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_UNAVAILABLE);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('at the home, while the remote loads', () => {
    // A role whose home is a list (the admin's is a dashboard): the inventory-in-charge's categories.
    const role: Role = 'inventory-in-charge';
    const home = { role, path: `/${role}` };
    const firstPage = { categories: [{ id: 'c1', name: 'Electronics', description: 'Phones' }], total: 1 };
    const seeded = () => {
      const client = new QueryClient();
      client.setQueryData(homeListQuery(role)!.queryKey, firstPage);
      return client;
    };
    const pending: LoadRemote = () => new Promise(() => undefined);

    it('shows the first page the login fetched as a plain table', async () => {
      renderOutlet(pending, { ...home, client: seeded() });
      const table = await screen.findByRole('table', { name: 'Categories' });
      expect(table).toHaveTextContent('Electronics');
      expect(table).toHaveTextContent('Phones');
    });

    it("keeps showing it while the remote's home page loads its own code", async () => {
      // The remote is there, its home page's chunk is not: the page-level fallback is the same preview.
      function RemoteWithPendingPage() {
        const fallback = useContext(PageLoadingFallback);
        return <Suspense fallback={fallback}>{use(new Promise<never>(() => undefined))}</Suspense>;
      }
      renderOutlet(() => Promise.resolve({ default: RemoteWithPendingPage }), { ...home, client: seeded() });
      expect(await screen.findByRole('table', { name: 'Categories' })).toHaveTextContent('Electronics');
    });

    it('shows a spinner elsewhere than the home', () => {
      renderOutlet(pending, { role, path: `/${role}/vendors`, client: seeded() });
      expect(document.querySelector('.ant-spin')).not.toBeNull();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
