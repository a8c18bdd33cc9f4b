import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { homeListQuery } from '@logistics/shared/api/home-list';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { homePage } from '@logistics/shared/contracts/menus';
import { roles } from '@logistics/shared/contracts/roles';
import HomePreview, { HOME_PREVIEW_LABEL, HomeTablePreview } from './home-preview';

const categories = {
  categories: [
    {
      id: 'c1',
      name: 'Electronics',
      description: 'Phones and computers',
      created_at: '2026-01-01T00:00:00Z',
    },
    { id: 'c2', name: 'Furniture', description: null, created_at: '2026-01-02T00:00:00Z' },
  ],
  total: 2,
  facets: {},
};

function withCache(seed?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed?.(client);
  return ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('HomeTablePreview', () => {
  it('draws the first page the login fetched, with the columns and cells of the real table', () => {
    // The inventory-in-charge's home is the categories list (the admin's is a dashboard).
    const wrapper = withCache((client) =>
      client.setQueryData(homeListQuery('inventory-in-charge')!.queryKey, categories),
    );
    render(<HomeTablePreview role="inventory-in-charge" />, { wrapper });
    const region = screen.getByRole('region', { name: HOME_PREVIEW_LABEL });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    const table = within(region).getByRole('table', { name: 'Categories' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Electronics', 'Phones and computers'],
      ['Furniture', ''],
    ]);
    // Nothing on it can be acted on: no button, link or checkbox.
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(within(region).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows its fallback, not an empty table, until the rows are there', () => {
    const wrapper = withCache();
    // The query is left pending: no answer comes in this test.
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    render(<HomeTablePreview role="captain" fallback={<p>Loading</p>} />, { wrapper });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("draws nothing but its fallback for the admin's home, a dashboard and no list", () => {
    expect(homeListQuery('admin')).toBeNull();
    render(<HomeTablePreview role="admin" fallback={<p>Loading</p>} />, { wrapper: withCache() });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each(roles.filter((role) => role !== 'admin'))(
    "has a preview for the %s's home, with its columns",
    (role) => {
      const query = homeListQuery(role);
      expect(query).not.toBeNull();
      const listKey = listDefinitions[homePage[role] as keyof typeof listDefinitions].listKey;
      const wrapper = withCache((client) =>
        client.setQueryData(query!.queryKey, { [listKey]: [], total: 0 }),
      );
      render(<HomeTablePreview role={role} />, { wrapper });
      expect(screen.getByRole('table').querySelectorAll('th[role="columnheader"]').length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['inventory-in-charge', 'Filter names...'],
    ['captain', 'Filter shipment IDs...'],
    ['fleet-manager', 'Filter VINs...'],
  ] as const)("names the %s's search as its list page does: %s", (role, placeholder) => {
    const query = homeListQuery(role)!;
    const listKey = listDefinitions[homePage[role] as keyof typeof listDefinitions].listKey;
    const wrapper = withCache((client) => client.setQueryData(query.queryKey, { [listKey]: [], total: 0 }));
    render(<HomeTablePreview role={role} />, { wrapper });
    expect(screen.getByText(placeholder)).toBeInTheDocument();
  });
});

describe('HomePreview', () => {
  it("draws the role's menu with its home lit around the table", () => {
    const wrapper = withCache((client) =>
      client.setQueryData(homeListQuery('inventory-in-charge')!.queryKey, categories),
    );
    render(<HomePreview role="inventory-in-charge" />, { wrapper });
    const menu = screen.getByRole('list');
    expect(within(menu).getByText('Categories').closest('li')).toHaveClass('selected');
    expect(within(menu).getByText('Products').closest('li')).not.toHaveClass('selected');
    expect(screen.getByRole('table', { name: 'Categories' })).toBeInTheDocument();
  });
});
