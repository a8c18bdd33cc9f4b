import type { APIRequestContext } from '@playwright/test';

/** The demo accounts, one a role, and the sidebar entries each role sees, in order. */
export const DEMO_PASSWORD = 'Passw0rd!';

const backOffice = [
  'Vendors',
  'Categories',
  'Products',
  'Purchases',
  'Inventories',
  'Supervisors',
  'Transfers',
  'Sales',
  'Shipments',
  'Vehicles',
  'Employees',
  'Customers',
];

export const demoRoles = [
  { role: 'admin', remote: 'remote-admin', menu: backOffice },
  {
    role: 'procurement-manager',
    remote: 'remote-procurement',
    menu: ['Vendors', 'Categories', 'Products', 'Purchases', 'Inventories'],
  },
  { role: 'fleet-manager', remote: 'remote-fleet', menu: ['Vehicles', 'Captains', 'Shipments', 'Sales'] },
  { role: 'inventory-manager', remote: 'remote-inventory', menu: backOffice },
  {
    role: 'inventory-in-charge',
    remote: 'remote-inventory',
    menu: [
      'Categories',
      'Products',
      'Inventories',
      'Transfers',
      'Sales',
      'Shipments',
      'Vehicles',
      'Customers',
    ],
  },
  { role: 'captain', remote: 'remote-captain', menu: ['Shipments', 'Vehicles'] },
] as const;

export type DemoRole = (typeof demoRoles)[number]['role'];

export const emailOf = (role: DemoRole) => `${role}@example.com`;

/**
 * A fresh employee of `role`, created by the demo admin through the API, for a test that changes its own
 * password: the demo accounts are shared by tests running at the same time and must keep theirs.
 */
export async function createOwnAccount(
  request: APIRequestContext,
  role: DemoRole,
  label: string,
): Promise<{ email: string; password: string }> {
  const login = await request.post('/api/auth/login', {
    data: { email: emailOf('admin'), password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${label}-${unique}@example.com`;
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: `E2E ${label}`,
      email,
      phone: '+15550123456',
      address: '1 Test Street, Harbour City',
      password: DEMO_PASSWORD,
      role,
    },
  });
  if (created.status() !== 201)
    throw new Error(`creating ${email}: ${created.status()} ${await created.text()}`);
  return { email, password: DEMO_PASSWORD };
}
