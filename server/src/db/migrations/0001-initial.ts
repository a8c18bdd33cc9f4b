import { sql, type Kysely } from 'kysely';

/**
 * The role list as it stood when this migration was written. A migration is history: if the roles in
 * contracts change, a new migration alters the check (a test compares this list with contracts' roles).
 */
export const ROLES_0001 = [
  'admin',
  'procurement-manager',
  'fleet-manager',
  'inventory-manager',
  'inventory-in-charge',
  'captain',
] as const;

const now = sql`now()`;
const uuid = sql`gen_random_uuid()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('avatar', 'text')
    .addColumn('national_id', 'text')
    .addColumn('driving_license_no', 'text')
    .addColumn('passport_no', 'text')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('users_email_unique', ['email'])
    .addCheckConstraint('users_email_lowercase', sql`email = lower(email)`)
    .addCheckConstraint(
      'users_role_known',
      sql`role is null or role in (${sql.join(ROLES_0001.map((role) => sql.lit(role)))})`,
    )
    .execute();

  // name_key in the "C" collation: byte order is the same on every engine and locale, and the unique index
  // then also serves ORDER BY name_key (the list's default sort).
  await db.schema
    .createTable('categories')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', sql`text collate "C"`, (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('categories_name_key_unique', ['name_key'])
    .execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_tokens_expires_at')
    .on('revoked_tokens')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuid))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('password_reset_tokens_token_hash_unique', ['token_hash'])
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('seed_history')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('applied_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['seed_history', 'password_reset_tokens', 'revoked_tokens', 'categories', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
