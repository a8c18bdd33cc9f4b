import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import {
  importColumns,
  importMatchColumns,
  type ImportProblem,
  type ImportResource,
} from '@logistics/shared/contracts/imports';
import { importTexts, serverMessages } from '@logistics/shared/contracts/messages';
import { isUniqueViolation } from '../db/errors.js';
import type { Repositories } from '../repositories/index.js';
import { isProblem, type Outcome } from '../repositories/outcome.js';
import { batches } from '../repositories/document-shared.js';
import { SLICE_ROWS, type PlannedRow } from './check-rows.js';

/** How the rows are written, inside the import's transaction: the repository's own insert and update. */
export interface ImportWriter<Create> {
  resource: ImportResource;
  thing: string;
  insertMany: (repositories: Repositories, rows: readonly Create[]) => Promise<void>;
  /** The dialog's update: the changes written only while the row has `version` (which it raises). */
  update: (
    repositories: Repositories,
    key: string,
    changes: Record<string, unknown>,
    version: number,
  ) => Promise<Outcome<object>>;
  /** Unique constraints a write may still hit (a value taken since the check), with the field they key. */
  constraints: ReadonlyArray<{ constraint: string; label: string; field: string }>;
}

/** A row the write found changed or taken by someone else since the check: nothing was written. */
export class RowConflict extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.message);
  }
}

/**
 * Writes the checked rows in one transaction, all or nothing: each update through the repository's update at
 * the version the check read (so a row changed since is not overwritten, and the update bumps the version and
 * announces the change as a dialog's does), then the new rows in multi-row inserts. An update that finds its
 * row changed, or its unique value taken, throws a RowConflict naming the row; an insert's unique violation is
 * thrown as is (its batch does not say which row).
 */
export async function applyRows<Create>(
  app: FastifyInstance,
  writer: ImportWriter<Create>,
  planned: readonly PlannedRow<Create>[],
): Promise<void> {
  const headerOf = (field: string) =>
    importColumns[writer.resource].find((column) => column.fields.includes(field))?.header ?? field;
  await app.transaction(async (repositories) => {
    let written = 0;
    for (const plan of planned) {
      if (plan.action !== 'update') continue;
      const outcome = await writer
        .update(repositories, plan.key, plan.changes, plan.version)
        .catch((error: unknown) => {
          const hit = writer.constraints.find((c) => isUniqueViolation(error, c.constraint));
          const value = hit && plan.changes[hit.field];
          if (!hit || typeof value !== 'string') throw error;
          throw new RowConflict({
            row: plan.row,
            column: headerOf(hit.field),
            message: serverMessages.duplicate(writer.thing, hit.label, value),
          });
        });
      if (isProblem(outcome))
        throw new RowConflict({
          row: plan.row,
          column: importMatchColumns[writer.resource].header,
          message: importTexts.changedMeanwhile(writer.thing),
        });
      if (++written % SLICE_ROWS === 0) await nextTurn();
    }
    const created = planned.flatMap((plan) => (plan.action === 'create' ? [plan.value] : []));
    for (const batch of batches(created, SLICE_ROWS)) {
      await writer.insertMany(repositories, batch);
      await nextTurn();
    }
  });
}
