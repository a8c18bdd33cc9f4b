import type { QueryClient } from '@tanstack/react-query';
import {
  EVENTS_PATH,
  EVENTS_RETRY_MS,
  streamEventSchemas,
  type ChangeEvent,
} from '@logistics/shared/contracts/events';
import { eachResource, type Resource } from '@logistics/shared/contracts/resources';
import { resourceKey } from '@logistics/shared/api/query-keys';

/**
 * Live lists, the parts without React or the session (so the server's suites run them against a real
 * server): the fetch reader of GET /api/events with its reconnection, and the invalidation of the queries of
 * each announced resource. The hook that the host mounts is api/live-events.ts.
 */

/** The queries each announced resource's change reads again (its declaration's `liveQueryPrefixes`). */
export const liveQueryPrefixes: Record<Resource, readonly string[]> = eachResource('liveQueryPrefixes');

/** Announcements gathered this long are read again together: a burst of writes costs one refetch per query. */
export const LIVE_BATCH_MS = 200;
/** The longest wait between two attempts to reconnect (the first waits about EVENTS_RETRY_MS). */
export const LIVE_MAX_RETRY_MS = 30_000;

export interface LiveEventsHandlers {
  /** Rows of a resource changed. */
  onChange(change: ChangeEvent): void;
  /** Connected (again). `resync`: it was connected before and may have missed changes: read everything again. */
  onReady?(ready: { resync: boolean }): void;
  /** The server ended the session's stream (logout, password, role): no reconnection. */
  onEnd?(message: string): void;
  /** The call was refused for good (401 or 403): no reconnection; the page's own calls will say why. */
  onRefused?(status: number): void;
}

export interface LiveEventsOptions extends LiveEventsHandlers {
  token: string;
  /** Where the API answers: '/api' on the page (API_BASE). */
  base: string;
  /** The wait before the next attempt to reconnect, given how many have failed in a row (from 0). */
  retryDelay?: (failures: number) => number;
}

export interface LiveEventsConnection {
  close(): void;
}

/** A server-sent event as the stream framed it (WHATWG HTML, "Parsing an event stream"). */
export interface StreamMessage {
  event: string;
  data: string;
  id: string | undefined;
}

/**
 * The event-stream framing, fed text as it arrives: lines end with CRLF, LF or CR, a blank line dispatches,
 * `:` starts a comment (the heartbeats), one space after the colon is dropped. Written here rather than taken
 * from a package: eventsource-parser publishes its TypeScript source under the "source" condition this
 * workspace resolves its own packages by, which neither the bundler's rules nor tsc take from node_modules.
 */
export function createStreamParser(onMessage: (message: StreamMessage) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), id });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return {
    feed(chunk: string) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end === -1) return;
        // A CR at the end of a chunk may be the first half of a CRLF: wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
      }
    },
    /** A new connection: a half-received event of the last one is dropped; the last event id is kept. */
    reset() {
      buffer = '';
      event = '';
      data = [];
    },
    get lastEventId() {
      return id;
    },
  };
}

/** Exponential backoff from the server's `retry`, with jitter so the clients of a dead instance spread out. */
export function liveRetryDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LIVE_MAX_RETRY_MS, EVENTS_RETRY_MS * 2 ** Math.min(failures, 10));
  return Math.round(ceiling * (0.5 + random() / 2));
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * Reads /api/events with fetch (EventSource cannot send the Bearer header) and keeps it open: after a network
 * error, a stream that ended (its instance stopped or died) or a 5xx/429, it reconnects with backoff, sending
 * Last-Event-ID so the server answers `resync`. It stops on `close()`, on an `end` event, and on a 401/403.
 */
export function connectLiveEvents(options: LiveEventsOptions): LiveEventsConnection {
  const { token, base, retryDelay = liveRetryDelay } = options;
  const stop = new AbortController();
  let failures = 0;
  let finished = false;

  const parser = createStreamParser((message) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    if (message.event === 'change') {
      const change = streamEventSchemas.change.safeParse(data);
      if (change.success) options.onChange(change.data);
    } else if (message.event === 'ready') {
      const ready = streamEventSchemas.ready.safeParse(data);
      if (!ready.success) return;
      failures = 0;
      options.onReady?.(ready.data);
    } else if (message.event === 'end') {
      const end = streamEventSchemas.end.safeParse(data);
      finished = true;
      options.onEnd?.(end.success ? end.data.message : '');
    }
  });

  /** One connection, read to its end; resolves when it ended (for whatever reason). */
  async function readOnce(): Promise<void> {
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    if (parser.lastEventId) headers['Last-Event-ID'] = parser.lastEventId;
    const response = await fetch(`${base}${EVENTS_PATH}`, {
      headers,
      signal: stop.signal,
      credentials: 'same-origin',
    });
    if (response.status === 401 || response.status === 403) {
      finished = true;
      await response.text().catch(() => undefined);
      options.onRefused?.(response.status);
      return;
    }
    if (!response.ok || !response.body) {
      await response.text().catch(() => undefined);
      failures += 1;
      return;
    }
    parser.reset();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || finished) break;
        parser.feed(value);
      }
    } finally {
      // Also when it stops early (an `end`): the connection is let go rather than left half-read.
      await reader.cancel().catch(() => undefined);
    }
    // However it ended, the next attempt waits: about EVENTS_RETRY_MS, and longer while none reaches `ready`.
    if (!finished) failures += 1;
  }

  void (async () => {
    while (!stop.signal.aborted && !finished) {
      try {
        await readOnce();
      } catch {
        // A network error or an instance gone mid-stream; an abort is `close()`.
        if (!stop.signal.aborted) failures += 1;
      }
      if (stop.signal.aborted || finished) break;
      await sleep(retryDelay(Math.max(0, failures - 1)), stop.signal);
    }
  })();

  return {
    close() {
      stop.abort();
    },
  };
}

/**
 * Gathers announced resources and invalidates their queries once per LIVE_BATCH_MS. A query that is reading
 * just now is left to finish and invalidated on the next round: cancelling it for each change of a steady
 * stream of writes would starve it, and skipping it could miss a change committed after its read began.
 * Invalidating refetches only the queries on screen; the rest are marked stale. react-query keeps the shown
 * data while it reads, so the lists keep their rows (ag-grid keeps scroll and selection by row id).
 */
export function createLiveInvalidator(client: QueryClient, batchMs = LIVE_BATCH_MS) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    for (const prefix of [...pending]) {
      const queryKey = resourceKey(prefix);
      if (client.isFetching({ queryKey }) > 0) continue;
      pending.delete(prefix);
      void client.invalidateQueries({ queryKey }, { cancelRefetch: false });
    }
    if (pending.size > 0) schedule();
  };
  const schedule = () => {
    timer ??= setTimeout(flush, batchMs);
  };

  return {
    change(change: ChangeEvent) {
      for (const prefix of liveQueryPrefixes[change.resource]) pending.add(prefix);
      schedule();
    },
    /** Changes may have been missed (a reconnection): every query reads again. */
    everything() {
      pending.clear();
      if (timer) clearTimeout(timer);
      timer = undefined;
      void client.invalidateQueries();
    },
    dispose() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
