import {
  EXPORT_PROGRESS_POLL_MS,
  exportProgressSchema,
  type ExportProgress,
} from '@logistics/shared/contracts/exports';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { http } from '@logistics/shared/api/http';

/**
 * The exports this page started, and how far each has got: the server counts the rows it has written under the
 * page's mark, and the page asks every second until the file is done or failed. The browser still writes the file
 * to disk as it comes; the page only learns the count. An export the server does not know (another instance
 * writes it) is dropped without a word: the browser's download bar still shows it.
 */
export interface TrackedExport extends ExportProgress {
  mark: string;
  resource: Resource;
}

let latest: ReadonlyMap<Resource, TrackedExport> = new Map();
const listeners = new Set<() => void>();

function publish(entry: TrackedExport | undefined, resource: Resource): void {
  const next = new Map(latest);
  if (entry) next.set(resource, entry);
  else next.delete(resource);
  latest = next;
  for (const listener of listeners) listener();
}

/** The latest export of each list, for useSyncExternalStore. */
export const exportProgressStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): ReadonlyMap<Resource, TrackedExport> => latest,
};

/** Follows the export marked `mark` of `resource` until it is done or failed (a newer export of it takes over). */
export async function trackExport(resource: Resource, mark: string): Promise<void> {
  publish({ mark, resource, rows: 0, state: 'running' }, resource);
  for (;;) {
    let progress: ExportProgress;
    try {
      progress = await http.get(`/${resource}/export-progress`, {
        query: { ready: mark },
        parse: exportProgressSchema,
      });
    } catch {
      if (latest.get(resource)?.mark === mark) publish(undefined, resource);
      return;
    }
    if (latest.get(resource)?.mark !== mark) return;
    publish({ mark, resource, ...progress }, resource);
    if (progress.state !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, EXPORT_PROGRESS_POLL_MS));
  }
}
