import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';

/**
 * Marks the async context of a transaction. PGlite is one session: code inside a transaction that uses the
 * outer `db` instead of the transaction object would wait forever for the session the transaction holds. The
 * PGlite pool reads this scope and throws at once instead (see pglite-dialect.ts).
 */
export const transactionScope = new AsyncLocalStorage<{ holdsSession: boolean }>();

export const NESTED_SESSION_MESSAGE =
  'The outer database was used inside a transaction; use the transaction object instead.';

/** Runs `work` in one transaction. Inside it, use only `trx` (or repositories built on it), never the outer db. */
export function runInTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return transactionScope.run({ holdsSession: false }, () => db.transaction().execute(work));
}
