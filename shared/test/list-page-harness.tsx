import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { keyInPath } from '@logistics/shared/contracts/paths';
import type { Resource } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import { createLiveInvalidator } from '@logistics/shared/api/live-events-client';
import { App } from '@logistics/shared/ui/antd';
import { RoleProvider } from '@logistics/shared/ui/role';
import { MemoryRouter } from '@logistics/shared/ui/router';
import { ToastHost } from '@logistics/shared/ui/toast-host';

/**
 * What the tests of a feature's list page and form dialog share: the providers a page runs in, a query client
 * already holding a page of rows (no server), and the row menu. Importing it also gives the test file the
 * waits a busy machine needs.
 */

jest.setTimeout(90000);
// ag-grid renders its rows after a few frames; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 15000 });

/** The version and times every row carries. */
export const meta = {
  version: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

export const firstPage = { page: 1, pageSize: 5 };

export function Providers({
  role,
  client,
  children,
}: {
  role: Role;
  client?: QueryClient;
  children: ReactNode;
}) {
  const queries = client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queries}>
      <MemoryRouter>
        <App>
          <ToastHost />
          <RoleProvider role={role}>{children}</RoleProvider>
        </App>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** A client whose cache already holds the first list page, so the page shows it without a server. */
export function seeded(key: readonly unknown[], data: unknown): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(key, data);
  return client;
}

/** Opens the first row's actions menu; resolves once the menu shows. */
export async function openRowMenu(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
  const [menu] = await screen.findAllByLabelText('Open menu');
  fireEvent.click(menu as HTMLElement);
  expect(await screen.findByText('Make as Copy')).toBeInTheDocument();
}

/** What a role may do with a page's rows: `remove` is the delete's confirmation, or false where it may not delete. */
export interface RowActions {
  role: Role;
  client: QueryClient;
  /** A text of the first row, shown once the page has drawn it. */
  row: string;
  create: boolean;
  edit: boolean;
  remove: string | false;
}

/**
 * Draws the page for the role and checks what it offers: Create beside the list, Edit and Delete in the first
 * row's menu, and the confirmation a Delete asks. The page stays drawn for the test's own checks.
 */
export async function expectRowActions(
  page: ReactElement,
  { role, client, row, create, edit, remove }: RowActions,
) {
  render(
    <Providers role={role} client={client}>
      {page}
    </Providers>,
  );
  await openRowMenu(row);
  expect(screen.queryByRole('button', { name: /create/i }) !== null).toBe(create);
  expect(screen.queryByText('Edit') !== null).toBe(edit);
  if (remove === false) {
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
  } else {
    fireEvent.click(screen.getByText('Delete'));
    expect(await screen.findByText(remove)).toBeInTheDocument();
  }
}

/** A fetch answer with a JSON body, as the API client reads it. */
export const answer = (status: number, body: unknown) => ({ status, text: async () => JSON.stringify(body) });

/** A client for a dialog's test with a fake server: no retries (a 404 is an answer). */
export const testClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** What `fetch` was before a test's `rowServer`: the next test finds it as it was. */
let unfaked: { fetch: typeof fetch } | undefined;
afterEach(() => {
  if (unfaked) global.fetch = unfaked.fetch;
  unfaked = undefined;
});

/**
 * One resource's rows on a fake server, for an edit dialog's test (fetch replaced): GET /api/{resource}/{key}
 * answers the stored row or 404, PUT stores its body with the next version (under its new name, if renamed), and
 * any other GET an empty list, after `listMs` (a list behind the dialog answers after its row's read). `elsewhere`
 * is someone else's save (or delete), announced as the live events do.
 */
export function rowServer<Row extends { version: number }>({
  client,
  resource,
  rows,
  listMs = 0,
}: {
  client: QueryClient;
  resource: Resource;
  rows: Row[];
  listMs?: number;
}) {
  // The answer's key and the row's key in its path come from the resource's list definition, as the API's do.
  const { singleKey, keyField } = listDefinitions[resource];
  const keyOf = (row: Row) => keyInPath(keyField, String((row as Record<string, unknown>)[keyField]));
  const stored = new Map(rows.map((row) => [keyOf(row), row]));
  const puts: Array<{ key: string; body: Record<string, unknown> }> = [];
  const prefix = `/api/${resource}/`;
  const emptyList = Object.fromEntries(Object.values(listDefinitions).map(({ listKey }) => [listKey, []]));
  const save = (key: string, change: Partial<Row>): Row | undefined => {
    const row = stored.get(key);
    if (!row) return undefined;
    const saved = { ...row, ...change, version: row.version + 1 };
    stored.delete(key);
    stored.set(keyOf(saved), saved);
    return saved;
  };
  unfaked ??= { fetch: global.fetch };
  /** The next PUTs that fail as a broken connection makes them fail: saved first, or not. */
  const answersToLose: Array<{ saved: boolean }> = [];
  const live = createLiveInvalidator(client, 0);
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0] ?? '';
    if (!path.startsWith(prefix)) {
      await new Promise((resolve) => setTimeout(resolve, listMs));
      return answer(200, { ...emptyList, total: 0, facets: {} });
    }
    const key = decodeURIComponent(path.slice(prefix.length));
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push({ key, body });
      const lost = answersToLose.shift();
      if (lost && !lost.saved) throw new TypeError('Failed to fetch');
      const saved = save(key, body as Partial<Row>);
      if (saved && lost) {
        // Saved and announced, as the server does, but the answer never reaches the browser.
        live.change({ resource, keys: [key] });
        throw new TypeError('Failed to fetch');
      }
      return saved
        ? answer(200, { [singleKey]: saved, message: 'Updated successfully' })
        : answer(404, { message: 'Not found' });
    }
    const row = stored.get(key);
    return row ? answer(200, { [singleKey]: row }) : answer(404, { message: 'Not found' });
  }) as unknown as typeof fetch;

  return {
    /** The bodies the dialog sent with PUT, by the key it sent them to. */
    puts,
    /**
     * The next PUT's answer is lost on the way (fetch fails as a broken connection makes it), the PUT having been
     * saved first or not.
     */
    loseNextAnswer: ({ saved }: { saved: boolean }) => {
      answersToLose.push({ saved });
    },
    elsewhere: {
      save: (key: string, change: Partial<Row>) => {
        save(key, change);
        live.change({ resource, keys: [key] });
      },
      remove: (key: string) => {
        stored.delete(key);
        live.change({ resource, keys: [key] });
      },
    },
  };
}

/**
 * Records whether an element with this test id was ever added to the page while watching: also one that a
 * render put there and the next took away at once, which no query of the page would find afterwards.
 */
export function watchFor(testId: string): { readonly seen: boolean; stop: () => void } {
  let seen = false;
  const selector = `[data-testid="${testId}"]`;
  const take = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element && (node.matches(selector) || node.querySelector(selector))) seen = true;
  };
  const observer = new MutationObserver(take);
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    get seen() {
      // Also the records not yet handed to the observer's callback.
      take(observer.takeRecords());
      return seen || document.querySelector(selector) !== null;
    },
    stop: () => observer.disconnect(),
  };
}
