import { sql, type Kysely } from 'kysely';

/** The vehicle types as they stood when this migration was written (a test compares them with contracts). */
export const VEHICLE_TYPES_0002 = [
  'airbus',
  'helicopter',
  'lorry',
  'truck',
  'motorcycle',
  'van',
  'autorickshaw',
] as const;

const now = sql`now()`;
const uuid = sql`gen_random_uuid()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('customers_email_lowercase', sql`email = lower(email)`)
    .execute();
  // Two customers may not share an e-mail; customers without one are many.
  await sql`create unique index customers_email_unique on customers (email) where email is not null`.execute(
    db,
  );
  await sql`create index customers_name_sort on customers (lower(name) collate "C", id)`.execute(db);

  await db.schema
    .createTable('vendors')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', sql`text collate "C"`, (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('description', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('vendors_name_key_unique', ['name_key'])
    .execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('vin', 'text', (col) => col.notNull())
    .addColumn('make', 'text', (col) => col.notNull())
    .addColumn('model', 'text')
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('mileage', 'integer')
    .addColumn('engine_no', 'text')
    .addColumn('chassis_no', 'text')
    .addColumn('plate_number', 'text', (col) => col.notNull())
    .addColumn('cargo_capacity', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'vehicles_type_known',
      sql`type in (${sql.join(VEHICLE_TYPES_0002.map((type) => sql.lit(type)))})`,
    )
    .addCheckConstraint('vehicles_cargo_capacity_positive', sql`cargo_capacity > 0`)
    .execute();
  // A VIN is the vehicle's key in paths; it is unique whatever its letter case.
  await sql`create unique index vehicles_vin_unique on vehicles (upper(vin))`.execute(db);
  await sql`create unique index vehicles_plate_number_unique on vehicles (upper(plate_number))`.execute(db);

  await db.schema
    .createTable('inventories')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', sql`text collate "C"`, (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('inventories_name_key_unique', ['name_key'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', sql`text collate "C"`, (col) => col.notNull())
    // A category in use cannot be deleted (the API answers 409 naming its products).
    .addColumn('category_id', 'uuid', (col) => col.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('price', 'numeric(13, 3)', (col) => col.notNull())
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('products_name_key_unique', ['name_key'])
    .addCheckConstraint('products_price_not_negative', sql`price >= 0`)
    .execute();
  await sql`create unique index products_sku_unique on products (upper(sku))`.execute(db);
  await db.schema.createIndex('products_category_id').on('products').column('category_id').execute();

  await db.schema
    .createTable('inventory_employments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('employee_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('inventory_id', 'uuid', (col) =>
      col.notNull().references('inventories.id').onDelete('restrict'),
    )
    .addColumn('hire_date', 'date', (col) => col.notNull())
    .addColumn('termination_date', 'date')
    .addColumn('resign_date', 'date')
    .addColumn('transfer_date', 'date')
    // Active while no end date is set: setting any end date ends the assignment.
    .addColumn('employee_status', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'inventory_employments_status_matches_dates',
      sql`employee_status = (termination_date is null and resign_date is null and transfer_date is null)`,
    )
    .execute();
  // One active assignment per employee: it decides which inventory an inventory-in-charge works in.
  await sql`create unique index inventory_employments_one_active on inventory_employments (employee_id) where employee_status`.execute(
    db,
  );
  await db.schema
    .createIndex('inventory_employments_employee_id')
    .on('inventory_employments')
    .column('employee_id')
    .execute();
  await db.schema
    .createIndex('inventory_employments_inventory_id')
    .on('inventory_employments')
    .column('inventory_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'inventory_employments',
    'products',
    'inventories',
    'vehicles',
    'vendors',
    'customers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
