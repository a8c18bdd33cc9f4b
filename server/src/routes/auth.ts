import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  registrationSchema,
  resetPasswordRequestSchema,
} from '@logistics/shared/contracts/auth';
import { authMessages, serverMessages } from '@logistics/shared/contracts/messages';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/passwords.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { currentUser } from '../plugins/app/auth.js';
import { messageResponseSchema } from '@logistics/shared/contracts/rows';
import { bearerAuth, errorResponses } from '../schemas.js';

export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function resetMail(to: string, link: string) {
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Someone asked to reset the password of the account ${to}.`,
      '',
      `Open this link within one hour to choose a new password (it works once):`,
      link,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone asked to reset the password of the account ${escapeHtml(to)}.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> within one hour (the link works once).</p>
<p>If you did not ask for this, ignore this message: your password stays as it is.</p>`,
  };
}

/** Rate-limit key: the client and, where the body names one, the account being tried. */
function clientAndAccount(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

/** SPEC section 7, auth calls. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked after validation (preHandler), so the key can include the e-mail being tried.
  const rateLimit = {
    max: app.config.authRateLimit,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: clientAndAccount,
  };
  // And across accounts from one client, so many e-mails cannot be tried from one address. (A second
  // route-level limiter would be skipped by the plugin, which runs one per request; this one only counts.)
  const clientAttempts = app.createRateLimit({ max: app.config.authRateLimit * 5, timeWindow: '1 minute' });
  const perClient = async (request: FastifyRequest) => {
    const attempts = await clientAttempts(request);
    if (!attempts.isAllowed && attempts.isExceeded) throw new AppError(429, serverMessages.tooManyRequests);
  };

  app.post(
    '/login',
    {
      onRequest: [perClient],
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await app.repositories.users.findByEmail(email);
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDecoy(password);
      if (!user || !valid) throw new AppError(401, authMessages.invalidCredentials);
      if (!user.role) throw new AppError(403, authMessages.noRoleYet);
      const { token } = await app.tokens.sign({
        id: user.id,
        role: user.role,
        email: user.email,
        tokenVersion: user.token_version,
      });
      return {
        token,
        message: authMessages.loggedIn,
        user: { id: user.id, role: user.role, email: user.email, name: user.name },
      };
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: { ...rateLimit, keyGenerator: (request: FastifyRequest) => request.ip } },
      schema: {
        tags: ['auth'],
        body: registrationSchema,
        response: { 201: messageResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const passwordHash = await hashPassword(password);
      try {
        await app.repositories.users.create({ name, email, passwordHash, role: null });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) {
          throw new AppError(409, serverMessages.duplicate('user', 'email', email.toLowerCase()));
        }
        throw error;
      }
      return reply.code(201).send({ message: authMessages.registered });
    },
  );

  app.post(
    '/logout/:userId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        security: bearerAuth,
        params: z.object({ userId: z.string() }),
        response: { 200: messageResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.params.userId !== user.id || !request.session) {
        throw new AppError(403, serverMessages.forbidden);
      }
      await app.repositories.authTokens.revoke(request.session.jti, request.session.expiresAt);
      await app.repositories.authTokens.pruneRevoked();
      return { message: authMessages.loggedOut };
    },
  );

  app.post(
    '/request-password-reset',
    {
      onRequest: [perClient],
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const user = await app.repositories.users.findByEmail(request.body.email);
      if (user) {
        const token = randomBytes(32).toString('base64url');
        await app.repositories.authTokens.createResetToken(
          user.id,
          hashResetToken(token),
          RESET_TOKEN_LIFETIME_SECONDS,
        );
        const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // Queued, not awaited: the answer takes as long whether or not the account exists.
        app.mailer.queue(resetMail(user.email, link));
      }
      // The same answer either way: the call does not tell which e-mails have accounts.
      return { message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const tokenHash = hashResetToken(request.body.token);
      // Look before hashing: a made-up token costs one query, not an argon2 hash.
      if (!(await app.repositories.authTokens.isResetTokenUsable(tokenHash))) {
        throw new AppError(400, authMessages.resetTokenInvalid);
      }
      const passwordHash = await hashPassword(request.body.password);
      await app.transaction(async (repositories) => {
        // Consumed in one statement: of two concurrent resets with the same token, one wins.
        const userId = await repositories.authTokens.consumeResetToken(tokenHash);
        if (!userId) throw new AppError(400, authMessages.resetTokenInvalid);
        await repositories.users.setPassword(userId, passwordHash);
        await repositories.authTokens.invalidateResetTokens(userId);
      });
      return { message: authMessages.passwordReset };
    },
  );
};

export default authRoutes;
