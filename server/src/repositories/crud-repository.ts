import type { ListQuery } from '@logistics/shared/contracts/lists';
import type { ListPage } from './list-query.js';
import type { Outcome } from './outcome.js';

/** What a master-data repository offers the routes (routes/crud-routes.ts): rows addressed by their path key. */
export interface CrudRepository<T, Create, Update> {
  list(params: ListQuery): Promise<ListPage<T>>;
  findByKey(key: string): Promise<T | undefined>;
  /** The rows of these path keys in one read (an import's slice of up to a thousand); unknown keys are left out. */
  findManyByKeys(keys: readonly string[]): Promise<T[]>;
  create(input: Create): Promise<T>;
  /** Many rows in multi-row INSERTs (an import, inside its transaction); throws as `create` does. */
  insertMany(inputs: readonly Create[]): Promise<void>;
  update(key: string, changes: Update, expectedVersion: number): Promise<Outcome<{ item: T }>>;
  remove(key: string): Promise<boolean>;
}
