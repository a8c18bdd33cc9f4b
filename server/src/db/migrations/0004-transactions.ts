import { sql, type Kysely } from 'kysely';

/** The status lists as they stood when this migration was written (a test compares them with contracts). */
export const ORDER_STATUSES_0004 = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'return',
  'delayed',
] as const;
export const SHIPMENT_STATUSES_0004 = ['pending', 'in transit', 'delivered', 'cancelled', 'delayed'] as const;

const now = sql`now()`;
const uuid = sql`gen_random_uuid()`;
const money = sql`numeric(13, 3)`;
const listOf = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Purchases, transfers, sales and shipments with their lines, the stock per inventory, product and batch (MR
 * ID), the stock ledger and the status history.
 *
 * Lists at scale: each list's default sort (date, then id) has an index, as do its filters. The sales list's
 * total and facet counts come from `sale_counts` (one row per day, inventory and status, kept by a trigger), so
 * a page of a million sales never counts a million rows; a search (`q`) counts the matching rows instead, with
 * a trigram index on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Business keys are unique as written; lookups in paths use them exactly.
  await db.schema
    .createTable('purchases')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('mr_id', 'text', (col) => col.notNull())
    .addColumn('purchase_date', 'date', (col) => col.notNull())
    .addColumn('vendor_id', 'uuid', (col) => col.notNull().references('vendors.id').onDelete('restrict'))
    .addColumn('inventory_id', 'uuid', (col) =>
      col.notNull().references('inventories.id').onDelete('restrict'),
    )
    .addColumn('adjustment', money, (col) => col.notNull().defaultTo(0))
    .addColumn('total_price', money, (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('purchases_mr_id_unique', ['mr_id'])
    .addCheckConstraint('purchases_amounts_not_negative', sql`adjustment >= 0 and total_price >= 0`)
    .execute();
  await sql`create index purchases_date_sort on purchases (purchase_date, id)`.execute(db);
  await sql`create index purchases_inventory on purchases (inventory_id, purchase_date)`.execute(db);
  await sql`create index purchases_vendor on purchases (vendor_id, purchase_date)`.execute(db);

  await db.schema
    .createTable('purchase_products')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('purchase_id', 'uuid', (col) => col.notNull().references('purchases.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (col) => col.notNull().references('products.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price', money, (col) => col.notNull())
    .addColumn('discount', sql`numeric(6, 3)`, (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('purchase_products_quantity_positive', sql`quantity > 0`)
    .addCheckConstraint('purchase_products_discount_range', sql`discount between 0 and 100`)
    .addCheckConstraint('purchase_products_unit_price_not_negative', sql`unit_price >= 0`)
    .execute();
  await sql`create index purchase_products_purchase on purchase_products (purchase_id, created_at, id)`.execute(
    db,
  );
  await sql`create index purchase_products_product on purchase_products (product_id)`.execute(db);

  await db.schema
    .createTable('transfers')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('trf_id', 'text', (col) => col.notNull())
    .addColumn('transfer_date', 'date', (col) => col.notNull())
    .addColumn('source_inventory_id', 'uuid', (col) =>
      col.notNull().references('inventories.id').onDelete('restrict'),
    )
    .addColumn('destination_inventory_id', 'uuid', (col) =>
      col.notNull().references('inventories.id').onDelete('restrict'),
    )
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('transfers_trf_id_unique', ['trf_id'])
    .addCheckConstraint('transfers_inventories_differ', sql`source_inventory_id <> destination_inventory_id`)
    .execute();
  await sql`create index transfers_date_sort on transfers (transfer_date, id)`.execute(db);
  await sql`create index transfers_source on transfers (source_inventory_id, transfer_date)`.execute(db);
  await sql`create index transfers_destination on transfers (destination_inventory_id, transfer_date)`.execute(
    db,
  );

  await db.schema
    .createTable('transfer_products')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('transfer_id', 'uuid', (col) => col.notNull().references('transfers.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (col) => col.notNull().references('products.id').onDelete('restrict'))
    .addColumn('mr_id', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('transfer_products_quantity_positive', sql`quantity > 0`)
    .execute();
  await sql`create index transfer_products_transfer on transfer_products (transfer_id, created_at, id)`.execute(
    db,
  );
  await sql`create index transfer_products_product on transfer_products (product_id)`.execute(db);

  await db.schema
    .createTable('sales')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('bill_id', 'text', (col) => col.notNull())
    .addColumn('sale_date', 'date', (col) => col.notNull())
    .addColumn('customer_id', 'uuid', (col) => col.notNull().references('customers.id').onDelete('restrict'))
    .addColumn('inventory_id', 'uuid', (col) =>
      col.notNull().references('inventories.id').onDelete('restrict'),
    )
    .addColumn('shipping_address', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('adjustment', money, (col) => col.notNull().defaultTo(0))
    .addColumn('total_price', money, (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('sales_bill_id_unique', ['bill_id'])
    .addCheckConstraint('sales_status_known', sql`status in (${listOf(ORDER_STATUSES_0004)})`)
    .addCheckConstraint('sales_amounts_not_negative', sql`adjustment >= 0 and total_price >= 0`)
    .execute();
  // The default page (newest first) and each filter with the date range; sorts by other columns keep an index.
  await sql`create index sales_date_sort on sales (sale_date, id)`.execute(db);
  await sql`create index sales_inventory on sales (inventory_id, sale_date, id)`.execute(db);
  await sql`create index sales_status on sales (status, sale_date, id)`.execute(db);
  await sql`create index sales_customer on sales (customer_id, sale_date)`.execute(db);
  await sql`create index sales_total_sort on sales (total_price, id)`.execute(db);
  await sql`create index sales_adjustment_sort on sales (adjustment, id)`.execute(db);
  await sql`create index sales_bill_sort on sales (bill_id collate "C", id)`.execute(db);
  await sql`create index sales_status_sort on sales (status, id)`.execute(db);
  await sql`create index sales_address_sort on sales (lower(shipping_address) collate "C", id)`.execute(db);

  await db.schema
    .createTable('sale_products')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('sale_id', 'uuid', (col) => col.notNull().references('sales.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (col) => col.notNull().references('products.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price', money, (col) => col.notNull())
    .addColumn('discount', sql`numeric(6, 3)`, (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('sale_products_quantity_positive', sql`quantity > 0`)
    .addCheckConstraint('sale_products_discount_range', sql`discount between 0 and 100`)
    .addCheckConstraint('sale_products_unit_price_not_negative', sql`unit_price >= 0`)
    .execute();
  await sql`create index sale_products_sale on sale_products (sale_id, created_at, id)`.execute(db);
  await sql`create index sale_products_product on sale_products (product_id)`.execute(db);

  // Precomputed counts of the sales list (total and facets), one row per day, inventory and status.
  await db.schema
    .createTable('sale_counts')
    .addColumn('sale_date', 'date', (col) => col.notNull())
    .addColumn('inventory_id', 'uuid', (col) =>
      col.notNull().references('inventories.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('sales', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('sale_counts_pk', ['sale_date', 'inventory_id', 'status'])
    .execute();
  await sql`
    create function sale_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update sale_counts set sales = sales - 1
          where sale_date = old.sale_date and inventory_id = old.inventory_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into sale_counts (sale_date, inventory_id, status, sales)
          values (new.sale_date, new.inventory_id, new.status, 1)
          on conflict (sale_date, inventory_id, status) do update set sales = sale_counts.sales + 1;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger sales_keep_counts after insert or delete or update of sale_date, inventory_id, status
    on sales for each row execute function sale_counts_apply()`.execute(db);

  await db.schema
    .createTable('shipments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('shipment_id', 'text', (col) => col.notNull())
    .addColumn('shipment_date', 'date', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('vehicle_id', 'uuid', (col) => col.notNull().references('vehicles.id').onDelete('restrict'))
    .addColumn('captain_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('shipments_shipment_id_unique', ['shipment_id'])
    .addCheckConstraint('shipments_status_known', sql`status in (${listOf(SHIPMENT_STATUSES_0004)})`)
    .execute();
  await sql`create index shipments_date_sort on shipments (shipment_date, id)`.execute(db);
  await sql`create index shipments_status on shipments (status, shipment_date)`.execute(db);
  await sql`create index shipments_captain on shipments (captain_id, shipment_date)`.execute(db);
  await sql`create index shipments_vehicle on shipments (vehicle_id)`.execute(db);

  // A sale travels in one shipment at a time.
  await db.schema
    .createTable('shipment_products')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('shipment_id', 'uuid', (col) => col.notNull().references('shipments.id').onDelete('cascade'))
    .addColumn('sale_id', 'uuid', (col) => col.notNull().references('sales.id').onDelete('restrict'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('shipment_products_sale_unique', ['sale_id'])
    .execute();
  await sql`create index shipment_products_shipment on shipment_products (shipment_id, created_at, id)`.execute(
    db,
  );

  // Stock per inventory, product and batch. batch_date (the purchase date of the batch's MR ID) orders batches
  // oldest first for sales. Rows stay at 0 so the ledger keeps pointing at them.
  await db.schema
    .createTable('stock')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('inventory_id', 'uuid', (col) =>
      col.notNull().references('inventories.id').onDelete('restrict'),
    )
    .addColumn('product_id', 'uuid', (col) => col.notNull().references('products.id').onDelete('restrict'))
    .addColumn('mr_id', 'text', (col) => col.notNull())
    .addColumn('batch_date', 'date', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('stock_batch_unique', ['inventory_id', 'product_id', 'mr_id'])
    .addCheckConstraint('stock_quantity_not_negative', sql`quantity >= 0`)
    .execute();
  await sql`create index stock_oldest_first on stock (inventory_id, product_id, batch_date, created_at, id)`.execute(
    db,
  );
  await sql`create index stock_product on stock (product_id)`.execute(db);
  await sql`create index stock_mr_id on stock (mr_id)`.execute(db);

  // The ledger: every change of stock, with its cause (a purchase, transfer or sale line) and who made it. The
  // cause is not a foreign key, so the history outlives a deleted line (whose reversal is in the ledger too).
  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('stock_id', 'uuid', (col) => col.notNull().references('stock.id').onDelete('restrict'))
    .addColumn('delta', 'integer', (col) => col.notNull())
    .addColumn('cause', 'text', (col) => col.notNull())
    .addColumn('cause_id', 'uuid', (col) => col.notNull())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('stock_movements_delta_not_zero', sql`delta <> 0`)
    .addCheckConstraint(
      'stock_movements_cause_known',
      sql`cause in ('purchase', 'transfer-out', 'transfer-in', 'sale', 'sale-return')`,
    )
    .execute();
  await sql`create index stock_movements_cause on stock_movements (cause_id, stock_id)`.execute(db);
  await sql`create index stock_movements_stock on stock_movements (stock_id, created_at)`.execute(db);

  // Status history of sales and shipments; like the ledger, it outlives the row it describes.
  await db.schema
    .createTable('status_changes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'uuid', (col) => col.notNull())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('status_changes_entity_known', sql`entity in ('sale', 'shipment')`)
    .execute();
  await sql`create index status_changes_entity on status_changes (entity_id, created_at)`.execute(db);

  // Contains-search on business keys at scale: trigram indexes where the engine has pg_trgm (PostgreSQL);
  // PGlite has no such extension and scans its (small) tables.
  const trigram = await sql<{ available: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(db);
  if (trigram.rows[0]?.available) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [table, column] of [
      ['sales', 'bill_id'],
      ['purchases', 'mr_id'],
      ['transfers', 'trf_id'],
      ['shipments', 'shipment_id'],
    ] as const) {
      await sql`create index ${sql.id(`${table}_${column}_trgm`)} on ${sql.table(table)} using gin (${sql.ref(column)} gin_trgm_ops)`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'status_changes',
    'stock_movements',
    'stock',
    'shipment_products',
    'shipments',
    'sale_counts',
    'sale_products',
    'sales',
    'transfer_products',
    'transfers',
    'purchase_products',
    'purchases',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists sale_counts_apply()`.execute(db);
}
