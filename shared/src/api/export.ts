import {
  downloadTokenResponseSchema,
  EXPORT_STARTED_WAIT_MS,
  exportRefusedCookie,
  exportStartedCookie,
  type ExportFormat,
  type ExportValues,
} from '@logistics/shared/contracts/exports';
import { exportTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { API_BASE, buildQuery, http } from '@logistics/shared/api/http';
import { trackExport } from '@logistics/shared/api/export-progress';
import { listQuery, type ListParams } from '@logistics/shared/api/list-params';

/** What a list exports: its resource and the query it shows now (its page and page size do not matter). */
export interface ExportTarget {
  resource: Resource;
  params: ListParams;
}

/**
 * The download link of a list's export: the list's query, the format, the visible columns in
 * their order, and a one-minute download token asked for with the session's Bearer token (SECURITY.md, "Export
 * downloads"). The browser opens it as a download, so it streams the file to disk and never holds it.
 */
export async function exportLink(
  { resource, params }: ExportTarget,
  format: ExportFormat,
  columns: readonly string[],
  ready?: string,
  /** Export selected: only these rows of the list. */
  ids?: readonly string[],
  /** A CSV's amounts and dates as the screen shows them ('shown') rather than plain (the server's default). */
  values?: ExportValues,
): Promise<string> {
  const { token } = await http.post(`/${resource}/export-token`, undefined, {
    defaultMessage: exportTexts.failed(resourceLabels[resource].plural),
    parse: downloadTokenResponseSchema,
  });
  return `${API_BASE}/${resource}/export${buildQuery({
    ...listQuery(params),
    // The whole list, not the page on screen.
    page: undefined,
    pageSize: undefined,
    format,
    columns: columns.join(','),
    download_token: token,
    ready,
    ids: ids?.join(','),
    values,
  })}`;
}

/** Starts a download of `url` the way a click on a link would (the browser writes it to disk as it comes). */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** A fresh mark for `ready`: the page waits for its cookie. */
function newReadyMark(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** The value of the cookie `name`, removing it; undefined while there is none. */
function takeCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((each) => each.startsWith(`${name}=`));
  if (pair === undefined) return undefined;
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict`;
  return pair.slice(name.length + 1);
}

/**
 * Resolves true once the server has started sending the export marked `ready` (its cookie arrived; it is then
 * removed); rejects with the server's words as soon as it refused it (its refusal cookie); false after
 * EXPORT_STARTED_WAIT_MS with neither (the download failed on its way: the browser says why).
 */
function exportStarted(ready: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const refused = takeCookie(exportRefusedCookie(ready));
      if (refused !== undefined) {
        clearInterval(timer);
        reject(new Error(decodeURIComponent(refused)));
      } else if (takeCookie(exportStartedCookie(ready)) !== undefined) {
        clearInterval(timer);
        resolve(true);
      } else if (Date.now() - started > EXPORT_STARTED_WAIT_MS) {
        clearInterval(timer);
        resolve(false);
      }
    }, 250);
  });
}

/**
 * Downloads a list's export (or the selection's, with `ids`): asks for the link, hands it to the browser, and
 * resolves true once the server has started sending (the caller says so), false when it never did; rejects with
 * the server's words when it refused.
 */
export async function downloadExport(
  target: ExportTarget,
  format: ExportFormat,
  columns: readonly string[],
  ids?: readonly string[],
  values?: ExportValues,
): Promise<boolean> {
  const ready = newReadyMark();
  download(await exportLink(target, format, columns, ready, ids, values));
  const started = await exportStarted(ready);
  // From now on the page shows the rows written so far (ExportProgress beside the Export button).
  if (started) void trackExport(target.resource, ready);
  return started;
}
