import {
  importReportSchema,
  importResultSchema,
  type ImportReport,
  type ImportResource,
  type ImportResult,
} from '@logistics/shared/contracts/imports';
import { importTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import { http } from '@logistics/shared/api/http';

function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/**
 * The server reads the file (the page only sends it, so it stays responsive whatever the
 * file's size) and reports its first rows and every invalid row, changing nothing.
 */
export function checkImport(resource: ImportResource, file: File): Promise<ImportReport> {
  return http.post(`/${resource}/import`, formOf(file), {
    query: { dry_run: 'true' },
    defaultMessage: importTexts.failed(resourceLabels[resource].plural),
    parse: importReportSchema,
  });
}

/** Imports every row of the file in one transaction, or none (the server refuses when a row is invalid). */
export function runImport(resource: ImportResource, file: File): Promise<ImportResult> {
  return http.post(`/${resource}/import`, formOf(file), {
    defaultMessage: importTexts.failed(resourceLabels[resource].plural),
    parse: importResultSchema,
  });
}
