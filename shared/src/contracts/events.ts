import * as z from '@logistics/shared/contracts/zod';
import { resources } from './permissions.js';

/**
 * GET /api/events: a server-sent events stream that tells an open page which rows changed, so its lists update
 * without a reload. It carries the resource (as in the API path) and the changed rows' ids, never row data: the
 * page refetches through its normal, permission-checked queries. A role hears only of resources it may read.
 *
 * The stream is authenticated like every call, with the `Authorization: Bearer` header (read it with fetch:
 * EventSource cannot send headers, and a token in the URL would land in logs).
 */
export const EVENTS_PATH = '/events';

/** Each event's `data` (JSON), by the SSE event name. */
export const streamEventSchemas = {
  /**
   * First on every connection. `resync`: the client sent Last-Event-ID, so it was connected before and may
   * have missed changes meanwhile (they are not replayed): refetch what is on screen.
   */
  ready: z.object({ resync: z.boolean() }),
  /** Rows of a resource changed (created, updated, deleted); `keys` null: any of its rows (a bulk write). */
  change: z.object({ resource: z.enum(resources), keys: z.array(z.string()).nullable() }),
  /** The session ended (logout, password reset, role change, account deleted): the stream closes for good. */
  end: z.object({ message: z.string() }),
} as const;

export type StreamEventName = keyof typeof streamEventSchemas;
export type ChangeEvent = z.output<(typeof streamEventSchemas)['change']>;

/** What the server asks a client to wait before reconnecting after the stream broke (SSE `retry`). */
export const EVENTS_RETRY_MS = 2000;
