import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { authMessages } from '@logistics/shared/contracts/messages';
import type { Role } from '@logistics/shared/contracts/roles';
import { createTokenService, type TokenService, type VerifiedClaims } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { outcomeOf } from './error-handler.js';

/** Who is calling: the token's user, whose session the database confirms on every request. */
export interface SessionUser {
  id: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: a valid, unrevoked bearer token of an existing user with a role, or 401 (403 if no role). */
    authenticate(request: FastifyRequest): Promise<void>;
    /** The database's word on a token, again (an open event stream asks after a logout or a role change). */
    checkSession(claims: SessionClaims): Promise<Role>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The token's id, expiry and the user's token version, for logout and for checking the session again. */
    session: { jti: string; expiresAt: Date; tokenVersion: number } | null;
    /** A read's session check, still under way while the read runs; awaited before anything is sent. */
    sessionCheck: Promise<unknown> | null;
  }
}

/** What a session check reads of a token. */
export type SessionClaims = Pick<VerifiedClaims, 'id' | 'role' | 'jti' | 'tv'>;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Methods whose handlers only read. Their session is checked while they run, on another connection, and the
 * answer waits for it: a failed check replaces whatever the read produced. Writes wait for it before they start.
 */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** The signed-in user of a request that went through `authenticate`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, authMessages.unauthenticated);
  return request.user;
}

/**
 * Waits for a read's session check now (it throws the refusal), for a handler that answers outside the usual
 * reply, whose onSend would otherwise wait for it: an event stream.
 */
export async function confirmSession(request: FastifyRequest): Promise<void> {
  const check = request.sessionCheck;
  request.sessionCheck = null;
  await check;
}

export default fp(
  async (app) => {
    const secret = app.config.jwtSecret;
    // main.ts reads the database's secret before building the app when JWT_SECRET is unset on PostgreSQL.
    if (!secret)
      throw new Error('No JWT secret: set JWT_SECRET, or let the server keep one in the database.');
    app.decorate('tokens', createTokenService(secret));
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('sessionCheck', null);

    /**
     * The database's word on a token (one read): its user still exists with the token's role, the token was not
     * revoked (logout), and no password reset came after it. A role changed since the login ends the session,
     * so the app the user signed in to (its menu and remote come from the token's role) and the server agree.
     */
    async function checkSession(claims: SessionClaims): Promise<Role> {
      const user = await app.repositories.users.sessionOf(claims.id, claims.jti);
      if (!user || user.revoked) throw new AppError(401, authMessages.sessionExpired);
      // Before the token version, which a role change through the API also raises: the person is told why.
      if (user.role && user.role !== claims.role) throw new AppError(401, authMessages.roleChanged);
      if (claims.tv !== user.token_version) throw new AppError(401, authMessages.sessionExpired);
      if (!user.role) throw new AppError(403, authMessages.noRoleYet);
      return user.role;
    }

    app.decorate('checkSession', checkSession);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new AppError(401, authMessages.unauthenticated);
      const claims = await app.tokens.verify(token);
      if (!claims) throw new AppError(401, authMessages.sessionExpired);
      const check = checkSession(claims);
      if (claims.role !== null && READ_METHODS.has(request.method)) {
        // Awaited in onSend; until then a refusal must not count as an unhandled rejection.
        check.catch(() => undefined);
        request.sessionCheck = check;
        request.user = { id: claims.id, role: claims.role };
      } else {
        request.user = { id: claims.id, role: await check };
      }
      request.session = {
        jti: claims.jti,
        expiresAt: new Date(claims.exp * 1000),
        tokenVersion: claims.tv,
      };
    });

    // Every answer to a read, its errors included, waits for the session check: a refused session answers its
    // own refusal instead. App-level, so it runs before the routes' own onSend hooks (compression).
    app.addHook('onSend', async (request, reply, payload) => {
      const check = request.sessionCheck;
      if (!check) return payload;
      request.sessionCheck = null;
      try {
        await check;
        return payload;
      } catch (error) {
        // The body the error handler would give, which onSend can no longer call.
        const { status, message } = outcomeOf(error);
        if (status >= 500) request.log.error({ err: error }, 'session check failed');
        reply.code(status).type('application/json; charset=utf-8');
        return JSON.stringify({ message });
      }
    });
  },
  { name: 'auth', dependencies: ['repositories'] },
);
