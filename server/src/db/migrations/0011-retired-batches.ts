import { sql, type Kysely } from 'kysely';

/**
 * The ledger outlives the batches it moved. A product or an inventory may go once none of its stock remains and
 * no document lists it (a purchase made and deleted again leaves a batch at zero behind); its batches go with it,
 * and their movements stay, detached from the stock row (`stock_id` null) and naming in words the product,
 * inventory and MR ID that the row used to tell (see stock/ledger.ts, retireEmptyBatches).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stock_movements alter column stock_id drop not null`.execute(db);
  await sql`alter table stock_movements
    add column product text, add column inventory text, add column mr_id text`.execute(db);
  await sql`alter table stock_movements add constraint stock_movements_names_its_batch
    check (stock_id is not null or (product is not null and inventory is not null and mr_id is not null))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The history of retired batches has no stock row to point at again: it goes back with the columns.
  await sql`delete from stock_movements where stock_id is null`.execute(db);
  await sql`alter table stock_movements drop constraint stock_movements_names_its_batch`.execute(db);
  await sql`alter table stock_movements drop column product, drop column inventory, drop column mr_id`.execute(
    db,
  );
  await sql`alter table stock_movements alter column stock_id set not null`.execute(db);
}
