import { sql, type Kysely } from 'kysely';
import type { Role } from '@logistics/shared/contracts/roles';
import type { DB, ImagesTable } from '../db/schema.js';

/** An image's facts, without its bytes. */
export interface ImageInfo {
  publicId: string;
  format: ImagesTable['format'];
  size: number;
  uploadedBy: string | null;
}

export interface NewImage {
  publicId: string;
  format: ImagesTable['format'];
  mime: string;
  bytes: Buffer;
  uploadedBy: string | null;
  /** Defaults to now; an imported file keeps its own time. */
  createdAt?: Date;
}

/** A record that holds an image (today: a user's avatar), with what decides who may edit it. */
export interface ImageHolder {
  userId: string;
  role: Role | null;
}

/**
 * The stored path a URL names: '/api/uploads/<public id>.<format>' at the end of an avatar, whatever origin
 * it was written with (URLs from before PUBLIC_URL was used carry the Host they were uploaded through).
 */
const storedPathOf = (column: string) =>
  sql<
    string | null
  >`substring(${sql.ref(column)} from '^[A-Za-z][A-Za-z0-9+.-]*://[^/]+/api/uploads/([^?#]+)$')`;
const pathOfImage = sql<string>`images.public_id || '.' || images.format`;

/** pg answers bytea as a Buffer, PGlite as a Uint8Array. */
const toBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Uploaded images: bytes and facts in the database, so any instance serves any image. */
export function createImagesRepository(db: Kysely<DB>) {
  return {
    async insert(image: NewImage): Promise<boolean> {
      const result = await db
        .insertInto('images')
        .values({
          public_id: image.publicId,
          format: image.format,
          mime: image.mime,
          size: image.bytes.length,
          bytes: image.bytes,
          uploaded_by: image.uploadedBy,
          // As text: PGlite's serializer does not take a Date made in another realm (fs.stat's, under jest).
          ...(image.createdAt ? { created_at: image.createdAt.toISOString() } : {}),
        })
        .onConflict((oc) => oc.column('public_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Takes the uploader's row lock (call inside a transaction), so concurrent uploads of one person are
     * counted one after the other against the quota.
     */
    async lockUploader(userId: string): Promise<void> {
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    /** The bytes an uploader has stored (the quota counts them until they are removed or swept). */
    async storedBytesOf(userId: string): Promise<number> {
      const row = await db
        .selectFrom('images')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), sql<number>`0`).as('total'))
        .where('uploaded_by', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async find(publicId: string): Promise<ImageInfo | undefined> {
      const row = await db
        .selectFrom('images')
        .select(['public_id', 'format', 'size', 'uploaded_by'])
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      return (
        row && { publicId: row.public_id, format: row.format, size: row.size, uploadedBy: row.uploaded_by }
      );
    },

    async read(publicId: string, format: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
      const row = await db
        .selectFrom('images')
        .select(['mime', 'bytes'])
        .where('public_id', '=', publicId)
        .where('format', '=', format as ImagesTable['format'])
        .executeTakeFirst();
      return row && { mime: row.mime, bytes: toBuffer(row.bytes) };
    },

    async remove(publicId: string): Promise<boolean> {
      const result = await db.deleteFrom('images').where('public_id', '=', publicId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Marks an image as just referenced, before a record is set to it: the sweep then keeps it for the grace
     * period, and a sweep that removed it first leaves nothing to mark (the caller refuses the URL).
     */
    async touch(publicId: string, format: string): Promise<boolean> {
      const result = await db
        .updateTable('images')
        .set({ referenced_at: sql<Date>`now()` })
        .where('public_id', '=', publicId)
        .where('format', '=', format as ImagesTable['format'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Clears the image from the records that hold it (users' avatars), as an edit of each (its version). */
    async release(publicId: string): Promise<number> {
      const result = await db
        .updateTable('users')
        .set({ avatar: null, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('images')
              .select(sql`1`.as('one'))
              .where('images.public_id', '=', publicId)
              .where(storedPathOf('users.avatar'), '=', pathOfImage),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The records that hold an image: users whose avatar names it. */
    async holdersOf(publicId: string): Promise<ImageHolder[]> {
      const rows = await db
        .selectFrom('users')
        .innerJoin('images', (join) => join.on(storedPathOf('users.avatar'), '=', pathOfImage))
        .select(['users.id', 'users.role'])
        .where('images.public_id', '=', publicId)
        .execute();
      return rows.map((row) => ({ userId: row.id, role: row.role }));
    },

    /**
     * Removes images no record holds, uploaded (or last referenced) more than `graceSeconds` ago. One
     * statement: several instances may run it at once, and each row goes once.
     */
    async sweepOrphans(graceSeconds: number): Promise<number> {
      const result = await db
        .deleteFrom('images')
        .where(
          sql<boolean>`coalesce(referenced_at, created_at) < now() - make_interval(secs => ${graceSeconds})`,
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('users')
                .select(sql`1`.as('one'))
                .where(storedPathOf('users.avatar'), '=', pathOfImage),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
