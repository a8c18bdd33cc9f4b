import { EventSource } from 'eventsource';
import type { App } from '../src/app.js';
import type { StreamEventName } from '@logistics/shared/contracts/events';

/** An event of GET /api/events as a client saw it; `error` is EventSource's own (a refused or broken stream). */
export interface SeenEvent {
  type: StreamEventName | 'error';
  id: string;
  data: Record<string, unknown>;
}

/** How long `next` waits before failing with what it waited for (a missing event fails the test, not a hang). */
const WAIT_MS = 20_000;

export interface EventStream {
  /** The next event (in order) that matches; the ones before it are passed over. */
  next(what: string, matches?: (event: SeenEvent) => boolean): Promise<SeenEvent>;
  /** Every event seen so far, in order. */
  all(): readonly SeenEvent[];
  readonly source: EventSource;
  close(): void;
}

/**
 * A standard EventSource (WHATWG, with its reconnection and Last-Event-ID) on /api/events, sending the Bearer
 * token through fetch as the web app does.
 */
export function openEvents(base: string, token: string): EventStream {
  const seen: SeenEvent[] = [];
  const waiting = new Set<() => void>();
  const source = new EventSource(`${base}/api/events`, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
  });
  const push = (event: SeenEvent) => {
    seen.push(event);
    for (const wake of waiting) wake();
  };
  for (const type of ['ready', 'change', 'end'] as const) {
    source.addEventListener(type, (event) => {
      push({ type, id: event.lastEventId, data: JSON.parse(event.data) as Record<string, unknown> });
    });
  }
  source.addEventListener('error', (event) => {
    push({ type: 'error', id: '', data: { code: event.code, message: event.message } });
  });
  let read = 0;
  return {
    source,
    all: () => seen,
    close: () => source.close(),
    next(what, matches = () => true) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(new Error(`no ${what} on the event stream within ${WAIT_MS / 1000} s`));
        }, WAIT_MS);
        function look() {
          while (read < seen.length) {
            const event = seen[read] as SeenEvent;
            read += 1;
            if (matches(event)) {
              clearTimeout(timer);
              waiting.delete(look);
              resolve(event);
              return;
            }
          }
        }
        waiting.add(look);
        look();
      });
    },
  };
}

/** A change event of one resource. */
export const changeOf =
  (resource: string) =>
  (event: SeenEvent): boolean =>
    event.type === 'change' && event.data.resource === resource;

/** Makes an app listen on a free loopback port (as a real instance), for clients that need a socket. */
export async function serveOnLoopback(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
}
