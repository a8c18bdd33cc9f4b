import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as z from '@logistics/shared/contracts/zod';
import { categorySchema } from '@logistics/shared/contracts/categories';
import { customerSchema } from '@logistics/shared/contracts/customers';
import { FILTER_DEBOUNCE_MS } from '@logistics/shared/contracts/format';
import { inventoryEmploymentSchema } from '@logistics/shared/contracts/inventory-employments';
import { inventoryDetailSchema, inventorySchema } from '@logistics/shared/contracts/inventories';
import { listDefinitions, MAX_PAGE_SIZE, type Facets } from '@logistics/shared/contracts/lists';
import { resourceMessages } from '@logistics/shared/contracts/messages';
import { inventoryDetailPath } from '@logistics/shared/contracts/paths';
import { can, rowScopes, supervisorRoles } from '@logistics/shared/contracts/permissions';
import { productSchema } from '@logistics/shared/contracts/products';
import type { Resource } from '@logistics/shared/contracts/resources';
import type { Role } from '@logistics/shared/contracts/roles';
import { userSchema } from '@logistics/shared/contracts/users';
import { vehicleLabel, vehicleSchema } from '@logistics/shared/contracts/vehicles';
import { vendorSchema } from '@logistics/shared/contracts/vendors';
import { masterDataApi } from '@logistics/shared/api/resource-api';
import { http, type QueryValue } from '@logistics/shared/api/http';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';
import { inventoryKeys } from '@logistics/shared/api/inventories';
import { inventoryEmploymentKeys } from '@logistics/shared/api/inventory-employments';
import { productApi } from '@logistics/shared/api/products';
import { userApi } from '@logistics/shared/api/users';

/**
 * The choices of the forms' selects: vendors, inventories, products, categories, customers, captains,
 * supervisors, vehicles, sales, an inventory's stock batches and the inventory-in-charge's own inventory. Read
 * straight from the resources' list endpoints with the kit's HTTP client, under each resource's own keys, so the
 * resource's writes (which invalidate its keys) refresh these choices too.
 */

export interface Option {
  value: string;
  label: string;
}

/** Every query that shows stock; a purchase, transfer or sale invalidates them all. */
export const stockKeys = [inventoryKeys.all] as const;

type Query = Record<string, QueryValue>;

function referenceList<T extends z.ZodType>(resource: Resource, row: T) {
  const definition = listDefinitions[resource];
  return z.object({ [definition.listKey]: z.array(row) } as Record<string, z.ZodArray<T>>);
}

async function fetchReference<T extends z.ZodType>(
  resource: Resource,
  row: T,
  query: Query,
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

/** A select's search as the list reads it: its search field (`q`), nothing when the search is empty. */
const bySearch = (search: string): Query => (search ? { q: search } : {});

/** A person picker's search: what it shows, 'Name (email)' (contracts' `labelFields`), not the e-mail alone. */
const byLabel = (search: string): Query => (search ? { q: search, match: 'label' } : {});

/** How a select's choices are read from one resource's list, and what each row offers. */
interface OptionRead<T extends z.ZodType, O extends Option> {
  resource: Resource;
  /** The row's fields the option needs (the rest of the row is dropped). */
  row: T;
  /** The query key, under the resource's own keys, so its writes and live events refresh the choices. */
  key: (search: string) => QueryKey;
  /** The list's query for a search; `bySearch` by default. */
  query?: (search: string) => Query;
  toOption: (row: z.output<T>) => O;
}

/**
 * The read of a select's choices (`useVendorOptions(search, enabled)`): the first page of the resource's list, at
 * the largest page size, found by the text typed. Every picker reads its choices through one of these.
 */
export function optionReader<T extends z.ZodType, O extends Option>({
  resource,
  row,
  key,
  query = bySearch,
  toOption,
}: OptionRead<T, O>) {
  const select = (rows: z.output<T>[]): O[] => rows.map(toOption);
  return function useOptions(search = '', enabled = true) {
    const read = useQuery({
      queryKey: key(search),
      queryFn: ({ signal }) => fetchReference(resource, row, query(search), signal),
      select,
      enabled,
      // While a new search is read, the select keeps what the last one found (it hides those not matching what
      // was typed): an option a person is clicking, or Enter is choosing, never vanishes under them for a moment.
      placeholderData: keepPreviousData,
    });
    // A form may stay open a long while: its select fills once the server answers again, without a click.
    useRetryWhileFailing(read);
    return read;
  };
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

/** 'Nora Whitfield (nora@example.org)': a person named with their e-mail, as the selects show them. */
export function personLabel(person: { name: string; email?: string | null }): string {
  return person.email ? `${person.name} (${person.email})` : person.name;
}

/** The option of a row its name keys (a vendor, an inventory, a category). */
const nameOption = (row: { name: string }): Option => ({ value: row.name, label: row.name });

/** The option of a person (a captain, a supervisor), keyed by id and shown with their e-mail. */
const personOption = (row: { id: string; name: string; email: string | null }): Option => ({
  value: row.id,
  label: personLabel(row),
});

const personRow = userSchema.pick({ id: true, name: true, email: true });

export const useCategoryOptions = optionReader({
  resource: 'categories',
  row: categorySchema.pick({ name: true }),
  key: masterDataApi('categories').keys.options,
  toOption: nameOption,
});

export const useVendorOptions = optionReader({
  resource: 'vendors',
  row: vendorSchema.pick({ name: true }),
  key: masterDataApi('vendors').keys.options,
  toOption: nameOption,
});

export const useInventoryOptions = optionReader({
  resource: 'inventories',
  row: inventorySchema.pick({ name: true }),
  key: inventoryKeys.options,
  toOption: nameOption,
});

export interface ProductOption extends Option {
  price: string;
}

export const useProductOptions = optionReader({
  resource: 'products',
  row: productSchema.pick({ name: true, price: true }),
  key: productApi.keys.options,
  toOption: (row): ProductOption => ({ value: row.name, label: row.name, price: row.price }),
});

export interface CustomerOption extends Option {
  address: string | null;
}

export const useCustomerOptions = optionReader({
  resource: 'customers',
  row: customerSchema.pick({ id: true, name: true, email: true, address: true }),
  key: masterDataApi('customers').keys.options,
  query: byLabel,
  toOption: (row): CustomerOption => ({ value: row.id, label: personLabel(row), address: row.address }),
});

/** The captains: the employee list filtered to the captain role, which every role may read. */
export const useCaptainOptions = optionReader({
  resource: 'users',
  row: personRow,
  key: (search) => userApi.keys.options(rowScopes.referenceEmployeeRoles, search),
  query: (search) => ({ role: rowScopes.referenceEmployeeRoles, ...byLabel(search) }),
  toOption: personOption,
});

/** The employees who may be put in charge of an inventory (the server refuses anyone else). */
export const useSupervisorOptions = optionReader({
  resource: 'users',
  row: personRow,
  key: (search) => userApi.keys.options(supervisorRoles, search),
  query: (search) => ({ role: supervisorRoles, ...byLabel(search) }),
  toOption: personOption,
});

export const useVehicleOptions = optionReader({
  resource: 'vehicles',
  row: vehicleSchema.pick({ vin: true, make: true, model: true, year: true }),
  key: masterDataApi('vehicles').keys.options,
  toOption: (row) => ({ value: row.vin, label: `${vehicleLabel(row)} · ${row.vin}` }),
});

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
  const read = useQuery({
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
  useRetryWhileFailing(read);
  return read;
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
export function withCurrent<O extends Option>(options: readonly O[] | undefined, current?: O | null): O[] {
  const list = [...(options ?? [])];
  if (current?.value && !list.some((option) => option.value === current.value)) list.unshift(current);
  return list;
}

/**
 * A select's choices read from the server: what was found for the text typed, and the search; without a search,
 * the select filters what was read by its labels.
 */
export interface ReadChoices<O extends Option = Option> {
  options: readonly O[];
  loading: boolean;
  onSearch?: (text: string) => void;
  /** Set while the read has failed: with nothing to show, the select says so, not that nothing matched. */
  failure?: ReadFailure;
}

/** A select's read that failed; its error's message is the read's own ('An error occurred while fetching the products.'). */
export interface ReadFailure {
  error: Error;
  retry: () => void;
}

/** One of the option reads above, as a select needs it. */
interface OptionsRead<O extends Option> {
  data?: readonly O[];
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** A select's read as a failure while it has failed; asked again, it is loading until it answers or fails again. */
export function readFailure({
  error,
  isFetching,
  refetch,
}: Pick<OptionsRead<Option>, 'error' | 'isFetching' | 'refetch'>): ReadFailure | undefined {
  return error && !isFetching ? { error, retry: () => void refetch() } : undefined;
}

/** A select's choices from one of the option reads above, with `current` (the saved value) among them. */
export function choicesOf<O extends Option>(read: OptionsRead<O>, current?: O | null): ReadChoices<O> {
  return { options: withCurrent(read.data, current), loading: read.isFetching, failure: readFailure(read) };
}

/**
 * A select's choices searched on the server as the person types (`useDebouncedSearch`): what `useOptions` (one of
 * the option reads above) found, with `current` (the saved value) among them whatever the search found.
 */
export function useSearchedChoices<O extends Option>(
  useOptions: (search: string, enabled: boolean) => OptionsRead<O>,
  { enabled = true, current }: { enabled?: boolean; current?: O | null } = {},
): ReadChoices<O> & { onSearch: (text: string) => void } {
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

/** A list's dropdown filter as a page names it: the field the server filters by, and its label. */
export interface FilterField {
  field: string;
  label: string;
}

/** One dropdown filter of a list: its options are `facetOptions` of the known choices and of its field's facet. */
export function facetFilter(
  { field, label }: FilterField,
  known: readonly Option[] | undefined,
  facets: Facets | undefined,
): FilterField & { options: Option[] } {
  return { field, label, options: facetOptions(known, facets?.[field]) };
}

/**
 * A list's dropdown filters by inventory (a transfer's source and destination are two), all over the
 * inventories' names: a list page's `filters`, or their first part.
 */
export function useInventoryFilters(fields: readonly FilterField[]) {
  const inventories = useInventoryOptions();
  return (facets: Facets | undefined) => fields.map((field) => facetFilter(field, inventories.data, facets));
}
