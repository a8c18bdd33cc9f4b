import { sql, type Kysely } from 'kysely';
import type { Category } from '@logistics/shared/contracts/categories';
import type { DB } from '../db/schema.js';
import { createTableRepository } from './master-data-repository.js';
import { textSortKey } from './list-query.js';
import { addressedByName, times } from './master-data.js';

export const CATEGORY_NAME_UNIQUE = 'categories_name_key_unique';

/** Categories, addressed by the path key of their name (contracts' pathKey); a description sent empty is none. */
export function createCategoriesRepository(db: Kysely<DB>) {
  return createTableRepository<'categories', Category>(db, {
    table: 'categories',
    toItem: (row) => ({ id: row.id, name: row.name, description: row.description, ...times(row) }),
    ...addressedByName,
    searchColumn: 'name',
    // name_key sorts by name via its index.
    sortKeys: {
      name: sql.ref('name_key'),
      description: textSortKey('description'),
      created_at: sql.ref('created_at'),
    },
  });
}
