import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { createImagesRepository } from '../repositories/images.js';
import { imageKindOf } from '@logistics/shared/contracts/validation';
import { parseStoredPath } from './images.js';

/** Marks the import done (in seed_history, the table of one-time steps). */
export const UPLOADS_IMPORT = 'import DATA_DIR/uploads into images';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Before migration 0008 images were files under DATA_DIR/uploads/<public id>.<format>. This copies them into
 * the database once, with the same public ids (so the URLs records hold keep working), their file times as
 * upload times and no uploader. A file whose bytes are not an image, or whose path is not an image path, is
 * left alone; the folder itself is never changed. Safe on several instances at once: each row goes in once.
 */
export async function importUploadsFolder(
  db: Kysely<DB>,
  uploadsDir: string,
): Promise<{ imported: number; skipped: number } | undefined> {
  const done = await db
    .selectFrom('seed_history')
    .select('name')
    .where('name', '=', UPLOADS_IMPORT)
    .executeTakeFirst();
  if (done) return undefined;
  const images = createImagesRepository(db);
  let imported = 0;
  let skipped = 0;
  for (const file of await filesUnder(uploadsDir)) {
    const path = relative(uploadsDir, file).split(sep).join('/');
    const stored = parseStoredPath(path);
    const bytes = stored ? await readFile(file) : undefined;
    const kind = bytes && imageKindOf(bytes);
    if (!stored || !bytes || kind?.ext !== stored.format) {
      skipped += 1;
      continue;
    }
    const { mtime } = await stat(file);
    const inserted = await images.insert({
      ...stored,
      mime: kind.mime,
      bytes,
      uploadedBy: null,
      createdAt: mtime,
    });
    if (inserted) imported += 1;
  }
  await db
    .insertInto('seed_history')
    .values({ name: UPLOADS_IMPORT })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return { imported, skipped };
}
