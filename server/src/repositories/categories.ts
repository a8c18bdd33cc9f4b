import { sql, type Kysely } from 'kysely';
import type { Category } from '@logistics/shared/contracts/categories';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { CategoryRow, DB } from '../db/schema.js';
import {
  containsPattern,
  keysetOf,
  nextKeyset,
  sortedPage,
  textSortKey,
  type ListPage,
  type ListParams,
} from './list-query.js';
import type { Outcome } from './outcome.js';
import { batches, inList } from './transaction-shared.js';

export const CATEGORY_NAME_UNIQUE = 'categories_name_key_unique';

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Sort columns of contracts' listDefinitions.categories.sortable. name_key sorts by name via its index. */
const sortKeys = {
  name: sql.ref('name_key'),
  description: textSortKey('description'),
  created_at: sql.ref('created_at'),
} as const;

function sortKeyOf(sort: string | undefined) {
  return sort !== undefined && sort in sortKeys ? sortKeys[sort as keyof typeof sortKeys] : sortKeys.name;
}

/** Categories, addressed by the path key of their name (contracts' pathKey). */
export function createCategoriesRepository(db: Kysely<DB>) {
  return {
    async list(params: ListParams): Promise<ListPage<Category>> {
      let filtered = db.selectFrom('categories');
      if (params.q) filtered = filtered.where('name', 'ilike', containsPattern(params.q));
      const page = sortedPage(filtered.selectAll(), sortKeyOf(params.sort), 'id', params);
      // A keyset read (an export's, a bulk action's) reads its rows only.
      if (keysetOf(params) !== undefined) {
        const rows = await page.execute();
        return { items: rows.map(toCategory), total: 0, facets: {}, next: nextKeyset(rows, params.pageSize) };
      }
      const [rows, count] = await Promise.all([
        page.execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toCategory), total: Number(count.total), facets: {} };
    },

    async findByKey(nameOrPath: string): Promise<Category | undefined> {
      const row = await db
        .selectFrom('categories')
        .selectAll()
        .where('name_key', '=', pathKey(nameOrPath))
        .executeTakeFirst();
      return row && toCategory(row);
    },

    async findManyByKeys(keys: readonly string[]): Promise<Category[]> {
      const rows = await db
        .selectFrom('categories')
        .selectAll()
        .where(inList('name_key', keys.map(pathKey)))
        .execute();
      return rows.map(toCategory);
    },

    /** Throws a unique violation (CATEGORY_NAME_UNIQUE) when the name's path key is taken. */
    async create(input: { name: string; description?: string | null | undefined }): Promise<Category> {
      const row = await db
        .insertInto('categories')
        // A description sent empty ('') is none.
        .values({ name: input.name, name_key: pathKey(input.name), description: input.description || null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCategory(row);
    },

    /** Many categories in multi-row INSERTs (an import); throws as `create` does. */
    async insertMany(
      inputs: ReadonlyArray<{ name: string; description?: string | null | undefined }>,
    ): Promise<void> {
      for (const batch of batches(inputs)) {
        await db
          .insertInto('categories')
          .values(
            batch.map((input) => ({
              name: input.name,
              name_key: pathKey(input.name),
              description: input.description || null,
            })),
          )
          .execute();
      }
    },

    /**
     * Partial update in one statement (undefined leaves a field, null clears it), only if
     * the row still has `expectedVersion`. Throws a unique violation when the new name's path key is taken.
     */
    async update(
      nameOrPath: string,
      changes: { name?: string | undefined; description?: string | null | undefined },
      expectedVersion: number,
    ): Promise<Outcome<{ item: Category }>> {
      const key = pathKey(nameOrPath);
      let query = db
        .updateTable('categories')
        .set((eb) => ({
          ...(changes.name === undefined ? {} : { name: changes.name, name_key: pathKey(changes.name) }),
          // A description sent empty ('') clears it; one not sent stays as it is.
          ...(changes.description === undefined ? {} : { description: changes.description || null }),
          version: eb('version', '+', 1),
          updated_at: sql<Date>`now()`,
        }))
        .where('name_key', '=', key);
      query = query.where('version', '=', expectedVersion);
      const row = await query.returningAll().executeTakeFirst();
      if (row) return { item: toCategory(row) };
      const exists = await db
        .selectFrom('categories')
        .select('id')
        .where('name_key', '=', key)
        .executeTakeFirst();
      return { problem: exists ? 'stale' : 'not-found' };
    },

    async remove(nameOrPath: string): Promise<boolean> {
      const result = await db
        .deleteFrom('categories')
        .where('name_key', '=', pathKey(nameOrPath))
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
