import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@logistics/shared/ui/router';
import type { Role } from '@logistics/shared/contracts/roles';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { RemoteOutlet, type LoadRemote } from './remote-outlet';

jest.mock('./remote-loader', () => ({ loadRoleRemote: jest.fn() }));

function RemotePage({ role }: { role: Role }) {
  return <h1>Remote for {role}</h1>;
}

function renderOutlet(
  load: LoadRemote,
  { path = '/admin', client = new QueryClient(), role = 'admin' as Role } = {},
) {
  // As in the app, under the query cache.
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
    expect(alert).toHaveTextContent(loadTexts.partUnavailable);
    expect(loadTexts.partUnavailable).toBe('This part of the application could not be loaded.');
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
    expect(await screen.findByRole('alert')).toHaveTextContent(loadTexts.partUnavailable);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a spinner while the remote loads', () => {
    renderOutlet(() => new Promise(() => undefined), { path: '/admin/vendors' });
    expect(document.querySelector('.ant-spin')).not.toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  const backOnline = () =>
    act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });

  it('asks for code that did not arrive again by itself when the browser is back online, and says so', async () => {
    const load = jest
      .fn<ReturnType<LoadRemote>, Parameters<LoadRemote>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ default: RemotePage });
    renderOutlet(load);
    expect(await screen.findByRole('alert')).toHaveTextContent(loadTexts.retrying);
    // Nothing is asked again until the connection returns: each try draws the content area anew.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(load).toHaveBeenCalledTimes(1);

    await backOnline();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(loadTexts.retrying);
    await backOnline();
    expect(await screen.findByRole('heading', { name: 'Remote for admin' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("asks again by itself for a page's code that did not arrive inside the remote", async () => {
    function PageCodeMissing(): never {
      throw Object.assign(new Error('Loading chunk 903 failed.'), { name: 'ChunkLoadError' });
    }
    const load = jest
      .fn<ReturnType<LoadRemote>, Parameters<LoadRemote>>()
      .mockResolvedValueOnce({ default: PageCodeMissing })
      .mockResolvedValue({ default: RemotePage });
    renderOutlet(load);
    expect(await screen.findByRole('alert')).toHaveTextContent(loadTexts.retrying);
    await backOnline();
    expect(await screen.findByRole('heading', { name: 'Remote for admin' })).toBeInTheDocument();
  });

  it('does not ask again by itself for a remote that crashes while drawing, nor say it will', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const load = jest
      .fn<ReturnType<LoadRemote>, Parameters<LoadRemote>>()
      .mockResolvedValue({ default: Broken });
    renderOutlet(load);
    expect(await screen.findByRole('alert')).not.toHaveTextContent(loadTexts.retrying);
    await backOnline();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
