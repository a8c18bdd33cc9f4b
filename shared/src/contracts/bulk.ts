import * as z from '@logistics/shared/contracts/zod';
import { bulkTexts } from './messages.js';
import { orderStatusSchema } from './statuses.js';

/**
 * Bulk actions on a list's selection. A request names its rows either one by one (`ids`, each
 * with the version the page showed) or as "all matching" (`all_matching`: the list's own query, and `expected`,
 * the count the confirmation named). The server does the whole action in one transaction, each row through the
 * single-row action's own checks, and either does all of it or nothing, naming the rows that blocked it.
 */

/** The most rows one bulk request may act on. */
export const BULK_MAX_ROWS = 1000;
/** The most ids an "Export selected" link carries (they travel in its query string). */
export const EXPORT_IDS_MAX = 300;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: bulkTexts.idsInvalid,
});

export const bulkRowSchema = z.object({ id: uuid, version: z.number().int().min(1) });
export type BulkRow = z.output<typeof bulkRowSchema>;

/** The list's query as the page sends it (what `listQuery(params)` builds), read by the list's own schema. */
const listQueryValues = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));

/** Refuses a row named twice, by its id (compared as the database does, case aside). */
function refuseRepeatedIds(rows: BulkRow[] | undefined, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  rows?.forEach((row, index) => {
    const id = row.id.toLowerCase();
    if (seen.has(id))
      ctx.addIssue({ code: 'custom', message: bulkTexts.duplicateId(row.id), path: [index, 'id'] });
    seen.add(id);
  });
}

const target = {
  // A row named twice is refused by name: with one version per mention, the second would read as stale.
  ids: z
    .array(bulkRowSchema)
    .min(1)
    .max(BULK_MAX_ROWS, { error: bulkTexts.tooMany(BULK_MAX_ROWS) })
    .optional()
    .superRefine(refuseRepeatedIds),
  all_matching: listQueryValues.optional(),
  expected: z.number().int().min(0).optional(),
};

const oneTarget = (value: { ids?: unknown; all_matching?: unknown; expected?: unknown }) =>
  (value.ids !== undefined) !== (value.all_matching !== undefined) &&
  (value.all_matching === undefined || value.expected !== undefined);

/** POST /<resource>/bulk-delete */
export const bulkDeleteSchema = z.object(target).refine(oneTarget, { error: bulkTexts.targetRequired });
export type BulkDelete = z.output<typeof bulkDeleteSchema>;

/** POST /sales/bulk-status */
export const bulkStatusSchema = z
  .object({ ...target, status: orderStatusSchema })
  .refine(oneTarget, { error: bulkTexts.targetRequired });
export type BulkStatus = z.output<typeof bulkStatusSchema>;

export const bulkResultSchema = z.object({ message: z.string(), count: z.number().int() });
export type BulkResult = z.output<typeof bulkResultSchema>;

/** A row that blocked a bulk action: its id, its name as the list shows it (its key), and why. */
export const blockedRowSchema = z.object({ id: z.string(), name: z.string(), reason: z.string() });
export type BlockedRow = z.output<typeof blockedRowSchema>;

/** 409: nothing changed; `blocked` names every row that stopped it (absent when the list itself changed). */
export const bulkRefusalSchema = z.object({
  message: z.string(),
  blocked: z.array(blockedRowSchema).optional(),
});
export type BulkRefusal = z.output<typeof bulkRefusalSchema>;

/** Export selected: `ids=<id>,<id>…` beside the export's own parameters. */
export const exportIdsSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(uuid).max(EXPORT_IDS_MAX, { error: bulkTexts.exportTooMany(EXPORT_IDS_MAX) }));
