import {
  actions,
  assignableRoles,
  can,
  decide,
  permissionMatrix,
  resources,
  rowScopes,
  views,
  saleAmountFields,
  type Action,
  type Subject,
} from './permissions';
import { roles, type Role } from './roles';

/*
 * Who may write and read what, written out by hand: per resource, per action, the roles allowed. An action not
 * listed is allowed to nobody.
 */
const ALL: readonly Role[] = roles;
const A = 'admin';
const PM = 'procurement-manager';
const FM = 'fleet-manager';
const IM = 'inventory-manager';
const IIC = 'inventory-in-charge';
const CP = 'captain';

const expected: Record<Subject, Partial<Record<Action, readonly Role[]>>> = {
  users: {
    list: ALL,
    view: ALL,
    create: [A, FM, IM],
    'open-edit': [A, FM, IM],
    edit: [A, FM, IM],
    delete: [A],
  },
  categories: {
    list: ALL,
    view: ALL,
    create: [A, PM, IM],
    'open-edit': [A, PM, IM],
    edit: [A, PM, IM],
    delete: [A, PM, IM],
  },
  products: {
    list: ALL,
    view: ALL,
    create: [A, PM, IM],
    'open-edit': [A, PM, IM],
    edit: [A, PM, IM],
    delete: [A, PM, IM],
  },
  customers: {
    list: ALL,
    view: ALL,
    create: [A, IM, IIC],
    'open-edit': [A, IM, IIC],
    edit: [A, IM, IIC],
    delete: [A],
  },
  vendors: {
    list: ALL,
    view: ALL,
    create: [A, PM],
    'open-edit': [A, PM],
    edit: [A, PM],
    delete: [A, PM],
  },
  vehicles: {
    list: ALL,
    view: ALL,
    create: [A, FM],
    'open-edit': [A, FM],
    edit: [A, FM],
    delete: [A, FM],
  },
  inventories: {
    list: ALL,
    view: ALL,
    create: [A, IM],
    'open-edit': [A, IM],
    edit: [A, IM],
    delete: [A],
  },
  'inventory-employments': {
    list: [A, IM, IIC],
    view: [A, IM, IIC],
    create: [A, IM],
    'open-edit': [A, IM],
    edit: [A, IM],
    delete: [A],
  },
  purchases: {
    list: [A, PM, IM],
    view: [A, PM, IM],
    create: [A, PM],
    'open-edit': [A, PM, IM],
    edit: [A, PM],
    'update-line': [A, PM],
    'add-line': [A, PM],
    'remove-line': [A],
    delete: [A],
  },
  transfers: {
    list: [A, IM, IIC],
    view: [A, IM, IIC],
    create: [A, IM, IIC],
    'open-edit': [A, IM, IIC],
    edit: [A, IM, IIC],
    'update-line': [A, IM, IIC],
    'add-line': [A, IM, IIC],
    'remove-line': [A, IM],
    delete: [A, IM],
  },
  sales: {
    list: [A, FM, IM, IIC, CP],
    view: [A, FM, IM, IIC, CP],
    create: [A, IM, IIC],
    'open-edit': [A, FM, IM, IIC, CP],
    edit: [A, FM, IM, IIC, CP],
    'edit-amounts': [A, IM, IIC],
    'update-line': [A, IM, IIC],
    'add-line': [A, IM, IIC],
    'remove-line': [A, IM],
    delete: [A, IM],
  },
  shipments: {
    list: [A, FM, IM, IIC, CP],
    view: [A, FM, IM, IIC, CP],
    create: [A, FM],
    'open-edit': [A, FM, IM, IIC, CP],
    edit: [A, FM, IM, IIC],
    'add-orders': [A, IM, IIC],
    'remove-orders': [A, IM, IIC],
    delete: [A, FM],
  },
  // The admin's dashboard, and the low-stock lists of the admin and the inventory roles.
  dashboard: { view: [A] },
  'low-stock': { list: [A, IM, IIC] },
  // The builds live of the host and each remote, with their versions: the admin's.
  releases: { view: [A] },
};

const subjects: readonly Subject[] = [...resources, ...views];
const cells = subjects.flatMap((resource) =>
  actions.flatMap((action) =>
    roles.map((role) => [resource, action, role, (expected[resource][action] ?? []).includes(role)] as const),
  ),
);

describe('the permission matrix, cell by cell', () => {
  it('covers every resource the API serves and every view', () => {
    expect([...subjects].sort()).toEqual(Object.keys(expected).sort());
    expect(Object.keys(permissionMatrix).sort()).toEqual([...subjects].sort());
  });

  it.each(cells)('%s / %s / %s -> %s', (resource, action, role, allowed) => {
    expect(can(role, resource, action)).toBe(allowed);
    expect(decide(role, resource, action).allowed).toBe(allowed);
  });
});

describe('decide says why not', () => {
  it.each([null, undefined])('a missing role (%s) must sign in', (role) => {
    expect(decide(role, 'vendors', 'list')).toEqual({ allowed: false, reason: 'You must be signed in.' });
    expect(can(role, 'vendors', 'list')).toBe(false);
  });

  it('names the role, the action and the resource', () => {
    expect(decide('captain', 'inventory-employments', 'remove-line')).toEqual({
      allowed: false,
      reason: 'A captain may not remove lines from inventory assignments.',
    });
    expect(decide('admin', 'vendors', 'delete')).toEqual({ allowed: true });
  });

  it.each([
    ['fleet-manager', 'shipments', 'add-orders', 'A fleet-manager may not add orders to shipments.'],
    ['captain', 'shipments', 'remove-orders', 'A captain may not remove orders from shipments.'],
    ['inventory-manager', 'purchases', 'create', 'An inventory-manager may not create purchases.'],
    ['inventory-in-charge', 'users', 'delete', 'An inventory-in-charge may not delete employees.'],
    ['captain', 'sales', 'edit-amounts', 'A captain may not change the amounts of sales.'],
    [
      'procurement-manager',
      'transfers',
      'update-line',
      'A procurement-manager may not change the lines of transfers.',
    ],
    ['captain', 'purchases', 'add-line', 'A captain may not add lines to purchases.'],
    ['captain', 'purchases', 'open-edit', 'A captain may not open purchases to edit them.'],
    ['captain', 'vendors', 'edit', 'A captain may not change vendors.'],
  ] as const)('words the refusal of %s / %s / %s as a person would', (role, resource, action, reason) => {
    expect(decide(role, resource, action)).toEqual({ allowed: false, reason });
  });

  it('words every refusal the matrix can make as one plain sentence', () => {
    for (const role of roles)
      for (const resource of resources)
        for (const action of actions) {
          const { reason } = decide(role, resource, action);
          if (reason === undefined) continue;
          expect(reason).toMatch(/^An? [a-z-]+ may not [a-z][a-z ]+ [a-z ]+\.$/);
          expect(reason).not.toMatch(/-(line|item|orders|edit|amounts)\b|inventory-employments/);
        }
  });
});

describe('the roles each creator may give', () => {
  it.each([
    [A, [A, PM, FM, IM, IIC, CP]],
    [PM, []],
    [FM, [CP]],
    [IM, [IIC]],
    [IIC, []],
    [CP, []],
  ] as const)('%s gives %j', (role, given) => {
    expect([...assignableRoles[role]].sort()).toEqual([...given].sort());
  });
});

describe('row scopes', () => {
  it.each([
    [A, [A, PM, FM, IM, IIC, CP]],
    [PM, []],
    [FM, [CP]],
    [IM, [IIC]],
    [IIC, []],
    [CP, []],
  ] as const)('the employee table of %s shows %j', (role, shown) => {
    expect([...rowScopes.employeeTableRoles[role]].sort()).toEqual([...shown].sort());
  });

  it('captains are master data for every role', () => {
    expect(rowScopes.referenceEmployeeRoles).toEqual([CP]);
  });

  it.each([
    ['ownShipmentsOnly', [CP]],
    ['activeInventoryOnly', [IIC]],
    ['ownInventoryEmploymentsOnly', [IIC]],
  ] as const)('%s applies to %j', (scope, scoped) => {
    expect(rowScopes[scope]).toEqual(scoped);
  });

  it('the sale fields fleet-manager and captain may not change', () => {
    expect([...saleAmountFields].sort()).toEqual(
      ['adjustment', 'discount', 'quantity', 'shipping_address', 'unit_price'].sort(),
    );
  });
});
