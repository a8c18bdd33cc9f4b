import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as z from '@logistics/shared/contracts/zod';
import { categorySchema } from '@logistics/shared/contracts/categories';
import { customerSchema } from '@logistics/shared/contracts/customers';
import { FILTER_DEBOUNCE_MS } from '@logistics/shared/contracts/format';
import { inventoryEmploymentSchema } from '@logistics/shared/contracts/inventory-employments';
import { inventoryDetailSchema, inventorySchema } from '@logistics/shared/contracts/inventories';
import { listDefinitions, MAX_PAGE_SIZE } from '@logistics/shared/contracts/lists';
import { resourceMessages } from '@logistics/shared/contracts/messages';
import { inventoryDetailPath } from '@logistics/shared/contracts/paths';
import { can, rowScopes } from '@logistics/shared/contracts/permissions';
import { productSchema } from '@logistics/shared/contracts/products';
import type { Role } from '@logistics/shared/contracts/roles';
import { userSchema } from '@logistics/shared/contracts/users';
import { vehicleLabel, vehicleSchema } from '@logistics/shared/contracts/vehicles';
import { vendorSchema } from '@logistics/shared/contracts/vendors';
import { http } from '@logistics/shared/api/http';
import { categoryApi } from '@logistics/shared/api/categories';
import { customerApi } from '@logistics/shared/api/customers';
import { inventoryKeys } from '@logistics/shared/api/inventories';
import { inventoryEmploymentKeys } from '@logistics/shared/api/inventory-employments';
import { productApi } from '@logistics/shared/api/products';
import { userApi } from '@logistics/shared/api/users';
import { vehicleApi } from '@logistics/shared/api/vehicles';
import { vendorApi } from '@logistics/shared/api/vendors';

/**
 * The choices of the transaction forms' selects: vendors, inventories, products, customers, captains,
 * vehicles, an inventory's stock batches and the inventory-in-charge's own inventory. Read straight from the
 * master-data endpoints with the kit's HTTP client, under each resource's own keys, so the master-data screens'
 * writes (which invalidate their resource) refresh these choices too.
 */

export interface Option {
  value: string;
  label: string;
}

/** Every query that shows stock; a purchase, transfer or sale invalidates them all. */
export const stockKeys = [inventoryKeys.all] as const;

/** The resources a select chooses from. */
type ReferenceResource =
  'categories' | 'vendors' | 'inventories' | 'products' | 'customers' | 'users' | 'vehicles';

function referenceList<T extends z.ZodType>(resource: ReferenceResource, row: T) {
  const definition = listDefinitions[resource];
  return z.object({ [definition.listKey]: z.array(row) } as Record<string, z.ZodArray<T>>);
}

async function fetchReference<T extends z.ZodType>(
  resource: ReferenceResource,
  row: T,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<z.output<T>[]> {
  const answer = await http.get(`/${resource}`, {
    query: { pageSize: MAX_PAGE_SIZE, ...query },
    signal,
    defaultMessage: resourceMessages(resource).fetchList,
    parse: referenceList(resource, row),
  });
  return answer[listDefinitions[resource].listKey] ?? [];
}

/**
 * The search text of a select, handed to the server 300 ms after the last keystroke. An emptied search settles
 * at once: a picker opened afresh lists from the start, not what its last search found.
 */
export function useDebouncedSearch(): [string, (text: string) => void] {
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === '') {
      setSettled('');
      return undefined;
    }
    const timer = setTimeout(() => setSettled(trimmed), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return [settled, setText];
}

const categoryRow = categorySchema.pick({ name: true });
const vendorRow = vendorSchema.pick({ name: true });
const inventoryRow = inventorySchema.pick({ name: true });
const productRow = productSchema.pick({ name: true, price: true });
const customerRow = customerSchema.pick({ id: true, name: true, email: true, address: true });
const captainRow = userSchema.pick({ id: true, name: true, email: true });
const vehicleRow = vehicleSchema.pick({ vin: true, make: true, model: true, year: true });

const byName = (rows: readonly { name: string }[]): Option[] =>
  rows.map((row) => ({ value: row.name, label: row.name }));

export function useCategoryOptions(search = '', enabled = true) {
  return useQuery({
    queryKey: categoryApi.keys.options(search),
    queryFn: ({ signal }) => fetchReference('categories', categoryRow, { q: search || undefined }, signal),
    select: byName,
    enabled,
  });
}

export function useVendorOptions(search = '', enabled = true) {
  return useQuery({
    queryKey: vendorApi.keys.options(search),
    queryFn: ({ signal }) => fetchReference('vendors', vendorRow, { q: search || undefined }, signal),
    select: byName,
    enabled,
  });
}

export function useInventoryOptions(search = '', enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.options(search),
    queryFn: ({ signal }) => fetchReference('inventories', inventoryRow, { q: search || undefined }, signal),
    select: byName,
    enabled,
  });
}

export interface ProductOption extends Option {
  price: string;
}

export function useProductOptions(search = '', enabled = true) {
  return useQuery({
    queryKey: productApi.keys.options(search),
    queryFn: ({ signal }) => fetchReference('products', productRow, { q: search || undefined }, signal),
    select: (rows): ProductOption[] =>
      rows.map((row) => ({ value: row.name, label: row.name, price: row.price })),
    enabled,
  });
}

export interface CustomerOption extends Option {
  address: string | null;
}

/** 'Nora Whitfield (nora@example.org)': a person named with their e-mail, as the selects show them. */
export function personLabel(person: { name: string; email?: string | null }): string {
  return person.email ? `${person.name} (${person.email})` : person.name;
}

/** A person picker's search: what it shows, 'Name (email)' (contracts' `labelFields`), not the e-mail alone. */
const byLabel = (search: string) => (search ? { q: search, match: 'label' } : {});

export function useCustomerOptions(search = '', enabled = true) {
  return useQuery({
    queryKey: customerApi.keys.options(search),
    queryFn: ({ signal }) => fetchReference('customers', customerRow, byLabel(search), signal),
    select: (rows): CustomerOption[] =>
      rows.map((row) => ({ value: row.id, label: personLabel(row), address: row.address })),
    enabled,
  });
}

/** The captains: the employee list filtered to the captain role, which every role may read. */
export function useCaptainOptions(search = '', enabled = true) {
  const [captain] = rowScopes.referenceEmployeeRoles;
  return useQuery({
    queryKey: userApi.keys.options(captain, search),
    queryFn: ({ signal }) =>
      fetchReference('users', captainRow, { role: captain, ...byLabel(search) }, signal),
    select: (rows): Option[] => rows.map((row) => ({ value: row.id, label: personLabel(row) })),
    enabled,
  });
}

export function useVehicleOptions(search = '', enabled = true) {
  return useQuery({
    queryKey: vehicleApi.keys.options(search),
    queryFn: ({ signal }) => fetchReference('vehicles', vehicleRow, { q: search || undefined }, signal),
    select: (rows): Option[] =>
      rows.map((row) => ({ value: row.vin, label: `${vehicleLabel(row)} · ${row.vin}` })),
    enabled,
  });
}

export interface StockBatch {
  /** The stock row's id: one batch (MR ID) of one product in the inventory. */
  id: string;
  mr_id: string;
  product: string;
  quantity: number;
}

/** An inventory's stock batches (its detail's `inventories` rows), for a transfer line's MR ID. */
export function useStockBatches(inventory: string | undefined) {
  const name = inventory?.trim() ?? '';
  return useQuery({
    queryKey: inventoryKeys.stock(name),
    queryFn: ({ signal }) =>
      http
        .get(`/inventories/${encodeURIComponent(inventoryDetailPath(name))}`, {
          signal,
          defaultMessage: resourceMessages('inventories').fetchOne,
          parse: z.object({ inventory: inventoryDetailSchema.pick({ inventories: true }) }),
        })
        .then((answer): StockBatch[] => answer.inventory.inventories),
    enabled: name !== '',
  });
}

/** Whether the role works in its own active inventory only (an inventory-in-charge): forms fix it for them. */
export function worksInOwnInventory(role: Role): boolean {
  return (rowScopes.activeInventoryOnly as readonly Role[]).includes(role);
}

/**
 * The inventory of an inventory-in-charge's active assignment: their sales and transfers are scoped to it
 * on the server, so the forms preselect it and lock it. Undefined for every other role.
 */
export function useOwnInventory(role: Role) {
  const scoped = worksInOwnInventory(role);
  return useQuery({
    queryKey: inventoryEmploymentKeys.ownActive,
    queryFn: ({ signal }) =>
      http
        .get('/inventory-employments', {
          query: { pageSize: MAX_PAGE_SIZE },
          signal,
          defaultMessage: resourceMessages('inventory-employments').fetchList,
          parse: z.object({ assignments: z.array(inventoryEmploymentSchema) }),
        })
        .then((answer) => answer.assignments.find((row) => row.employee_status)?.inventory ?? null),
    enabled: scoped && can(role, 'inventory-employments', 'list'),
    staleTime: Infinity,
  });
}

/** The option of a row its name keys (a vendor, an inventory, a category); none without a name. */
export const namedOption = (name: string | null | undefined): Option | null =>
  name ? { value: name, label: name } : null;

/** The options of a select plus the value it holds, so a chosen value never shows as a bare id. */
export function withCurrent(options: readonly Option[] | undefined, current?: Option | null): Option[] {
  const list = [...(options ?? [])];
  if (current?.value && !list.some((option) => option.value === current.value)) list.unshift(current);
  return list;
}

/**
 * A select's choices read from the server: what was found for the text typed, and the search; without a search,
 * the select filters what was read by its labels.
 */
export interface ReadChoices {
  options: readonly Option[];
  loading: boolean;
  onSearch?: (text: string) => void;
}

/** A select's choices from one of the option reads above, with `current` (the saved value) among them. */
export function choicesOf(
  read: { data?: readonly Option[]; isFetching: boolean },
  current?: Option | null,
): ReadChoices {
  return { options: withCurrent(read.data, current), loading: read.isFetching };
}

/**
 * A select's choices searched on the server as the person types (`useDebouncedSearch`): what `useOptions` (one of
 * the option reads above) found, with `current` (the saved value) among them whatever the search found.
 */
export function useSearchedChoices(
  useOptions: (search: string, enabled: boolean) => { data?: readonly Option[]; isFetching: boolean },
  { enabled = true, current }: { enabled?: boolean; current?: Option | null } = {},
): ReadChoices {
  const [search, setSearch] = useDebouncedSearch();
  const found = useOptions(search, enabled);
  return { ...choicesOf(found, current), onSearch: setSearch };
}

/**
 * The options of a table's faceted filter: the known choices (reference names or a status list) and any value
 * the server counted in its facets, so a filter never lacks an option that has rows.
 */
export function facetOptions(
  known: readonly Option[] | undefined,
  facet: Record<string, number> | undefined,
  label: (value: string) => string = (value) => value,
): Option[] {
  const list = [...(known ?? [])];
  for (const value of Object.keys(facet ?? {})) {
    if (!list.some((option) => option.value === value)) list.push({ value, label: label(value) });
  }
  return list;
}
