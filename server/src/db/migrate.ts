import { Migrator, type Kysely } from 'kysely';
import { loadMigrations } from './migrations/index.js';
import type { DB } from './schema.js';

/** Applies every pending migration (under Kysely's migration lock, so concurrent instances are safe). */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: loadMigrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
