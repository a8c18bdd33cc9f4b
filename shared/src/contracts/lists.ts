import * as z from '@logistics/shared/contracts/zod';
import {
  eachResource,
  resourceDeclarations,
  resources,
  type Resource,
  type ResourceDeclaration,
} from './resources.js';
import {
  hasForbiddenCharacters,
  INTEGER_MAX,
  invalidCharactersMessage,
  isControlCode,
  isoDateParameter,
  rangeInOrder,
} from './validation.js';

/** The page sizes a table offers; 5 is the product's default. Forms' pickers may ask for up to MAX_PAGE_SIZE. */
export const PAGE_SIZES = [5, 10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 200;

export interface ListDefinition {
  /** The key the array travels under in the list's answer. */
  listKey: string;
  /** The key one item travels under. */
  singleKey: string;
  /**
   * The row's key: the field whose value the API's paths address one row by (`/vendors/{name}`): a name, an id,
   * a VIN, or a document's own ID (MR ID, TRF ID, BILL ID, shipment ID).
   */
  keyField: string;
  /** The table's search field: the one column its search box looks in. */
  searchField: string;
  /**
   * What a form's picker shows of a row ('Name (email)'), searched instead of `searchField` when the list is
   * asked with `match=label`: a picker finds a row by what it shows, while the table keeps its one search column.
   */
  labelFields?: readonly string[];
  /** Dropdown filters: multi-valued, with facet counts. */
  filters: readonly string[];
  /**
   * Narrowings a form's picker asks for, each a parameter whose only value is `true` (`unshipped`: the sales in no
   * shipment, which a shipment may take); no table offers them.
   */
  flags?: readonly string[];
  /** The column of the date-range filter, if the table has one. */
  dateField?: string;
  /** Columns the list may be sorted by; the first is the default. */
  sortable: readonly string[];
  /**
   * How the list opens when no sort is asked for: documents (purchases, sales, transfers, shipments) newest
   * first by their date; otherwise the first sortable column, ascending.
   */
  defaultSort?: { readonly field: string; readonly order: 'asc' | 'desc' };
}

/** Per resource (its declaration's `list`): keys, search field, filters, date range and sort columns. */
export const listDefinitions = eachResource('list');

/**
 * The filters whose values are a fixed set (the others filter by names of rows: inventories, vendors,
 * categories). A list's URL keeps only these values for them (ui/list-url.ts); its query refuses any other.
 */
export const fixedFilterValues: Partial<Record<Resource, Readonly<Record<string, readonly string[]>>>> =
  Object.fromEntries(
    resources.flatMap((resource) => {
      const declaration: ResourceDeclaration = resourceDeclarations[resource];
      return declaration.fixedFilters ? [[resource, declaration.fixedFilters]] : [];
    }),
  );

const DATE_RANGE_ENDS_BEFORE_IT_STARTS = 'The date range must not end before it starts';

/** The most characters a list's search holds: its box takes no more. */
export const SEARCH_MAX_LENGTH = 150;

/**
 * What a list's search box keeps of what was typed or pasted: a control character (the tab or line break of a
 * pasted spreadsheet cell) as a space, and no more than SEARCH_MAX_LENGTH characters, so that the list is searched
 * for exactly the text the box shows (the query refuses the rest).
 */
export function searchableText(typed: string): string {
  const text = Array.from(typed, (character) => (isControlCode(character.charCodeAt(0)) ? ' ' : character))
    .join('')
    .slice(0, SEARCH_MAX_LENGTH);
  // Not half of a character cut at the limit.
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text;
}

const FILTER_MAX = 150;
const filterValue = z
  .string()
  .max(FILTER_MAX, `A filter value must not exceed ${FILTER_MAX} characters`)
  .refine((value) => !hasForbiddenCharacters(value), invalidCharactersMessage('A filter value'));
/**
 * A filter's values, one key or repeated, comma-separated or not; blank values are dropped, and none is no filter.
 * A filter whose values are a fixed set (a status) refuses any other, rather than match no row.
 */
function filterValues(name: string, fixed: readonly string[] | undefined) {
  const value = fixed
    ? filterValue.refine((item) => fixed.includes(item), `Filter ${name} by one of: ${fixed.join(', ')}`)
    : filterValue;
  return z
    .union([z.string(), z.array(z.string())])
    .transform((values) =>
      (Array.isArray(values) ? values : values.split(',')).map((item) => item.trim()).filter(Boolean),
    )
    .pipe(z.array(value))
    .transform((values) => (values.length > 0 ? values : undefined));
}

/** A flag's one value: `unshipped=true`. */
const flagValue = (flag: string) => z.enum(['true'], { error: `${flag} must be true` }).optional();

/**
 * The query string every list endpoint takes. Pages count from 1. Without a sort, the list
 * opens in its default order (`defaultSort`: documents newest first); a sort without an order is ascending.
 */
export function listQuerySchema(resource: Resource) {
  const definition: ListDefinition = listDefinitions[resource];
  const filterShape: Record<string, z.ZodOptional<ReturnType<typeof filterValues>>> = {};
  for (const filter of definition.filters)
    filterShape[filter] = filterValues(filter, fixedFilterValues[resource]?.[filter]).optional();
  const flagShape: Record<string, ReturnType<typeof flagValue>> = {};
  for (const flag of definition.flags ?? []) flagShape[flag] = flagValue(flag);
  const { defaultSort } = definition;
  return z
    .object({
      q: z
        .string({ error: 'The search text must be one text' })
        .trim()
        .max(SEARCH_MAX_LENGTH, `The search text must not exceed ${SEARCH_MAX_LENGTH} characters`)
        .refine((value) => !hasForbiddenCharacters(value), invalidCharactersMessage('The search text'))
        .optional(),
      /** `label`: `q` searches what a picker shows (`labelFields`), not the table's search field. */
      match: z.enum(['label'], { error: 'match must be label' }).optional(),
      from: isoDateParameter.optional(),
      to: isoDateParameter.optional(),
      sort: z
        .enum(definition.sortable as unknown as [string, ...string[]], {
          error: `Sort by one of: ${definition.sortable.join(', ')}`,
        })
        .optional(),
      order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
      page: z.coerce
        .number({ error: 'page must be a whole number' })
        .int()
        .min(1, 'page starts at 1')
        .max(INTEGER_MAX, `page must not exceed ${INTEGER_MAX}`)
        .default(1),
      pageSize: z.coerce
        .number({ error: 'pageSize must be a whole number' })
        .int()
        .min(1, 'pageSize must be at least 1')
        .max(MAX_PAGE_SIZE, `pageSize must not exceed ${MAX_PAGE_SIZE}`)
        .default(50),
    })
    .extend(filterShape)
    .extend(flagShape)
    .refine(rangeInOrder, DATE_RANGE_ENDS_BEFORE_IT_STARTS)
    .transform(({ sort, order, ...rest }) =>
      sort === undefined && defaultSort
        ? { ...rest, sort: defaultSort.field, order: order ?? defaultSort.order }
        : { ...rest, ...(sort === undefined ? {} : { sort }), order: order ?? ('asc' as const) },
    );
}

export interface ListQuery {
  q?: string;
  match?: 'label';
  from?: string;
  to?: string;
  sort?: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  [filter: string]: string[] | string | number | undefined;
}

/** Per filter, per option: how many rows match the other criteria with that option. */
export const facetsSchema = z.record(z.string(), z.record(z.string(), z.number()));
export type Facets = z.output<typeof facetsSchema>;

/**
 * The answer of every list endpoint: the rows under the resource's list key (`vendors`), the total over all pages,
 * the facets and, on a dated read, how many matching rows the date range hides. The server answers by it and the
 * clients read by it.
 */
export function listResponseSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({
    [key]: z.array(item),
    total: z.number().int().nonnegative(),
    facets: facetsSchema,
    outsideRange: z.number().int().nonnegative().optional(),
  } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodNumber;
    facets: typeof facetsSchema;
    outsideRange: z.ZodOptional<z.ZodNumber>;
  });
}

/**
 * What `listResponseSchema` reads, with the rows typed by the page that shows them. Written out rather than taken
 * from the schema (`z.output`): generic code (a list page for any resource) cannot index zod's output by its key.
 */
export type ListResponse<K extends string, Row> = { [key in K]: readonly Row[] } & {
  total: number;
  facets: Facets;
  outsideRange?: number;
};
