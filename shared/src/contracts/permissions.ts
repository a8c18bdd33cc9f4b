import { capitalized, resourceLabels, withArticle } from './messages.js';
import { eachResource, type Resource } from './resources.js';
import type { Rights } from './rights.js';
import { roles, type Role } from './roles.js';
import type { SaleUpdate } from './sales.js';

export { resources, type Resource } from './resources.js';

/**
 * Read-only views over several resources, guarded by the same matrix: the admin's dashboard (its figures, charts
 * and latest status changes), the low-stock lists of the admin's dashboard and the inventory roles' homes, and
 * the builds live of the host and each remote (the admin's).
 */
export const views = ['dashboard', 'low-stock', 'releases'] as const;
export type View = (typeof views)[number];
/** What the matrix guards: a resource or a view. */
export type Subject = Resource | View;

/**
 * What a role may do to a resource. `edit` is the right to save a change (the server enforces it); `open-edit` is the
 * right to open the edit dialog (a role may open it read-only or with some buttons hidden). The finer actions
 * guard line items, orders and the sale amounts that fleet-manager and captain may not change.
 */
export const actions = [
  'list',
  'view',
  'create',
  'open-edit',
  'edit',
  'delete',
  'update-line',
  'add-line',
  'remove-line',
  'add-orders',
  'remove-orders',
  'edit-amounts',
] as const;
export type Action = (typeof actions)[number];

const admin = ['admin'] as const;

/**
 * Who may do what, as data: each resource's declared `rights`, and the views'. Every signed-in role lists and views
 * the master data its screens and forms need, within its row scopes (see `rowScopes`). `open-edit` defaults to
 * `edit`.
 */
export const permissionMatrix: Record<Subject, Rights> = {
  ...eachResource('rights'),
  dashboard: { view: admin },
  // The inventory-in-charge's list holds their active inventory's products only (rowScopes.activeInventoryOnly).
  'low-stock': { list: ['admin', 'inventory-manager', 'inventory-in-charge'] },
  releases: { view: admin },
};

export interface Decision {
  allowed: boolean;
  /** Why not, in words a person can read; absent when allowed. */
  reason?: string;
}

function rolesFor(resource: Subject, action: Action): readonly Role[] {
  const rule = permissionMatrix[resource];
  if (action === 'open-edit') return rule['open-edit'] ?? rule.edit ?? [];
  return rule[action] ?? [];
}

/** Each action as a person says it, of a resource's things ('employees', 'shipments'). */
const actionInWords: Record<Action, (things: string) => string> = {
  list: (things) => `list ${things}`,
  view: (things) => `view ${things}`,
  create: (things) => `create ${things}`,
  'open-edit': (things) => `open ${things} to edit them`,
  edit: (things) => `change ${things}`,
  delete: (things) => `delete ${things}`,
  'update-line': (things) => `change the lines of ${things}`,
  'add-line': (things) => `add lines to ${things}`,
  'remove-line': (things) => `remove lines from ${things}`,
  'add-orders': (things) => `add orders to ${things}`,
  'remove-orders': (things) => `remove orders from ${things}`,
  'edit-amounts': (things) => `change the amounts of ${things}`,
};

/** How a refusal names a view's rows: 'A captain may not view the dashboard.' */
const viewLabels: Record<View, string> = {
  dashboard: 'the dashboard',
  'low-stock': 'low-stock products',
  releases: 'the releases',
};
const isView = (subject: Subject): subject is View => (views as readonly string[]).includes(subject);

/** 'A fleet-manager may not add orders to shipments.' */
export function refusalReason(role: Role, subject: Subject, action: Action): string {
  const things = isView(subject) ? viewLabels[subject] : resourceLabels[subject].plural;
  return `${capitalized(withArticle(role))} may not ${actionInWords[action](things)}.`;
}

/** May this role do this action on this resource, and if not, why not. Used by the UI and the server alike. */
export function decide(role: Role | null | undefined, resource: Subject, action: Action): Decision {
  if (!role) return { allowed: false, reason: 'You must be signed in.' };
  if (rolesFor(resource, action).includes(role)) return { allowed: true };
  return { allowed: false, reason: refusalReason(role, resource, action) };
}

export function can(role: Role | null | undefined, resource: Subject, action: Action): boolean {
  return decide(role, resource, action).allowed;
}

/** The employees each role manages: the roles it may give, and whose rows its employee table shows. */
const managedRoles = {
  admin: roles,
  'fleet-manager': ['captain'],
  'inventory-manager': ['inventory-in-charge'],
  'procurement-manager': [],
  'inventory-in-charge': [],
  captain: [],
} satisfies Record<Role, readonly Role[]>;

/** The roles each creator may give on employee create and edit. */
export const assignableRoles: Record<Role, readonly Role[]> = managedRoles;

/**
 * Who may be put in charge of an inventory (a supervisor assignment): an inventory-in-charge, the one role whose
 * work an assignment governs (their row scope), and only if the creator may give that role
 * (`assignableRoles`). So the inventory-manager and the admin alike assign inventory-in-charges, and nobody else.
 */
export const supervisorRoles = ['inventory-in-charge'] as const satisfies readonly Role[];

export function maySupervise(creator: Role, employee: Role | null): boolean {
  if (employee === null) return false;
  return (
    (supervisorRoles as readonly Role[]).includes(employee) && assignableRoles[creator].includes(employee)
  );
}

/**
 * Row scopes: which rows each role sees. `employeeTableRoles` is whose rows the employee list shows each role; the
 * captains are master data that every role's shipment forms read, so a list filtered to captains only is
 * open to all.
 */
export const rowScopes = {
  employeeTableRoles: managedRoles,
  referenceEmployeeRoles: ['captain'] satisfies readonly Role[],
  /** A captain sees only shipments whose captain has their e-mail. */
  ownShipmentsOnly: ['captain'] satisfies readonly Role[],
  /** An inventory-in-charge reads only their own supervisor assignments. */
  ownInventoryEmploymentsOnly: ['inventory-in-charge'] satisfies readonly Role[],
  /** An inventory-in-charge sees only sales of, and transfers touching, their active inventory. */
  activeInventoryOnly: ['inventory-in-charge'] satisfies readonly Role[],
} as const;

/** The roles that see only some rows of the documents: a row moved out of them reads as gone to them. */
export const rowScopedRoles: readonly Role[] = [
  ...rowScopes.ownShipmentsOnly,
  ...rowScopes.activeInventoryOnly,
];

/** The sale fields disabled for fleet-manager and captain, who change a sale's status only. */
export const saleAmountFields = [
  'shipping_address',
  'quantity',
  'unit_price',
  'discount',
  'adjustment',
] as const;

/**
 * The fields of a sale update that the role may not change. A role without `edit-amounts` on sales
 * (fleet-manager, captain) saves the status only; the server answers 403 when
 * this list is not empty, and the form disables these fields.
 */
export function saleUpdateFieldsDeniedFor(role: Role, update: SaleUpdate): string[] {
  if (can(role, 'sales', 'edit-amounts')) return [];
  return Object.entries(update)
    .filter(([key, value]) => value !== undefined && key !== 'status' && key !== 'version')
    .map(([key]) => key);
}
