import { readdirSync } from 'node:fs';
import type { Migration } from 'kysely';

/** A migration's file: `NNNN-what-it-does.ts` (`.js` once built). Names sort in the order they apply. */
const MIGRATION_FILE = /^(\d{4}-[a-z0-9-]+)\.(ts|js)$/;

let loading: Promise<Record<string, Migration>> | undefined;

/**
 * Every migration of this folder, by name, in the order they apply: a new migration is a new file here, found by
 * its name. A shipped one is never edited (README.md beside it says why; shipped.json holds their hashes).
 */
export function loadMigrations(): Promise<Record<string, Migration>> {
  loading ??= readMigrations();
  return loading;
}

async function readMigrations(): Promise<Record<string, Migration>> {
  const folder = new URL('.', import.meta.url);
  const files = readdirSync(folder)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
  const migrations: Record<string, Migration> = {};
  for (const file of files) {
    const migration = (await import(new URL(file, folder).pathname)) as Partial<Migration>;
    if (typeof migration.up !== 'function') throw new Error(`The migration ${file} exports no up()`);
    migrations[file.replace(MIGRATION_FILE, '$1')] = migration as Migration;
  }
  return migrations;
}
