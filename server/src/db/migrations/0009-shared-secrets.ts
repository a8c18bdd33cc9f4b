import { sql, type Kysely } from 'kysely';

/**
 * Secrets every instance must share and none may generate on its own: on PostgreSQL without JWT_SECRET, the
 * token signing secret is generated once into this table (instead of DATA_DIR, which each instance has its
 * own of), so a token signed by one instance is valid on all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shared_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shared_secrets').execute();
}
