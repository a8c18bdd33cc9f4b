import type { Kysely } from 'kysely';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { Role } from '@logistics/shared/contracts/roles';
import { hashPassword } from '../auth/passwords.js';
import type { DB } from './schema.js';
import { seedDemoDocuments } from './seed/documents.js';
import { seedDemoMasterData } from './seed/master-data.js';
import { runInTransaction } from './transaction.js';

/** The demo accounts' password (README.md lists it); it follows the login rule. */
export const DEMO_PASSWORD = 'Passw0rd!';

export interface DemoAccount {
  role: Role;
  email: string;
  name: string;
  phone: string;
  address: string;
}

/** One account per role, as README.md lists them. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    role: 'admin',
    email: 'admin@example.com',
    name: 'Amelia Hart',
    phone: '+15550100001',
    address: '12 Harbour Road, Portsmouth',
  },
  {
    role: 'procurement-manager',
    email: 'procurement-manager@example.com',
    name: 'Priya Raman',
    phone: '+15550100002',
    address: '48 Mill Lane, Leeds',
  },
  {
    role: 'fleet-manager',
    email: 'fleet-manager@example.com',
    name: 'Felix Moreno',
    phone: '+15550100003',
    address: '7 Depot Street, Bristol',
  },
  {
    role: 'inventory-manager',
    email: 'inventory-manager@example.com',
    name: 'Irene Novak',
    phone: '+15550100004',
    address: '90 Warehouse Row, Manchester',
  },
  {
    role: 'inventory-in-charge',
    email: 'inventory-in-charge@example.com',
    name: 'Ibrahim Okafor',
    phone: '+15550100005',
    address: '3 Dockside Way, Liverpool',
  },
  {
    role: 'captain',
    email: 'captain@example.com',
    name: 'Carlos Mendes',
    phone: '+15550100006',
    address: '21 Ring Road, Birmingham',
  },
];

export const demoCategories: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'Electronics', description: 'Phones, computers, accessories and other electronic goods.' },
  { name: 'Furniture', description: 'Office and household furniture: desks, chairs, shelving.' },
  { name: 'Groceries', description: 'Packaged food and drinks with a shelf life.' },
  { name: 'Office Supplies', description: 'Paper, pens, folders and other consumables for offices.' },
  { name: 'Tools and Hardware', description: 'Hand tools, power tools, fasteners and fittings.' },
];

const SEED_NAME = 'demo-v1';

/**
 * Seeds the demo data once per database. The seed_history row is written first in the same transaction, so
 * two instances starting together cannot both seed, and data deleted later is not brought back on restart.
 */
export async function seedDemoData(db: Kysely<DB>): Promise<boolean> {
  const hashes = await Promise.all(demoAccounts.map(() => hashPassword(DEMO_PASSWORD)));
  return runInTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('seed_history')
      .values({ name: SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto('users')
      .values(
        demoAccounts.map((account, index) => ({
          name: account.name,
          email: account.email,
          password_hash: hashes[index] as string,
          role: account.role,
          phone: account.phone,
          address: account.address,
        })),
      )
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    await trx
      .insertInto('categories')
      .values(demoCategories.map((category) => ({ ...category, name_key: pathKey(category.name) })))
      .onConflict((oc) => oc.column('name_key').doNothing())
      .execute();
    await seedDemoMasterData(trx);
    // Documents last: they read (or, when missing, create) the master data above.
    await seedDemoDocuments(trx);
    return true;
  });
}
