import * as z from '@logistics/shared/contracts/zod';
import { exportTexts } from './messages.js';

/** The formats a list exports to. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * How a CSV writes amounts and dates: `plain` (the default) as a spreadsheet reads them, an amount without
 * currency sign or thousands separators ('1572.1') and an ISO date ('2026-10-20'); `shown` as the screen shows
 * them ('$1,572.10', '2026-Oct-20'). An XLSX holds numbers and dates as such, shown in the screen's formats.
 */
export const exportValueModes = ['plain', 'shown'] as const;
export type ExportValues = (typeof exportValueModes)[number];

/**
 * A spreadsheet opening a CSV runs a cell that starts with one of these as a formula (=, +, -, @, and a tab or
 * carriage return before them): a name like '=HYPERLINK(…)' would send the sheet's data away.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A plain or formatted number ('-12.5', '+1', '-$1,234.50'): a spreadsheet reads it as a value, never runs it. */
const NUMBER_TEXT = /^[+-]?\$?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/**
 * A CSV cell a spreadsheet cannot run: text that would start a formula gets a leading apostrophe (the usual
 * spreadsheet mark for "this is text"), so '+1 555 0100' reads as "'+1 555 0100" and a negative amount stays
 * a number. Text that already starts with apostrophes before such a character gets one more, so that
 * `restoreCsvCell` gives every value back exactly.
 */
export function neutraliseCsvCell(text: string): string {
  return FORMULA_START.test(text) && !NUMBER_TEXT.test(text) ? `'${text}` : text;
}

/** The value `neutraliseCsvCell` wrote the cell for: the apostrophe it added taken off, nothing else. */
export function restoreCsvCell(text: string): string {
  return /^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** A download link lives this long: enough to start the download, too short to be worth stealing. */
export const DOWNLOAD_TOKEN_SECONDS = 60;

/** POST /<resource>/export-token: the short-lived token a download link carries instead of the Bearer token. */
export const downloadTokenResponseSchema = z.object({ token: z.string(), expires_at: z.string() });
export type DownloadTokenResponse = z.output<typeof downloadTokenResponseSchema>;

/** The page's mark of one export: it names the export's started cookie and its progress. */
const readyMarkSchema = z
  .string()
  .regex(/^[a-z0-9]{8,40}$/, 'ready must be 8 to 40 lowercase letters or digits');

/**
 * GET /<resource>/export's own parameters, beside the list's (q, filters, from, to, sort, order): the format,
 * the columns in the order shown (all of the list's by default), and the download token when the request
 * carries no Authorization header (a browser download cannot send one).
 */
export function exportParamsSchema(fields: readonly string[]) {
  const allowed = new Set(fields);
  return z.object({
    format: z.enum(exportFormats, { error: exportTexts.formatRequired }),
    columns: z
      .union([z.string(), z.array(z.string())])
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
      )
      .refine((list) => list.every((field) => allowed.has(field)), exportTexts.unknownColumns(fields))
      .optional(),
    values: z.enum(exportValueModes, { error: exportTexts.valuesRequired }).optional(),
    download_token: z.string().max(2000).optional(),
    /** The page's mark: the answer sets the cookie `exportStartedCookie(ready)`, so the page sees it begin. */
    ready: readyMarkSchema.optional(),
  });
}

/**
 * GET /<resource>/export-progress?ready=<ready>: how far the export marked `ready` has got, for the session that
 * started it: the rows written to the file so far, and whether it is still running, done or failed.
 */
export const exportStates = ['running', 'done', 'failed'] as const;
export type ExportState = (typeof exportStates)[number];
export const exportProgressSchema = z.object({ rows: z.number().int().min(0), state: z.enum(exportStates) });
export type ExportProgress = z.output<typeof exportProgressSchema>;
export const exportProgressQuerySchema = z.object({ ready: readyMarkSchema });
/** How often the page asks for an export's progress. */
export const EXPORT_PROGRESS_POLL_MS = 1000;

/**
 * The cookie an export's answer sets when its file starts: a download is a navigation the page cannot watch,
 * so this is how the page learns that the server has started streaming (it then stops waiting and the browser's
 * download bar shows the progress). It holds no secret and lives two minutes.
 */
export const exportStartedCookie = (ready: string) => `logistics-export-${ready}`;
/**
 * The cookie a refused export's answer sets instead (a 4xx or 5xx, when `ready` is a mark): its value is the
 * answer's message, URI-encoded. A refused download starts no file, so without it the page would wait out
 * EXPORT_STARTED_WAIT_MS before saying anything.
 */
export const exportRefusedCookie = (ready: string) => `logistics-export-refused-${ready}`;
export const EXPORT_STARTED_WAIT_MS = 120_000;

/** The file's name: the list and today's date, 'sales-2026-11-24.csv'. */
export function exportFileName(resource: string, format: ExportFormat, today: string): string {
  return `${resource}-${today}.${format}`;
}
