import { EventEmitter } from 'node:events';
import pg from 'pg';
import {
  CHANGE_NOTICE_CODE_0010 as CHANGE_NOTICE_CODE,
  KEYS_PER_NOTICE_0010 as KEYS_PER_CHANGE,
} from './migrations/0010-change-announcements.js';

/**
 * Committed changes, announced to every instance on the database: the live lists' feed (plugins/app/events.ts).
 *
 * The triggers of migration 0010 raise a notice for each statement that changed announced rows. A
 * `ChangeCollector` per database session gathers them and hands them on when the transaction commits (or the
 * statement autocommits); a rollback or a failed statement drops them. PostgreSQL then announces them with
 * NOTIFY, outside the write's transaction, and every instance LISTENs; PGlite (one process) passes them on
 * in-process.
 */

/** One resource's changed rows (ids); `keys` null when a bulk write changed too many to list. */
export interface Change {
  resource: string;
  keys: string[] | null;
}

export interface ChangeListener {
  onChanges(changes: Change[]): void;
  /** Listening: every change committed from now on is delivered (again, after `onLost`). */
  onListening(): void;
  /**
   * The feed broke (its connection to PostgreSQL was lost), so changes may go unannounced until it is back; it
   * reconnects by itself and calls `onListening` again.
   */
  onLost(error: Error): void;
}

export interface ChangeFeed {
  /** Starts listening (in the background, retrying until it can); returns the way to stop. */
  subscribe(listener: ChangeListener): () => Promise<void>;
}

export const CHANGES_CHANNEL = 'logistics_changes';

/** Session settings that turn the notices on (see migration 0010). */
export const ANNOUNCING_SESSION = {
  'logistics.announce_changes': 'on',
  // The default, set in case the server or role was configured quieter.
  client_min_messages: 'notice',
} as const;

/** NOTIFY's payload limit is 8000 bytes. */
const PAYLOAD_LIMIT = 7900;

/** Changes as one NOTIFY payload; too long, they lose their keys (the pages reload those resources whole). */
export function encodeChanges(changes: Change[]): string {
  const text = JSON.stringify(changes);
  if (text.length <= PAYLOAD_LIMIT) return text;
  return JSON.stringify(changes.map(({ resource }) => ({ resource, keys: null })));
}

function isChange(value: unknown): value is Change {
  if (typeof value !== 'object' || value === null) return false;
  const { resource, keys } = value as Record<string, unknown>;
  return (
    typeof resource === 'string' &&
    (keys === null || (Array.isArray(keys) && keys.every((key) => typeof key === 'string')))
  );
}

/** A payload read back; anything malformed (not ours) is an empty list. */
export function decodeChanges(payload: string | undefined): Change[] {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    return Array.isArray(value) ? value.filter(isChange) : [];
  } catch {
    return [];
  }
}

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\b(?!\s+prepared)/i;
const ROLLBACK = /^\s*(rollback|abort)\b(?!\s+(to|prepared)\b)/i;

/** Changes gathered by resource: the keys of each, or null once too many to list (or a bulk write's). */
type Gathered = Map<string, Set<string> | null>;

function gather(gathered: Gathered, changes: readonly Change[]): void {
  for (const { resource, keys } of changes) {
    const known = gathered.get(resource);
    if (known === null) continue;
    if (keys === null) {
      gathered.set(resource, null);
      continue;
    }
    const merged = known ?? new Set<string>();
    for (const key of keys) merged.add(key);
    gathered.set(resource, merged.size > KEYS_PER_CHANGE ? null : merged);
  }
}

const listed = (gathered: Gathered): Change[] =>
  [...gathered].map(([resource, keys]) => ({ resource, keys: keys && [...keys] }));

/**
 * Hands committed changes to `send` (one NOTIFY) one announcement at a time: the changes committed while one is
 * on its way go out together in the next. Alone, a write is announced at once; under load, one NOTIFY carries
 * many writes, each of which would otherwise cost the instance a round trip, PostgreSQL a transaction and every
 * listening instance a notification to read. A failed send is reported, and the next goes on.
 */
export function createAnnouncer(
  send: (changes: Change[]) => Promise<unknown>,
  onError: (error: Error) => void,
): (changes: Change[]) => void {
  let waiting: Gathered | undefined;
  let sending = false;
  const start = (changes: Change[]) => {
    sending = true;
    send(changes)
      .catch((error: Error) => onError(error))
      .finally(() => {
        sending = false;
        const next = waiting;
        waiting = undefined;
        if (next) start(listed(next));
      });
  };
  return (changes) => {
    if (!sending) return start(changes);
    waiting ??= new Map();
    gather(waiting, changes);
  };
}

/**
 * The change notices of one database session, held until its transaction ends. Told of every statement the
 * session ran and whether it succeeded, it publishes on a commit (or an autocommitted statement) and forgets on
 * a rollback or a failure. A savepoint rolled back keeps its notices: an announcement too many only makes a
 * page reload rows that did not change.
 */
export class ChangeCollector {
  readonly #pending = new Map<string, Set<string> | null>();
  #inTransaction = false;

  constructor(private readonly publish: (changes: Change[]) => void) {}

  notice(notice: { code?: string | undefined; message?: string | undefined }): void {
    if (notice.code !== CHANGE_NOTICE_CODE) return;
    gather(this.#pending, decodeChanges(`[${notice.message ?? ''}]`));
  }

  /** After each statement: `rolled-back` when a COMMIT found the transaction failed (PostgreSQL's answer). */
  settled(statement: string, outcome: 'ok' | 'failed' | 'rolled-back'): void {
    if (BEGIN.test(statement)) {
      // Whatever an abandoned session left is not this transaction's.
      this.#pending.clear();
      this.#inTransaction = outcome === 'ok';
      return;
    }
    const ends = COMMIT.test(statement) || ROLLBACK.test(statement);
    if (this.#inTransaction && !ends) return;
    this.#inTransaction = false;
    const committed = outcome === 'ok' && !ROLLBACK.test(statement);
    if (committed && this.#pending.size > 0) this.publish(listed(this.#pending));
    this.#pending.clear();
  }
}

/** PGlite: one process, so committed changes go straight to this process's listeners (in commit order). */
export function createLocalChangeFeed(): { feed: ChangeFeed; publish: (changes: Change[]) => void } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    // After the statement's own promise settles: a listener never runs inside the writer's call.
    publish: (changes) => setImmediate(() => emitter.emit('changes', changes)),
    feed: {
      subscribe(listener) {
        const onChanges = (changes: Change[]) => listener.onChanges(changes);
        emitter.on('changes', onChanges);
        listener.onListening();
        return async () => void emitter.off('changes', onChanges);
      },
    },
  };
}

const RECONNECT_MS = { first: 250, max: 5000 };

/**
 * PostgreSQL: each subscription holds one connection of its own that LISTENs (a pooled one would be handed to
 * other queries), and reconnects with a growing pause when it is lost.
 */
export function createPostgresChangeFeed(connectionString: string): ChangeFeed {
  return {
    subscribe(listener) {
      let stopped = false;
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      let pause = RECONNECT_MS.first;

      const schedule = () => {
        retry = setTimeout(() => void reconnect(), pause);
        pause = Math.min(pause * 2, RECONNECT_MS.max);
      };
      const lose = (lost: pg.Client, error: Error) => {
        if (client !== lost) return;
        client = undefined;
        lost.end().catch(() => undefined);
        if (stopped) return;
        listener.onLost(error);
        schedule();
      };
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
        // Listened to from the start: an 'error' nobody listens to would end the process.
        next.on('error', (error) => lose(next, error));
        next.on('end', () => lose(next, new Error('The change feed connection ended.')));
        next.on('notification', (message) => {
          if (message.channel === CHANGES_CHANNEL) listener.onChanges(decodeChanges(message.payload));
        });
        try {
          await next.connect();
          await next.query(`listen ${CHANGES_CHANNEL}`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        pause = RECONNECT_MS.first;
      };
      const reconnect = async () => {
        if (stopped) return;
        try {
          await connect();
          if (client) listener.onListening();
        } catch {
          schedule();
        }
      };

      void reconnect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const last = client;
        client = undefined;
        await last?.end().catch(() => undefined);
      };
    },
  };
}
