import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENTS_RETRY_MS, type StreamEventName } from '@logistics/shared/contracts/events';
import { authMessages, serverMessages } from '@logistics/shared/contracts/messages';
import { decide, resources, type Resource } from '@logistics/shared/contracts/permissions';
import type { Change } from '../../db/changes.js';
import { transactionScope } from '../../db/transaction.js';
import { AppError, isAppError } from '../../errors.js';
import { visibleRows } from '../../routes/visible-rows.js';
import { confirmSession, type SessionClaims } from './auth.js';

/**
 * The live lists' streams (GET /api/events, routes/events.ts): every committed change on the database, from any
 * instance, reaches each open stream whose role may read that resource, as its name and the changed ids that
 * its reader's row scope shows.
 */

declare module 'fastify' {
  interface FastifyInstance {
    events: EventHub;
  }
}

export interface EventHub {
  /** Answers the request with a stream (it authenticated already); resolves once the stream is open. */
  open(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Streams open on this instance. */
  readonly size: number;
}

/** A slow reader's unsent events beyond this end its stream: it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** How long a stream's session goes without being checked again, when no change announced its end. */
const SESSION_RECHECK_MS = 5 * 60 * 1000;
/** Sessions checked per heartbeat at most, so the streams opened together do not all ask at once. */
const RECHECKS_PER_HEARTBEAT = 100;
/** How long an opening stream waits for the change feed to listen (after a lost connection) before a 503. */
const LISTENING_WAIT_MS = 5000;

/** Changes the pages are told of: the API's resources. Others ('sessions') only matter to the hub. */
const pageResources = new Set<string>(resources);

interface Stream {
  raw: ServerResponse;
  claims: SessionClaims & { exp: number };
  checkedAt: number;
  checking: boolean;
  closed: boolean;
  /** Its change events in commit order: each is written after the one before (whose row scope may be read). */
  delivering: Promise<void>;
}

const mayRead = (claims: SessionClaims, resource: Resource) =>
  claims.role !== null &&
  (decide(claims.role, resource, 'list').allowed || decide(claims.role, resource, 'view').allowed);

export default fp(
  async (app) => {
    const streams = new Set<Stream>();
    const streamsPerUser = new Map<string, number>();
    const forget = (stream: Stream) => {
      if (!streams.delete(stream)) return;
      const left = (streamsPerUser.get(stream.claims.id) ?? 1) - 1;
      if (left > 0) streamsPerUser.set(stream.claims.id, left);
      else streamsPerUser.delete(stream.claims.id);
    };
    // Event ids: this instance's start and a counter. A client's Last-Event-ID only tells that it was connected.
    const instance = randomBytes(4).toString('hex');
    let sequence = 0;
    let listening = false;
    let listeningWaiters: Array<() => void> = [];

    const write = (stream: Stream, text: string) => {
      if (stream.closed) return;
      if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
        close(stream);
        return;
      }
      stream.raw.write(text);
    };
    const frame = (event: StreamEventName, data: unknown) =>
      `id: ${instance}.${(sequence += 1)}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    const close = (stream: Stream, ending?: string) => {
      if (stream.closed) return;
      if (ending !== undefined) stream.raw.write(frame('end', { message: ending }));
      stream.closed = true;
      forget(stream);
      stream.raw.end();
    };

    /** The database's word on a stream's session again; a refusal ends the stream with its message. */
    const recheck = async (stream: Stream) => {
      if (stream.checking || stream.closed) return;
      stream.checking = true;
      try {
        await app.checkSession(stream.claims);
        stream.checkedAt = Date.now();
      } catch (error) {
        if (isAppError(error)) close(stream, error.message);
        else app.log.warn({ err: error }, 'an event stream could not check its session');
      } finally {
        stream.checking = false;
      }
    };

    /**
     * What a stream is told of a change: its keys when its reader's row scope shows every one (the list read's
     * own scope, routes/visible-rows.ts); else the keys it shows, if any, and the resource without keys (null:
     * "rows of this resource changed"), so a stream never names a row outside its reader's scope and the page
     * still reads the resource again. A row deleted or moved out of the scope is no longer shown, so it too is
     * announced without its key. One answer per reader and resource in each batch of changes.
     */
    const keysFor = (
      stream: Stream,
      resource: Resource,
      keys: string[] | null,
      answers: Map<string, Promise<Array<string[] | null>>>,
    ): Promise<Array<string[] | null>> => {
      const visible = visibleRows[resource];
      const { id, role } = stream.claims;
      if (keys === null || !visible || role === null) return Promise.resolve([keys]);
      const asked = `${id}:${resource}`;
      let answer = answers.get(asked);
      if (!answer) {
        // Outside the writer's transaction, whose commit announced the change (in-process on PGlite): this is
        // a read of its own, on the outer database.
        answer = transactionScope
          .exit(() => visible(app, { id, role }, keys))
          .then(
            (ids) => {
              const shown = new Set(ids);
              const named = keys.filter((key) => shown.has(key));
              if (named.length === keys.length) return [keys];
              return named.length > 0 ? [named, null] : [null];
            },
            (error: unknown) => {
              app.log.warn({ err: error }, 'an event stream could not read its row scope');
              return [null];
            },
          );
        answers.set(asked, answer);
      }
      return answer;
    };

    const onChanges = (changes: Change[]) => {
      const answers = new Map<string, Promise<Array<string[] | null>>>();
      for (const { resource, keys } of changes) {
        // A logout (its jti), or a user changed or deleted (role, token version): their streams ask again.
        if (resource === 'sessions' || resource === 'users') {
          const field = resource === 'sessions' ? 'jti' : 'id';
          for (const stream of streams) {
            if (keys === null || keys.includes(stream.claims[field])) void recheck(stream);
          }
        }
        if (!pageResources.has(resource)) continue;
        for (const stream of streams) {
          if (!mayRead(stream.claims, resource as Resource)) continue;
          const shown = keysFor(stream, resource as Resource, keys, answers);
          stream.delivering = stream.delivering
            .then(async () => {
              for (const told of await shown) write(stream, frame('change', { resource, keys: told }));
            })
            .catch((error: unknown) => app.log.warn({ err: error }, 'an event could not be written'));
        }
      }
    };

    const stopFeed = app.changeFeed.subscribe({
      onChanges,
      onListening: () => {
        listening = true;
        for (const resolve of listeningWaiters) resolve();
        listeningWaiters = [];
      },
      // Changes may go unannounced until the feed is back: every stream ends, and its client reconnects (here
      // or to another instance) and refetches.
      onLost: (error) => {
        listening = false;
        app.log.error({ err: error }, 'the change feed was lost; closing the event streams');
        for (const stream of streams) close(stream);
      },
    });

    const waitUntilListening = async () => {
      if (listening) return;
      let timer: NodeJS.Timeout | undefined;
      const heard = await Promise.race([
        new Promise<boolean>((resolve) => listeningWaiters.push(() => resolve(true))),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), LISTENING_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (!heard) throw new AppError(503, serverMessages.unavailable);
    };

    // Heartbeats keep proxies from cutting a quiet stream; each also ends expired sessions and checks a few
    // sessions that no change has checked for a while.
    const heartbeat = setInterval(() => {
      const now = Date.now();
      let rechecks = 0;
      for (const stream of streams) {
        if (stream.claims.exp * 1000 <= now) {
          close(stream, authMessages.sessionExpired);
          continue;
        }
        write(stream, ':\n\n');
        if (now - stream.checkedAt > SESSION_RECHECK_MS && rechecks < RECHECKS_PER_HEARTBEAT) {
          rechecks += 1;
          void recheck(stream);
        }
      }
    }, app.config.eventsHeartbeatMs);
    heartbeat.unref();

    // Before the server stops taking connections: the streams end (without an `end` event), so their clients
    // reconnect to another instance and the close does not wait on them.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const stream of streams) close(stream);
    });
    app.addHook('onClose', async () => stopFeed());

    const hub: EventHub = {
      get size() {
        return streams.size;
      },
      async open(request, reply) {
        await confirmSession(request);
        const { user, session } = request;
        if (!user || !session) throw new AppError(401, authMessages.unauthenticated);
        // More than a user's tabs is a client gone wrong.
        if ((streamsPerUser.get(user.id) ?? 0) >= app.config.eventStreamsPerUser)
          throw new AppError(429, serverMessages.tooManyEventStreams);
        await waitUntilListening();

        reply.hijack();
        const raw = reply.raw;
        // What the hooks set (security headers, request id), then the stream's own.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) raw.setHeader(name, value);
        }
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          // nginx and other buffering proxies: pass each event on as it comes.
          'x-accel-buffering': 'no',
          // The connection ends with its stream: an ended stream left as an idle keep-alive connection would
          // hold a closing server until its keep-alive timeout.
          connection: 'close',
        });
        raw.socket?.setNoDelay(true);
        const stream: Stream = {
          raw,
          claims: {
            id: user.id,
            role: user.role,
            jti: session.jti,
            tv: session.tokenVersion,
            exp: Math.floor(session.expiresAt.getTime() / 1000),
          },
          checkedAt: Date.now(),
          checking: false,
          closed: false,
          delivering: Promise.resolve(),
        };
        streams.add(stream);
        streamsPerUser.set(user.id, (streamsPerUser.get(user.id) ?? 0) + 1);
        request.raw.on('close', () => {
          stream.closed = true;
          forget(stream);
        });
        raw.write(`retry: ${EVENTS_RETRY_MS}\n\n`);
        write(stream, frame('ready', { resync: request.headers['last-event-id'] !== undefined }));
      },
    };
    app.decorate('events', hub);
  },
  { name: 'events', dependencies: ['database', 'auth'] },
);
