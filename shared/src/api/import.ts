import {
  importRefusalSchema,
  importReportSchema,
  importResultSchema,
  type ImportMode,
  type ImportRefusal,
  type ImportReport,
  type ImportResource,
  type ImportResult,
} from '@logistics/shared/contracts/imports';
import { importTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import { http, isApiError } from '@logistics/shared/api/http';

function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/**
 * The server reads the file (the page only sends it, so it stays responsive whatever the
 * file's size) and reports its first rows and every invalid row, changing nothing.
 */
export function checkImport(resource: ImportResource, file: File, mode: ImportMode): Promise<ImportReport> {
  return http.post(`/${resource}/import`, formOf(file), {
    query: { dry_run: 'true', mode },
    defaultMessage: importTexts.failed(resourceLabels[resource].plural),
    parse: importReportSchema,
  });
}

/** Imports every row of the file in one transaction, or none (the server refuses when a row is invalid). */
export function runImport(resource: ImportResource, file: File, mode: ImportMode): Promise<ImportResult> {
  return http.post(`/${resource}/import`, formOf(file), {
    query: { mode },
    defaultMessage: importTexts.failed(resourceLabels[resource].plural),
    parse: importResultSchema,
  });
}

/** The server's report in an import's refusal (a row invalid, or changed by someone else at commit), if it is one. */
export function refusalOf(error: unknown): ImportRefusal | undefined {
  if (!isApiError(error)) return undefined;
  const parsed = importRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}
