import type { ListDefinition } from './lists.js';
import type { ResourceLabel } from './messages/resources.js';
import type { Action } from './permissions.js';
import { roles, type Role } from './roles.js';
import { orderStatuses, shipmentStatuses, vehicleTypes } from './statuses.js';

/** Every resource the API serves, named as in its URL, route file, feature folder and table. */
export const resources = [
  'categories',
  'customers',
  'users',
  'inventories',
  'products',
  'purchases',
  'inventory-employments',
  'vehicles',
  'vendors',
  'transfers',
  'sales',
  'shipments',
] as const;
export type Resource = (typeof resources)[number];

/** Which roles may do each action; an action left out is nobody's. `open-edit` defaults to `edit`. */
export type Rights = Partial<Record<Action, readonly Role[]>>;

/**
 * Everything the contracts say of one resource, in one place: the server and every screen derive their tables
 * from it (the labels, list definitions, permission matrix, page titles and paths, live-list invalidation).
 */
export interface ResourceDeclaration {
  /** How people read its name: in toasts, refusals, the page's title and the sidebar. */
  labels: ResourceLabel;
  /** Its list: the answer's keys, the row's key, the search field, filters, date range and sorting. */
  list: ListDefinition;
  /** The filters whose values are a fixed set (the others filter by names of rows); a list's URL keeps only these. */
  fixedFilters?: Readonly<Record<string, readonly string[]>>;
  /** Who may do what to it. Whose rows each role sees are the row scopes of permissions.ts. */
  rights: Rights;
  /** Its list page's path under a role's prefix (`vendors` is `/admin/vendors`). */
  path: string;
  /**
   * How a row leaves the key its edit dialog reads it by, in 'This vendor was … by someone else': deleted, or
   * given another key where the key is one a user may change (a name, a VIN, a business id).
   */
  goneWay: string;
  /**
   * The first element of the query keys (shared/src/api: `saleKeys.all` is ['sales']) that a change of its rows
   * reads again: its own (its lists, details, options and history) first, then the pages that show its rows
   * nested (a shipment's orders are sales, an inventory's page its stock, the dashboard counts documents).
   */
  liveQueryPrefixes: readonly string[];
}

const everyone = roles;
const admin = ['admin'] as const;
const RENAMED = 'deleted or renamed';
// A row read by its id, which never changes, can only be deleted.
const DELETED = 'deleted';

/** Each resource, declared once. */
export const resourceDeclarations = {
  categories: {
    labels: { singular: 'category', plural: 'categories', title: 'Categories' },
    list: {
      listKey: 'categories',
      singleKey: 'category',
      keyField: 'name',
      searchField: 'name',
      filters: [],
      sortable: ['name', 'description', 'created_at'],
    },
    rights: {
      list: everyone,
      view: everyone,
      create: ['admin', 'procurement-manager', 'inventory-manager'],
      edit: ['admin', 'procurement-manager', 'inventory-manager'],
      delete: ['admin', 'procurement-manager', 'inventory-manager'],
    },
    path: 'categories',
    goneWay: RENAMED,
    liveQueryPrefixes: ['categories', 'products'],
  },
  customers: {
    labels: { singular: 'customer', plural: 'customers', title: 'Customers' },
    list: {
      listKey: 'customers',
      singleKey: 'customer',
      keyField: 'id',
      searchField: 'email',
      labelFields: ['name', 'email'],
      filters: [],
      sortable: ['name', 'email', 'phone', 'address', 'created_at'],
    },
    rights: {
      list: everyone,
      view: everyone,
      create: ['admin', 'inventory-manager', 'inventory-in-charge'],
      edit: ['admin', 'inventory-manager', 'inventory-in-charge'],
      delete: admin,
    },
    path: 'customers',
    goneWay: DELETED,
    liveQueryPrefixes: ['customers', 'sales', 'shipments'],
  },
  users: {
    // Employees live at /users.
    labels: { singular: 'employee', plural: 'employees', title: 'Employees' },
    list: {
      listKey: 'users',
      singleKey: 'user',
      keyField: 'id',
      searchField: 'email',
      labelFields: ['name', 'email'],
      filters: ['role'],
      sortable: ['name', 'email', 'phone', 'role', 'address', 'created_at'],
    },
    fixedFilters: { role: roles },
    rights: {
      // Whose rows each role sees is rowScopes.employeeTableRoles / referenceEmployeeRoles.
      list: everyone,
      view: everyone,
      create: ['admin', 'fleet-manager', 'inventory-manager'],
      edit: ['admin', 'fleet-manager', 'inventory-manager'],
      delete: admin,
    },
    path: 'employees',
    goneWay: DELETED,
    liveQueryPrefixes: ['users', 'inventory-employments', 'inventories', 'shipments'],
  },
  inventories: {
    labels: { singular: 'inventory', plural: 'inventories', title: 'Inventories' },
    list: {
      listKey: 'inventories',
      singleKey: 'inventory',
      keyField: 'name',
      searchField: 'name',
      filters: [],
      sortable: ['name', 'email', 'phone', 'address', 'created_at'],
    },
    rights: {
      list: everyone,
      view: everyone,
      create: ['admin', 'inventory-manager'],
      edit: ['admin', 'inventory-manager'],
      delete: admin,
    },
    path: 'inventories',
    goneWay: RENAMED,
    // Stock rows are announced as their inventory's.
    liveQueryPrefixes: ['inventories', 'products', 'dashboard'],
  },
  products: {
    labels: { singular: 'product', plural: 'products', title: 'Products' },
    list: {
      listKey: 'products',
      singleKey: 'product',
      keyField: 'name',
      searchField: 'name',
      filters: ['category'],
      sortable: ['name', 'category', 'price', 'sku', 'created_at'],
    },
    rights: {
      list: everyone,
      view: everyone,
      create: ['admin', 'procurement-manager', 'inventory-manager'],
      edit: ['admin', 'procurement-manager', 'inventory-manager'],
      delete: ['admin', 'procurement-manager', 'inventory-manager'],
    },
    path: 'products',
    goneWay: RENAMED,
    liveQueryPrefixes: ['products', 'inventories', 'dashboard'],
  },
  purchases: {
    labels: { singular: 'purchase', plural: 'purchases', title: 'Purchases' },
    list: {
      listKey: 'purchases',
      singleKey: 'purchase',
      keyField: 'mr_id',
      searchField: 'mr_id',
      filters: ['inventory', 'vendor'],
      dateField: 'purchase_date',
      defaultSort: { field: 'purchase_date', order: 'desc' },
      sortable: ['purchase_date', 'mr_id', 'vendor', 'inventory', 'adjustment', 'total_price'],
    },
    rights: {
      list: ['admin', 'procurement-manager', 'inventory-manager'],
      view: ['admin', 'procurement-manager', 'inventory-manager'],
      create: ['admin', 'procurement-manager'],
      'open-edit': ['admin', 'procurement-manager', 'inventory-manager'],
      edit: ['admin', 'procurement-manager'],
      'update-line': ['admin', 'procurement-manager'],
      'add-line': ['admin', 'procurement-manager'],
      'remove-line': admin,
      delete: admin,
    },
    path: 'purchases',
    goneWay: 'deleted or given another MR ID',
    liveQueryPrefixes: ['purchases', 'dashboard'],
  },
  'inventory-employments': {
    labels: {
      singular: 'inventory assignment',
      plural: 'inventory assignments',
      title: 'Supervisors',
    },
    list: {
      listKey: 'assignments',
      singleKey: 'assignment',
      keyField: 'id',
      searchField: 'employee',
      filters: ['inventory'],
      sortable: ['hire_date', 'employee', 'inventory', 'termination_date', 'resign_date', 'transfer_date'],
    },
    rights: {
      // The inventory-in-charge lists only their own assignments (rowScopes.ownInventoryEmploymentsOnly), to be
      // sent to the inventory detail of their active one.
      list: ['admin', 'inventory-manager', 'inventory-in-charge'],
      view: ['admin', 'inventory-manager', 'inventory-in-charge'],
      create: ['admin', 'inventory-manager'],
      edit: ['admin', 'inventory-manager'],
      delete: admin,
    },
    path: 'inventories/supervisors',
    goneWay: DELETED,
    liveQueryPrefixes: ['inventory-employments', 'inventories'],
  },
  vehicles: {
    labels: { singular: 'vehicle', plural: 'vehicles', title: 'Vehicles' },
    list: {
      listKey: 'vehicles',
      singleKey: 'vehicle',
      keyField: 'vin',
      searchField: 'vin',
      filters: ['type'],
      sortable: ['make', 'vin', 'type', 'plate_number', 'cargo_capacity', 'mileage', 'year', 'created_at'],
    },
    fixedFilters: { type: vehicleTypes },
    rights: {
      list: everyone,
      view: everyone,
      create: ['admin', 'fleet-manager'],
      edit: ['admin', 'fleet-manager'],
      delete: ['admin', 'fleet-manager'],
    },
    path: 'vehicles',
    goneWay: 'deleted or given another VIN',
    liveQueryPrefixes: ['vehicles', 'shipments'],
  },
  vendors: {
    labels: { singular: 'vendor', plural: 'vendors', title: 'Vendors' },
    list: {
      listKey: 'vendors',
      singleKey: 'vendor',
      keyField: 'name',
      searchField: 'name',
      filters: [],
      sortable: ['name', 'email', 'phone', 'address', 'created_at'],
    },
    rights: {
      list: everyone,
      view: everyone,
      create: ['admin', 'procurement-manager'],
      edit: ['admin', 'procurement-manager'],
      delete: ['admin', 'procurement-manager'],
    },
    path: 'vendors',
    goneWay: RENAMED,
    liveQueryPrefixes: ['vendors', 'purchases'],
  },
  transfers: {
    labels: { singular: 'transfer', plural: 'transfers', title: 'Transfers' },
    list: {
      listKey: 'transfers',
      singleKey: 'transfer',
      keyField: 'trf_id',
      searchField: 'trf_id',
      filters: ['source_inventory', 'destination_inventory'],
      dateField: 'transfer_date',
      defaultSort: { field: 'transfer_date', order: 'desc' },
      sortable: ['transfer_date', 'trf_id', 'source_inventory', 'destination_inventory'],
    },
    rights: {
      list: ['admin', 'inventory-manager', 'inventory-in-charge'],
      view: ['admin', 'inventory-manager', 'inventory-in-charge'],
      create: ['admin', 'inventory-manager', 'inventory-in-charge'],
      edit: ['admin', 'inventory-manager', 'inventory-in-charge'],
      'update-line': ['admin', 'inventory-manager', 'inventory-in-charge'],
      'add-line': ['admin', 'inventory-manager', 'inventory-in-charge'],
      'remove-line': ['admin', 'inventory-manager'],
      delete: ['admin', 'inventory-manager'],
    },
    path: 'transfers',
    goneWay: 'deleted or given another TRF ID',
    liveQueryPrefixes: ['transfers', 'dashboard'],
  },
  sales: {
    labels: { singular: 'sale', plural: 'sales', title: 'Sales' },
    list: {
      listKey: 'sales',
      singleKey: 'sale',
      keyField: 'bill_id',
      searchField: 'bill_id',
      filters: ['inventory', 'status'],
      dateField: 'sale_date',
      defaultSort: { field: 'sale_date', order: 'desc' },
      sortable: [
        'sale_date',
        'bill_id',
        'inventory',
        'customer',
        'shipping_address',
        'adjustment',
        'total_price',
        'status',
      ],
    },
    fixedFilters: { status: orderStatuses },
    rights: {
      list: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
      view: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
      create: ['admin', 'inventory-manager', 'inventory-in-charge'],
      edit: ['admin', 'inventory-manager', 'inventory-in-charge', 'fleet-manager', 'captain'],
      'edit-amounts': ['admin', 'inventory-manager', 'inventory-in-charge'],
      'update-line': ['admin', 'inventory-manager', 'inventory-in-charge'],
      'add-line': ['admin', 'inventory-manager', 'inventory-in-charge'],
      'remove-line': ['admin', 'inventory-manager'],
      delete: ['admin', 'inventory-manager'],
    },
    path: 'sales',
    goneWay: 'deleted or given another BILL ID',
    liveQueryPrefixes: ['sales', 'shipments', 'dashboard'],
  },
  shipments: {
    labels: { singular: 'shipment', plural: 'shipments', title: 'Shipments' },
    list: {
      listKey: 'shipments',
      singleKey: 'shipment',
      keyField: 'shipment_id',
      searchField: 'shipment_id',
      filters: ['status'],
      dateField: 'shipment_date',
      defaultSort: { field: 'shipment_date', order: 'desc' },
      sortable: ['shipment_date', 'shipment_id', 'captain', 'vehicle', 'status'],
    },
    fixedFilters: { status: shipmentStatuses },
    rights: {
      list: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
      view: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
      create: ['admin', 'fleet-manager'],
      'open-edit': ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
      edit: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge'],
      'add-orders': ['admin', 'inventory-manager', 'inventory-in-charge'],
      'remove-orders': ['admin', 'inventory-manager', 'inventory-in-charge'],
      delete: ['admin', 'fleet-manager'],
    },
    path: 'shipments',
    goneWay: 'deleted or given another shipment ID',
    liveQueryPrefixes: ['shipments', 'dashboard'],
  },
} as const satisfies Record<Resource, ResourceDeclaration>;

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
