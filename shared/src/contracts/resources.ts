import { categoryDeclaration, categoryTable } from './categories.js';
import { customerDeclaration, customerTable } from './customers.js';
import { inventoryDeclaration } from './inventories.js';
import { inventoryEmploymentDeclaration } from './inventory-employments.js';
import type { ListDefinition } from './lists.js';
import type { ResourceLabel } from './messages/resources.js';
import type { PageIcon } from './page-icons.js';
import { productDeclaration } from './products.js';
import { purchaseDeclaration, purchaseDocument } from './purchases.js';
import type { Rights } from './rights.js';
import type { Role } from './roles.js';
import { saleDeclaration, saleDocument } from './sales.js';
import { shipmentDeclaration, shipmentDocument } from './shipments.js';
import { transferDeclaration, transferDocument } from './transfers.js';
import { userDeclaration } from './users.js';
import type { DocumentContract } from './document-contracts.js';
import type { MasterDataTable } from './master-data-tables.js';
import type * as z from '@logistics/shared/contracts/zod';
import { vehicleDeclaration, vehicleTable } from './vehicles.js';
import { vendorDeclaration, vendorTable } from './vendors.js';

/**
 * Every resource the API serves, named as in its URL, route file, feature folder and table. Its order is the
 * order in which a menu lists their pages (menus.ts).
 */
export const resources = [
  'vendors',
  'categories',
  'products',
  'purchases',
  'inventories',
  'inventory-employments',
  'transfers',
  'sales',
  'shipments',
  'vehicles',
  'users',
  'customers',
] as const;
export type Resource = (typeof resources)[number];

/**
 * Everything the contracts say of one resource, in one place: the server and every screen derive their tables
 * from it (the labels, list definitions, permission matrix, page titles and paths, live-list invalidation).
 */
export interface ResourceDeclaration {
  /** How people read its name: in toasts, refusals, the page's title and the sidebar. */
  labels: ResourceLabel;
  /** Its list page's sidebar icon, by name (the host draws each name: `host/src/layout/page-icons.tsx`). */
  icon: PageIcon;
  /** Its list: the answer's keys, the row's key, the search field, filters, date range and sorting. */
  list: ListDefinition;
  /**
   * The filters whose values are a fixed set (the others filter by names of rows): a list's URL keeps only these
   * values, and its query refuses any other.
   */
  fixedFilters?: Readonly<Record<string, readonly string[]>>;
  /** Who may do what to it. Whose rows each role sees are the row scopes of permissions.ts. */
  rights: Rights;
  /** Its list page's path under a role's prefix, where it is not the resource's name (`/admin/vendors`). */
  path?: string;
  /** The roles whose sidebar lists its page (menus.ts orders each menu). */
  menus: readonly Role[];
  /** Its page's path in a role's menu where it is not `path` (the in-charge's one inventory at `inventory`). */
  menuPaths?: Partial<Record<Role, string>>;
  /**
   * How a row leaves the key its edit dialog reads it by, in 'This vendor was … by someone else': 'deleted' for a
   * row read by its id (which never changes), or 'deleted or renamed' / '… given another VIN' where the key is one
   * a user may change (a name, a VIN, a business id).
   */
  goneWay: string;
  /**
   * The first element of the query keys (shared/src/api: `saleKeys.all` is ['sales']) that a change of its rows
   * reads again: its own (its lists, details, options and history) first, then the pages that show its rows
   * nested (a shipment's orders are sales, an inventory's page its stock, the dashboard counts documents).
   */
  liveQueryPrefixes: readonly string[];
}

/**
 * Each resource, declared once, in its own contract file beside its schemas and list columns (`vendorDeclaration`
 * in vendors.ts): a resource's file is all the contracts say of it. Their imports never lead back here (they
 * import from roles.ts, statuses.ts and messages/ modules that do not), so any of them may be imported first.
 */
export const resourceDeclarations = {
  vendors: vendorDeclaration,
  categories: categoryDeclaration,
  products: productDeclaration,
  purchases: purchaseDeclaration,
  inventories: inventoryDeclaration,
  'inventory-employments': inventoryEmploymentDeclaration,
  transfers: transferDeclaration,
  sales: saleDeclaration,
  shipments: shipmentDeclaration,
  vehicles: vehicleDeclaration,
  users: userDeclaration,
  customers: customerDeclaration,
} as const satisfies Record<Resource, ResourceDeclaration>;

/**
 * The master-data resources whose rows are one table of their own, each with its table contract (`vendorTable`
 * in vendors.ts): the server serves these from the contract alone (master-data-tables.ts says what it derives) and
 * the screens read them through one API each (`masterDataApi`); the other resources have routes of their own.
 */
export const masterDataTables = {
  categories: categoryTable,
  customers: customerTable,
  vehicles: vehicleTable,
  vendors: vendorTable,
} as const satisfies Partial<Record<Resource, MasterDataTable>>;
export type MasterDataTableResource = keyof typeof masterDataTables;
export const masterDataTableResources = Object.keys(masterDataTables) as MasterDataTableResource[];
/** The three schemas that a master-data table and a document each have. */
type SchemaPart = 'rowSchema' | 'createSchema' | 'updateSchema';
/** One of a contract's schemas as its own type, not as the zod type that its interface declares. */
type SchemaOf<Contract extends Record<SchemaPart, unknown>, Part extends SchemaPart> = Extract<
  Contract[Part],
  z.ZodType
>;

/** One of a master-data table resource's schemas, as its own type (`typeof vendorCreateSchema` for 'vendors'). */
export type MasterDataTableSchema<R extends MasterDataTableResource, Part extends SchemaPart> = SchemaOf<
  (typeof masterDataTables)[R],
  Part
>;
/** A master-data table resource's row as read (`Vendor` for 'vendors'). */
export type MasterDataTableRow<R extends MasterDataTableResource> = z.output<
  MasterDataTableSchema<R, 'rowSchema'>
> & {
  id: string;
  version: number;
};

/**
 * The documents, each with its contract (`purchaseDocument` in purchases.ts): their routes are the one set of
 * document routes, given each one's row scope, repository and finer rights.
 */
export const documentContracts = {
  purchases: purchaseDocument,
  transfers: transferDocument,
  sales: saleDocument,
  shipments: shipmentDocument,
} as const satisfies Partial<Record<Resource, DocumentContract>>;
export type DocumentResource = keyof typeof documentContracts;
/** One of a document's schemas, as its own type (`typeof purchaseSchema` for 'purchases'). */
export type DocumentSchema<R extends DocumentResource, Part extends SchemaPart> = SchemaOf<
  (typeof documentContracts)[R],
  Part
>;

type Declarations = typeof resourceDeclarations;

/** One part of every resource's declaration, as a table keyed by resource (`listDefinitions`, `resourceLabels`). */
export function eachResource<Part extends keyof ResourceDeclaration>(
  part: Part,
): { [R in Resource]: Declarations[R][Part & keyof Declarations[R]] } {
  const table: Partial<Record<Resource, unknown>> = {};
  for (const resource of resources) {
    table[resource] = (resourceDeclarations[resource] as ResourceDeclaration)[part];
  }
  return table as { [R in Resource]: Declarations[R][Part & keyof Declarations[R]] };
}
