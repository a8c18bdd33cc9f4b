import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { authMessages } from '@logistics/shared/contracts/messages';
import type { Role } from '@logistics/shared/contracts/roles';
import { createTokenService, type TokenService } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';

/** Who is calling: read from the database on every request, never from the token alone. */
export interface SessionUser {
  id: string;
  role: Role;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: a valid, unrevoked bearer token of an existing user with a role, or 401 (403 if no role). */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The token's id and expiry, for logout. */
    session: { jti: string; expiresAt: Date } | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The signed-in user of a request that went through `authenticate`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, authMessages.unauthenticated);
  return request.user;
}

export default fp(
  async (app) => {
    app.decorate('tokens', createTokenService(app.config.jwtSecret));
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new AppError(401, authMessages.unauthenticated);
      const claims = await app.tokens.verify(token);
      if (!claims) throw new AppError(401, authMessages.sessionExpired);
      // One read: the token's user as it is now, and whether this token was revoked (logout).
      const user = await app.repositories.users.sessionOf(claims.id, claims.jti);
      if (!user || user.revoked) throw new AppError(401, authMessages.sessionExpired);
      // A password reset ends every session that started before it.
      if (claims.tv !== user.token_version) throw new AppError(401, authMessages.sessionExpired);
      if (!user.role) throw new AppError(403, authMessages.noRoleYet);
      request.user = { id: user.id, role: user.role, email: user.email };
      request.session = { jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
    });
  },
  { name: 'auth', dependencies: ['repositories'] },
);
