import type { QueryClient } from '@tanstack/react-query';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { homePage, lowStockAboveHome, type PageKey } from '@logistics/shared/contracts/menus';
import { masterDataTableResources } from '@logistics/shared/contracts/resources';
import type { Role } from '@logistics/shared/contracts/roles';
import { currentMonth } from '@logistics/shared/contracts/dashboard';
import { masterDataApi } from '@logistics/shared/api/resource-api';
import { dashboardSummaryQuery, lowStockQuery } from '@logistics/shared/api/dashboard';
import { inventoryApi } from '@logistics/shared/api/inventories';
import { inventoryEmploymentApi } from '@logistics/shared/api/inventory-employments';
import {
  firstPageParams,
  listStateStorageKey,
  openingOf,
  preferredPageSize,
  type ListParams,
} from '@logistics/shared/api/list-params';
import { productApi } from '@logistics/shared/api/products';
import { purchaseApi } from '@logistics/shared/api/purchases';
import { saleApi } from '@logistics/shared/api/sales';
import { shipmentApi } from '@logistics/shared/api/shipments';
import { transferApi } from '@logistics/shared/api/transfers';
import { onlyCaptains, userApi } from '@logistics/shared/api/users';

type ListResource = keyof typeof listDefinitions;

/** What a list page's first read needs of its resource's API object (`saleApi`): its name, list key and call. */
interface ListApi {
  resource: ListResource;
  keys: { list: (params: ListParams) => readonly unknown[] };
  fetchList: (params: ListParams, signal?: AbortSignal) => Promise<unknown>;
}

interface PageList {
  api: ListApi;
  /** What the page adds to its list's state before it reads (the Captains page: only captains). */
  narrow?: (params: ListParams) => ListParams;
  /** A role whose page reads something else first (the in-charge's Inventories: their own inventory). */
  notFor?: Role;
}

/**
 * The first read of each list page, by the same resource keys, calls and parameters as the page itself, so a
 * read made ahead (after the login, on a menu link's hover) is the very query the page then finds in the cache.
 */
const pageLists: Partial<Record<PageKey, PageList>> = {
  // Every master-data table's list page reads its first page through its API: a new one needs no entry here.
  ...Object.fromEntries(
    masterDataTableResources.map((resource) => [resource, { api: masterDataApi(resource) }]),
  ),
  inventories: { api: inventoryApi, notFor: 'inventory-in-charge' },
  'inventory-employments': { api: inventoryEmploymentApi },
  products: { api: productApi },
  purchases: { api: purchaseApi },
  sales: { api: saleApi },
  shipments: { api: shipmentApi },
  transfers: { api: transferApi },
  users: { api: userApi },
  captains: { api: userApi, narrow: onlyCaptains },
};

/** Was this list left in another state in this tab? Then it opens as it was left, not at its first page. */
function leftInThisTab(userId: string | undefined, resource: ListResource): boolean {
  if (!userId) return false;
  try {
    return window.sessionStorage.getItem(listStateStorageKey(userId, resource)) !== null;
  } catch {
    return false;
  }
}

/**
 * The query of a list page's first read (at the rows per page this person chose, as the page will ask), or null
 * where the page does not open on one: not a list, read differently for this role, or left in another state in
 * this tab.
 */
export function pageListQuery(role: Role, page: PageKey, userId?: string) {
  const list = pageLists[page];
  if (!list || list.notFor === role) return null;
  const { api } = list;
  if (leftInThisTab(userId, api.resource)) return null;
  const first = firstPageParams(openingOf(listDefinitions[api.resource]), preferredPageSize(userId));
  const params = list.narrow ? list.narrow(first) : first;
  return {
    queryKey: api.keys.list(params),
    queryFn: ({ signal }: { signal?: AbortSignal }) => api.fetchList(params, signal),
  };
}

/**
 * Reads a list page's first rows into the cache the page then reads (a menu link's hover or focus): the click
 * finds them there. A read still fresh in the cache is not asked again; a failure is left to the page, which
 * asks again and shows its own error.
 */
export function prefetchPageList(
  client: QueryClient,
  role: Role,
  page: PageKey,
  userId?: string,
): Promise<void> {
  const query = pageListQuery(role, page, userId);
  return query ? client.prefetchQuery(query) : Promise.resolve();
}

/**
 * Reads a page's first data into the cache the page then reads: a list's first page, the dashboard's figures of
 * this month (as the page first asks for them), nothing for any other page. Used right after the login for the
 * role's home, where the rows' request then no longer waits for the remote, antd and the grid to start.
 */
export function prefetchPageData(
  client: QueryClient,
  role: Role,
  page: PageKey,
  userId?: string,
): Promise<void> {
  if (page === 'dashboard') return client.prefetchQuery(dashboardSummaryQuery(currentMonth()));
  return prefetchPageList(client, role, page, userId);
}

/** The role's home's first data: its page's, and the low-stock panel's rows where the home shows it above. */
export function prefetchHomeData(client: QueryClient, role: Role, userId?: string): Promise<void> {
  const reads = [prefetchPageData(client, role, homePage[role], userId)];
  if (lowStockAboveHome.has(role)) reads.push(client.prefetchQuery(lowStockQuery()));
  return Promise.all(reads).then(() => undefined);
}
