import type { QueryClient } from '@tanstack/react-query';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import type { PageKey } from '@logistics/shared/contracts/menus';
import type { Role } from '@logistics/shared/contracts/roles';
import { currentMonth } from '@logistics/shared/contracts/dashboard';
import { categoryApi } from '@logistics/shared/api/categories';
import { customerApi } from '@logistics/shared/api/customers';
import { dashboardSummaryQuery } from '@logistics/shared/api/dashboard';
import { inventoryKeys, inventoryApi } from '@logistics/shared/api/inventories';
import { inventoryEmploymentKeys, inventoryEmploymentApi } from '@logistics/shared/api/inventory-employments';
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
import { vehicleApi } from '@logistics/shared/api/vehicles';
import { vendorApi } from '@logistics/shared/api/vendors';

type ListResource = keyof typeof listDefinitions;

interface PageList {
  resource: ListResource;
  key: (params: ListParams) => readonly unknown[];
  fetch: (params: ListParams, signal?: AbortSignal) => Promise<unknown>;
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
  categories: { resource: 'categories', key: categoryApi.keys.list, fetch: categoryApi.fetchList },
  customers: { resource: 'customers', key: customerApi.keys.list, fetch: customerApi.fetchList },
  inventories: {
    resource: 'inventories',
    key: inventoryKeys.list,
    fetch: inventoryApi.fetchList,
    notFor: 'inventory-in-charge',
  },
  'inventory-employments': {
    resource: 'inventory-employments',
    key: inventoryEmploymentKeys.list,
    fetch: inventoryEmploymentApi.fetchList,
  },
  products: { resource: 'products', key: productApi.keys.list, fetch: productApi.fetchList },
  purchases: { resource: 'purchases', key: purchaseApi.keys.list, fetch: purchaseApi.fetchList },
  sales: { resource: 'sales', key: saleApi.keys.list, fetch: saleApi.fetchList },
  shipments: { resource: 'shipments', key: shipmentApi.keys.list, fetch: shipmentApi.fetchList },
  transfers: { resource: 'transfers', key: transferApi.keys.list, fetch: transferApi.fetchList },
  users: { resource: 'users', key: userApi.keys.list, fetch: userApi.fetchList },
  captains: { resource: 'users', key: userApi.keys.list, fetch: userApi.fetchList, narrow: onlyCaptains },
  vehicles: { resource: 'vehicles', key: vehicleApi.keys.list, fetch: vehicleApi.fetchList },
  vendors: { resource: 'vendors', key: vendorApi.keys.list, fetch: vendorApi.fetchList },
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
  if (!list || list.notFor === role || leftInThisTab(userId, list.resource)) return null;
  const first = firstPageParams(openingOf(listDefinitions[list.resource]), preferredPageSize(userId));
  const params = list.narrow ? list.narrow(first) : first;
  return {
    queryKey: list.key(params),
    queryFn: ({ signal }: { signal?: AbortSignal }) => list.fetch(params, signal),
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
