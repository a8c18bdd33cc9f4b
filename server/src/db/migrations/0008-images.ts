import { sql, type Kysely } from 'kysely';

/**
 * Images in the database, so any API instance serves any image (several may run on one PostgreSQL): the
 * uploaded bytes and what is known of them (uploader, type, size, when). An image is served at
 * /api/uploads/<public_id>.<format>, as when the bytes lived in DATA_DIR/uploads (the files there are imported
 * once at start: uploads/import-folder.ts). `referenced_at` is the last time a record was set to the image; the
 * orphan sweep keeps an image for a grace period after that, and after its upload.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('public_id', 'text', (col) => col.primaryKey())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('uploaded_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('referenced_at', 'timestamptz')
    .addCheckConstraint('images_format_known', sql`format in ('png', 'jpg', 'gif', 'webp')`)
    .addCheckConstraint('images_size_matches', sql`size = octet_length(bytes)`)
    .execute();
  // The quota (bytes per uploader) and the sweep (oldest first).
  await sql`create index images_uploaded_by on images (uploaded_by)`.execute(db);
  await sql`create index images_sweep on images ((coalesce(referenced_at, created_at)))`.execute(db);

  // Image fields now hold only https URLs or this server's uploads (contracts' isImageUrl); a value stored
  // before (a javascript: URL planted through the API) is cleared rather than left for a page to render.
  await sql`update users set avatar = null
    where avatar is not null and avatar !~ '^https://' and avatar !~ '^http://[^/?#]+/api/uploads/'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('images').ifExists().execute();
}
