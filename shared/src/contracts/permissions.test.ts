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
  type Subject,
} from './permissions';
import { roles } from './roles';
import { A, CP, expectedRights, FM, IIC, IM, PM } from '../../test/resource-expectations';

const subjects: readonly Subject[] = [...resources, ...views];
const cells = subjects.flatMap((resource) =>
  actions.flatMap((action) =>
    roles.map(
      (role) => [resource, action, role, (expectedRights[resource][action] ?? []).includes(role)] as const,
    ),
  ),
);

describe('the permission matrix, cell by cell', () => {
  it('covers every resource the API serves and every view', () => {
    expect([...subjects].sort()).toEqual(Object.keys(expectedRights).sort());
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

describe('row scopes', () => {
  // A creator's employee table shows the roles it may give.
  it.each([
    [A, [A, PM, FM, IM, IIC, CP]],
    [PM, []],
    [FM, [CP]],
    [IM, [IIC]],
    [IIC, []],
    [CP, []],
  ] as const)('%s gives, and its employee table shows, %j', (role, given) => {
    expect([...assignableRoles[role]].sort()).toEqual([...given].sort());
    expect([...rowScopes.employeeTableRoles[role]].sort()).toEqual([...given].sort());
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
