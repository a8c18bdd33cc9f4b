import type { Action, Subject } from '@logistics/shared/contracts/permissions';
import type { PageKey } from '@logistics/shared/contracts/menus';
import type { Resource } from '@logistics/shared/contracts/resources';
import { roles, type Role } from '@logistics/shared/contracts/roles';

/*
 * What the product promises of each resource and each role, written out by hand and never derived from the
 * contracts: who may do what, which menus list which pages and where, every route of each role, and how a
 * resource's rows are named in words. The contracts' tests (permissions, menus, messages) hold the tables that the
 * declarations derive against these; a resource added to the contracts is added here, in each table.
 */

export const ALL: readonly Role[] = roles;
export const A = 'admin';
export const PM = 'procurement-manager';
export const FM = 'fleet-manager';
export const IM = 'inventory-manager';
export const IIC = 'inventory-in-charge';
export const CP = 'captain';
/** Every role but the procurement-manager: who deals with sales and shipments. */
export const ALL_BUT_PM: readonly Role[] = [A, FM, IM, IIC, CP];

type Rights = Partial<Record<Action, readonly Role[]>>;

/**
 * One resource's row, its six common columns in this order: list, view, create, open-edit, edit, delete; `more`
 * holds the columns only some resources have (lines, amounts, orders).
 */
function row(
  list: readonly Role[],
  view: readonly Role[],
  create: readonly Role[],
  openEdit: readonly Role[],
  edit: readonly Role[],
  del: readonly Role[],
  more: Rights = {},
): Rights {
  return { list, view, create, 'open-edit': openEdit, edit, delete: del, ...more };
}

/** Per resource and view, per action, the roles allowed; an action not listed is allowed to nobody. */
export const expectedRights: Record<Subject, Rights> = {
  users: row(ALL, ALL, [A, FM, IM], [A, FM, IM], [A, FM, IM], [A]),
  categories: row(ALL, ALL, [A, PM, IM], [A, PM, IM], [A, PM, IM], [A, PM, IM]),
  products: row(ALL, ALL, [A, PM, IM], [A, PM, IM], [A, PM, IM], [A, PM, IM]),
  customers: row(ALL, ALL, [A, IM, IIC], [A, IM, IIC], [A, IM, IIC], [A]),
  vendors: row(ALL, ALL, [A, PM], [A, PM], [A, PM], [A, PM]),
  vehicles: row(ALL, ALL, [A, FM], [A, FM], [A, FM], [A, FM]),
  inventories: row(ALL, ALL, [A, IM], [A, IM], [A, IM], [A]),
  'inventory-employments': row([A, IM, IIC], [A, IM, IIC], [A, IM], [A, IM], [A, IM], [A]),
  purchases: row([A, PM, IM], [A, PM, IM], [A, PM], [A, PM, IM], [A, PM], [A], {
    'update-line': [A, PM],
    'add-line': [A, PM],
    'remove-line': [A],
  }),
  transfers: row([A, IM, IIC], [A, IM, IIC], [A, IM, IIC], [A, IM, IIC], [A, IM, IIC], [A, IM], {
    'update-line': [A, IM, IIC],
    'add-line': [A, IM, IIC],
    'remove-line': [A, IM],
  }),
  sales: row(ALL_BUT_PM, ALL_BUT_PM, [A, IM, IIC], ALL_BUT_PM, ALL_BUT_PM, [A, IM], {
    'edit-amounts': [A, IM, IIC],
    'update-line': [A, IM, IIC],
    'add-line': [A, IM, IIC],
    'remove-line': [A, IM],
  }),
  shipments: row(ALL_BUT_PM, ALL_BUT_PM, [A, FM], ALL_BUT_PM, [A, FM, IM, IIC], [A, FM], {
    'add-orders': [A, IM, IIC],
    'remove-orders': [A, IM, IIC],
  }),
  // The admin's dashboard, and the low-stock lists of the admin and the inventory roles.
  dashboard: { view: [A] },
  'low-stock': { list: [A, IM, IIC] },
  // The builds live of the host and each remote, with their versions: the admin's.
  releases: { view: [A] },
};

/** The menu the admin and the inventory-manager share: its titles in order, with their paths. */
const backOfficeMenu: [string, string][] = [
  ['Vendors', 'vendors'],
  ['Categories', 'categories'],
  ['Products', 'products'],
  ['Purchases', 'purchases'],
  ['Inventories', 'inventories'],
  ['Supervisors', 'inventories/supervisors'],
  ['Transfers', 'transfers'],
  ['Sales', 'sales'],
  ['Shipments', 'shipments'],
  ['Vehicles', 'vehicles'],
  ['Employees', 'employees'],
  ['Customers', 'customers'],
];
/** Each role's menu: its titles in order, with their paths. */
export const expectedMenus: Record<Role, [string, string][]> = {
  admin: backOfficeMenu,
  'procurement-manager': [
    ['Vendors', 'vendors'],
    ['Categories', 'categories'],
    ['Products', 'products'],
    ['Purchases', 'purchases'],
    ['Inventories', 'inventories'],
  ],
  'fleet-manager': [
    ['Vehicles', 'vehicles'],
    ['Captains', 'captains'],
    ['Shipments', 'shipments'],
    ['Sales', 'sales'],
  ],
  'inventory-manager': backOfficeMenu,
  'inventory-in-charge': [
    ['Categories', 'categories'],
    ['Products', 'products'],
    ['Inventories', 'inventory'],
    ['Transfers', 'transfers'],
    ['Sales', 'sales'],
    ['Shipments', 'shipments'],
    ['Vehicles', 'vehicles'],
    ['Customers', 'customers'],
  ],
  captain: [
    ['Shipments', 'shipments'],
    ['Vehicles', 'vehicles'],
  ],
};

/** The routes of the procurement-manager's pages, which the back-office roles have too, first. */
const procurementRoutes: Record<string, PageKey> = {
  vendors: 'vendors',
  categories: 'categories',
  products: 'products',
  purchases: 'purchases',
  inventories: 'inventories',
  'inventories/:name': 'inventory-detail',
  profile: 'profile',
};
/** Every route of the admin's and the inventory-manager's but their homes. */
const backOfficeRoutes: Record<string, PageKey> = {
  ...procurementRoutes,
  'inventories/supervisors': 'inventory-employments',
  transfers: 'transfers',
  sales: 'sales',
  shipments: 'shipments',
  'shipments/:sid': 'shipment-detail',
  vehicles: 'vehicles',
  employees: 'users',
  customers: 'customers',
};
/** Every route of each role: path relative to the prefix -> page. */
export const expectedRoutes: Record<Role, Record<string, PageKey>> = {
  admin: { '': 'dashboard', ...backOfficeRoutes },
  'procurement-manager': { '': 'vendors', ...procurementRoutes },
  'fleet-manager': {
    '': 'vehicles',
    vehicles: 'vehicles',
    captains: 'captains',
    shipments: 'shipments',
    'shipments/:sid': 'shipment-detail',
    sales: 'sales',
    profile: 'profile',
  },
  'inventory-manager': { '': 'vendors', ...backOfficeRoutes },
  'inventory-in-charge': {
    '': 'categories',
    categories: 'categories',
    products: 'products',
    inventory: 'inventories',
    'inventory/:name': 'inventory-detail',
    transfers: 'transfers',
    sales: 'sales',
    shipments: 'shipments',
    'shipments/:sid': 'shipment-detail',
    vehicles: 'vehicles',
    customers: 'customers',
    profile: 'profile',
  },
  captain: {
    '': 'shipments',
    shipments: 'shipments',
    'shipments/:sid': 'shipment-detail',
    vehicles: 'vehicles',
    profile: 'profile',
  },
};

/**
 * How each resource's rows are named in its messages: the plural of its lists and the singular of one row. The
 * supervisor assignment (inventory-employments) has a wording of its own.
 */
export const expectedWords: Record<
  Exclude<Resource, 'inventory-employments'>,
  { plural: string; singular: string }
> = {
  vendors: { plural: 'vendors', singular: 'vendor' },
  categories: { plural: 'categories', singular: 'category' },
  products: { plural: 'products', singular: 'product' },
  purchases: { plural: 'purchases', singular: 'purchase' },
  inventories: { plural: 'inventories', singular: 'inventory' },
  transfers: { plural: 'transfers', singular: 'transfer' },
  sales: { plural: 'sales', singular: 'sale' },
  shipments: { plural: 'shipments', singular: 'shipment' },
  vehicles: { plural: 'vehicles', singular: 'vehicle' },
  users: { plural: 'employees', singular: 'employee' },
  customers: { plural: 'customers', singular: 'customer' },
};
