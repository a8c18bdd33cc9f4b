import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Customer } from '@logistics/shared/contracts/customers';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { Vehicle } from '@logistics/shared/contracts/vehicles';
import type { Vendor } from '@logistics/shared/contracts/vendors';
import type { DB } from '../db/schema.js';
import { createTableRepository, type Values } from './master-data-repository.js';
import { textSortKey } from './list-query.js';
import { inList, isUuid } from './document-shared.js';

export const times = (row: { version: number; created_at: Date; updated_at: Date }) => ({
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** A party's contact (a customer's, a vendor's, an inventory's) as read: its id, name, e-mail, phone and address. */
export const contactOf = (
  row: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
  } & Parameters<typeof times>[0],
) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  ...times(row),
});

/**
 * A table whose rows are addressed by the path key of their name (contracts' pathKey), stored beside the name in
 * `name_key`, which is also how it sorts by name (through its index).
 */
export const addressedByName = {
  keyCondition: (key: string) => sql<SqlBool>`name_key = ${pathKey(key)}`,
  keysCondition: (keys: readonly string[]) => inList('name_key', keys.map(pathKey)),
  derived: (input: Values) => (typeof input.name === 'string' ? { name_key: pathKey(input.name) } : {}),
};

/** The sort keys of a party's contact columns (a vendor's, an inventory's), the name's first: the default. */
export const contactSortKeys = {
  name: sql.ref('name_key'),
  email: textSortKey('email'),
  phone: textSortKey('phone'),
  address: textSortKey('address'),
  created_at: sql.ref('created_at'),
};

export const CUSTOMER_EMAIL_UNIQUE = 'customers_email_unique';
export const VENDOR_NAME_UNIQUE = 'vendors_name_key_unique';
export const VEHICLE_VIN_UNIQUE = 'vehicles_vin_unique';
export const VEHICLE_PLATE_UNIQUE = 'vehicles_plate_number_unique';

/** Customers, addressed by id; searched by e-mail. */
export function createCustomersRepository(db: Kysely<DB>) {
  return createTableRepository<'customers', Customer>(db, {
    table: 'customers',
    toItem: contactOf,
    keyCondition: (key) => (isUuid(key) ? sql<SqlBool>`id = ${key}` : undefined),
    keysCondition: (keys) => inList('id', keys.filter(isUuid)),
    searchColumn: 'email',
    labelColumns: listDefinitions.customers.labelFields,
    sortKeys: {
      name: textSortKey('name'),
      email: textSortKey('email'),
      phone: textSortKey('phone'),
      address: textSortKey('address'),
      created_at: sql.ref('created_at'),
    },
  });
}

/** Vendors, addressed by the path key of their name. */
export function createVendorsRepository(db: Kysely<DB>) {
  return createTableRepository<'vendors', Vendor>(db, {
    table: 'vendors',
    toItem: (row) => ({ ...contactOf(row), description: row.description }),
    ...addressedByName,
    searchColumn: 'name',
    sortKeys: contactSortKeys,
  });
}

/** Vehicles, addressed by VIN whatever its letter case; filtered by type. */
export function createVehiclesRepository(db: Kysely<DB>) {
  return createTableRepository<'vehicles', Vehicle>(db, {
    table: 'vehicles',
    toItem: (row) => ({
      id: row.id,
      vin: row.vin,
      make: row.make,
      model: row.model,
      year: row.year,
      color: row.color,
      mileage: row.mileage,
      engine_no: row.engine_no,
      chassis_no: row.chassis_no,
      plate_number: row.plate_number,
      cargo_capacity: row.cargo_capacity,
      type: row.type,
      ...times(row),
    }),
    keyCondition: (key) => sql<SqlBool>`upper(vin) = ${key.trim().toUpperCase()}`,
    keysCondition: (keys) =>
      inList(
        sql<string>`upper(vin)`,
        keys.map((key) => key.trim().toUpperCase()),
      ),
    searchColumn: 'vin',
    sortKeys: {
      make: textSortKey('make'),
      vin: sql`upper(vin)`,
      type: sql.ref('type'),
      plate_number: sql`upper(plate_number)`,
      cargo_capacity: sql.ref('cargo_capacity'),
      mileage: sql.ref('mileage'),
      color: textSortKey('color'),
      engine_no: textSortKey('engine_no'),
      chassis_no: textSortKey('chassis_no'),
      year: sql.ref('year'),
      created_at: sql.ref('created_at'),
    },
    facet: { filter: 'type', column: 'type' },
  });
}
