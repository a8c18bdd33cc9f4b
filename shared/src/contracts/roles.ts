import * as z from '@logistics/shared/contracts/zod';

/** The six staff roles. */
export const roles = [
  'admin',
  'procurement-manager',
  'fleet-manager',
  'inventory-manager',
  'inventory-in-charge',
  'captain',
] as const;

export type Role = (typeof roles)[number];

export const roleSchema = z.enum(roles);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Which Module Federation remote serves each role (remote-inventory serves two roles). */
export const remoteOfRole = {
  admin: 'remote-admin',
  'procurement-manager': 'remote-procurement',
  'fleet-manager': 'remote-fleet',
  'inventory-manager': 'remote-inventory',
  'inventory-in-charge': 'remote-inventory',
  captain: 'remote-captain',
} as const satisfies Record<Role, string>;

export type RemoteName = (typeof remoteOfRole)[Role];

export const remoteNames = [
  'remote-admin',
  'remote-procurement',
  'remote-fleet',
  'remote-inventory',
  'remote-captain',
] as const satisfies readonly RemoteName[];
