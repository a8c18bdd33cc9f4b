import type { QueryClient } from '@tanstack/react-query';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { homePage } from '@logistics/shared/contracts/menus';
import type { Role } from '@logistics/shared/contracts/roles';
import { currentMonth } from '@logistics/shared/contracts/dashboard';
import { categoryKeys, fetchCategories } from '@logistics/shared/api/categories';
import { dashboardSummaryQuery } from '@logistics/shared/api/dashboard';
import {
  firstPageParams,
  openingOf,
  preferredPageSize,
  type ListParams,
} from '@logistics/shared/api/list-params';
import { fetchShipments, shipmentKeys } from '@logistics/shared/api/shipments';
import { fetchVehicles, vehicleKeys } from '@logistics/shared/api/vehicles';
import { fetchVendors, vendorKeys } from '@logistics/shared/api/vendors';

interface HomeList {
  key: (params: ListParams) => readonly unknown[];
  fetch: (params: ListParams, signal?: AbortSignal) => Promise<unknown>;
}

/** The lists a role's home shows (contracts/menus `homePage`), by the same keys and calls as their pages. */
export const homeLists = {
  categories: { key: categoryKeys.list, fetch: fetchCategories },
  vendors: { key: vendorKeys.list, fetch: fetchVendors },
  vehicles: { key: vehicleKeys.list, fetch: fetchVehicles },
  shipments: { key: shipmentKeys.list, fetch: fetchShipments },
} as const satisfies Record<string, HomeList>;

type HomeListName = keyof typeof homeLists;
const isHomeList = (page: string): page is HomeListName => Object.hasOwn(homeLists, page);

/**
 * The query of the first page the role's home shows (at the rows per page this person chose, as the page will
 * ask), or null when its home is not one of these lists.
 */
export function homeListQuery(role: Role, userId?: string) {
  const page = homePage[role];
  if (!isHomeList(page)) return null;
  const list: HomeList = homeLists[page];
  const params = firstPageParams(openingOf(listDefinitions[page]), preferredPageSize(userId));
  return {
    queryKey: list.key(params),
    queryFn: ({ signal }: { signal?: AbortSignal }) => list.fetch(params, signal),
  };
}

/**
 * Fetches the role's home list (the admin's: the dashboard's figures) while its screen's code loads (right after the login), into the cache the page
 * then reads: the rows' request no longer waits for the remote, antd and the grid to start. A failure is left
 * to the page, which asks again and shows its own error.
 */
export function prefetchHomeList(client: QueryClient, role: Role, userId?: string): Promise<void> {
  // The admin's home is a dashboard: its figures of this month, as the page first asks for them.
  if (homePage[role] === 'dashboard') return client.prefetchQuery(dashboardSummaryQuery(currentMonth()));
  const query = homeListQuery(role, userId);
  return query ? client.prefetchQuery(query) : Promise.resolve();
}
