import type { FastifyInstance } from 'fastify';
import type { ExportProgress, ExportState } from '@logistics/shared/contracts/exports';

/** How long a finished export's progress is still answered (the page's last poll comes well within it). */
const KEEP_FINISHED_MS = 10 * 60_000;

/** One export under way: the rows written to its file so far. */
export interface ExportCounter {
  rows: number;
  finish(state: Exclude<ExportState, 'running'>): void;
}

/**
 * The progress of the exports this instance writes, by the page's mark and the user who started them (so a
 * session sees only its own). Kept in memory: the instance that writes a file is the one that counts its rows.
 */
export class ExportProgressBoard {
  private readonly entries = new Map<string, ExportProgress>();

  private static keyOf(userId: string, resource: string, mark: string): string {
    return `${userId}\n${resource}\n${mark}`;
  }

  start(userId: string, resource: string, mark: string): ExportCounter {
    const key = ExportProgressBoard.keyOf(userId, resource, mark);
    const entry: ExportProgress = { rows: 0, state: 'running' };
    this.entries.set(key, entry);
    const entries = this.entries;
    return {
      get rows() {
        return entry.rows;
      },
      set rows(rows: number) {
        entry.rows = rows;
      },
      finish(state) {
        if (entry.state !== 'running') return;
        entry.state = state;
        setTimeout(() => {
          if (entries.get(key) === entry) entries.delete(key);
        }, KEEP_FINISHED_MS).unref();
      },
    };
  }

  read(userId: string, resource: string, mark: string): ExportProgress | undefined {
    const entry = this.entries.get(ExportProgressBoard.keyOf(userId, resource, mark));
    return entry && { ...entry };
  }
}

const boards = new WeakMap<FastifyInstance, ExportProgressBoard>();

/** The app's board (one per server). */
export function exportProgressBoard(app: FastifyInstance): ExportProgressBoard {
  let board = boards.get(app);
  if (!board) {
    board = new ExportProgressBoard();
    boards.set(app, board);
  }
  return board;
}
