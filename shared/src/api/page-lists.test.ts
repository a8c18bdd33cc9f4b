import { QueryClient } from '@tanstack/react-query';
import { currentMonth } from '@logistics/shared/contracts/dashboard';
import { homePage, lowStockAboveHome } from '@logistics/shared/contracts/menus';
import { roles } from '@logistics/shared/contracts/roles';
import { dashboardKeys, lowStockQuery } from '@logistics/shared/api/dashboard';
import {
  pageListQuery,
  prefetchHomeData,
  prefetchPageData,
  prefetchPageList,
} from '@logistics/shared/api/page-lists';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import {
  firstPageParams,
  listStateStorageKey,
  openingOf,
  PAGE_SIZE_STORAGE_KEY,
} from '@logistics/shared/api/list-params';
import { useSession } from '@logistics/shared/api/session';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  useSession.setState({ token: null, claims: null });
});

describe('home lists', () => {
  it.each(roles.filter((role) => role !== 'admin'))(
    "asks for the %s's home list under the key its page reads",
    (role) => {
      const page = homePage[role];
      const opening = page === 'shipments' ? openingOf(listDefinitions.shipments) : {};
      expect(pageListQuery(role, page)?.queryKey).toEqual([page, 'list', firstPageParams(opening)]);
    },
  );

  it('prefetches the first page into the cache, one request', async () => {
    const answer = { vendors: [], total: 0, facets: {} };
    fetchMock.mockResolvedValue({ status: 200, text: async () => JSON.stringify(answer) });
    const client = new QueryClient();
    await prefetchPageData(client, 'procurement-manager', homePage['procurement-manager']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/vendors?page=1&pageSize=5');
    expect(
      client.getQueryData(pageListQuery('procurement-manager', homePage['procurement-manager'])!.queryKey),
    ).toEqual(answer);
  });

  it('asks for the rows per page the person chose last, as their list will, and the default otherwise', async () => {
    const answer = { vendors: [], total: 0, facets: {} };
    fetchMock.mockResolvedValue({ status: 200, text: async () => JSON.stringify(answer) });
    window.localStorage.setItem(`${PAGE_SIZE_STORAGE_KEY}.person-1`, '20');
    // A size the lists no longer offer is not asked for.
    window.localStorage.setItem(`${PAGE_SIZE_STORAGE_KEY}.person-2`, '7');
    try {
      await prefetchPageData(
        new QueryClient(),
        'procurement-manager',
        homePage['procurement-manager'],
        'person-1',
      );
      await prefetchPageData(
        new QueryClient(),
        'procurement-manager',
        homePage['procurement-manager'],
        'person-2',
      );
      expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
        '/api/vendors?page=1&pageSize=20',
        '/api/vendors?page=1&pageSize=5',
      ]);
    } finally {
      window.localStorage.clear();
    }
  });

  it("fetches the admin's dashboard figures of this month instead, under the key the dashboard reads", async () => {
    expect(pageListQuery('admin', homePage.admin)).toBeNull();
    const period = currentMonth();
    const figures = { sales: 0, revenue: '0', purchases: 0, purchases_total: '0' };
    const answer = {
      period,
      previous_period: period,
      current: figures,
      previous: figures,
      open_shipments: [],
      stock_value: '0',
      low_stock: 0,
    };
    fetchMock.mockResolvedValue({ status: 200, text: async () => JSON.stringify(answer) });
    const client = new QueryClient();
    await prefetchPageData(client, 'admin', homePage.admin);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/dashboard/summary?from=${period.from}&to=${period.to}`);
    expect(client.getQueryData(dashboardKeys.summary(period))).toEqual(answer);
  });

  it("asks for the captain's shipments within the default date range, newest first", async () => {
    fetchMock.mockResolvedValue({
      status: 200,
      text: async () => JSON.stringify({ shipments: [], total: 0, facets: {} }),
    });
    await prefetchPageData(new QueryClient(), 'captain', homePage.captain);
    const { from, to } = firstPageParams({ withDateRange: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/shipments?page=1&pageSize=5&from=${from}&to=${to}&sort=shipment_date&order=desc`,
    );
  });
});

describe("a home's first data", () => {
  const lowStock = {
    items: [{ product: 'A4 Paper Box', inventory: 'North Depot', quantity: 3, threshold: 90 }],
    total: 1,
  };
  const answerTo = (url: string) => {
    if (url.startsWith('/api/dashboard/low-stock')) return lowStock;
    const resource = /^\/api\/([a-z-]+)/.exec(url)?.[1] ?? '';
    return { [resource]: [], total: 0, facets: {} };
  };
  beforeEach(() => {
    fetchMock.mockImplementation(async (url: string) => ({
      status: 200,
      text: async () => JSON.stringify(answerTo(url)),
    }));
  });

  it.each([...lowStockAboveHome])(
    "at the %s's home is its list and the low-stock panel's rows, under the key the panel reads",
    async (role) => {
      const client = new QueryClient();
      await prefetchHomeData(client, role);
      const asked = fetchMock.mock.calls.map((call) => String(call[0]));
      const list = asked.filter((url) => !url.startsWith('/api/dashboard/'));
      expect(asked).toHaveLength(2);
      expect(asked).toContain('/api/dashboard/low-stock?limit=100');
      expect(list).toHaveLength(1);
      expect(client.getQueryData(pageListQuery(role, homePage[role])!.queryKey)).toEqual(answerTo(list[0]!));
      expect(client.getQueryData(lowStockQuery().queryKey)).toEqual(lowStock);
    },
  );

  it.each(roles.filter((role) => !lowStockAboveHome.has(role)))(
    "at the %s's home is its page's first data alone",
    async (role) => {
      await prefetchHomeData(new QueryClient(), role);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(String(fetchMock.mock.calls[0]?.[0])).not.toContain('low-stock');
    },
  );
});

describe("a menu page's first read", () => {
  it("is the list the page reads: the Captains page's only captains, the Sales page's date range and order", () => {
    expect(pageListQuery('fleet-manager', 'captains')?.queryKey).toEqual([
      'users',
      'list',
      { ...firstPageParams(), filters: { role: ['captain'] } },
    ]);
    expect(pageListQuery('fleet-manager', 'sales')?.queryKey).toEqual([
      'sales',
      'list',
      firstPageParams(openingOf(listDefinitions.sales)),
    ]);
  });

  it('is none where the page reads something else first, or is no list', () => {
    // The in-charge's Inventories page reads their own inventory first and goes there.
    expect(pageListQuery('inventory-in-charge', 'inventories')).toBeNull();
    expect(pageListQuery('inventory-manager', 'inventories')?.queryKey[0]).toBe('inventories');
    expect(pageListQuery('admin', 'dashboard')).toBeNull();
    expect(pageListQuery('admin', 'profile')).toBeNull();
  });

  it('is none for a list left in another state in this tab, which opens as it was left', () => {
    window.sessionStorage.setItem(listStateStorageKey('person-1', 'vehicles'), 'page=3');
    try {
      expect(pageListQuery('captain', 'vehicles', 'person-1')).toBeNull();
      expect(pageListQuery('captain', 'vehicles', 'person-2')).not.toBeNull();
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('is read once into the cache, and not again while it is fresh', async () => {
    const answer = { vehicles: [], total: 0, facets: {} };
    fetchMock.mockResolvedValue({ status: 200, text: async () => JSON.stringify(answer) });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await prefetchPageList(client, 'captain', 'vehicles');
    await prefetchPageList(client, 'captain', 'vehicles');
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/vehicles?page=1&pageSize=5']);
    expect(client.getQueryData(pageListQuery('captain', 'vehicles')!.queryKey)).toEqual(answer);
  });
});
