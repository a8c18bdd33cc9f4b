import { createHash } from 'node:crypto';
import type { FastifySchema } from 'fastify';
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
import { createLoginThrottle, refuseLogin } from '../auth/login-throttle.js';
import { alreadyRegisteredMail, welcomeMail } from '../auth/mails.js';
import { hashResetToken, sendResetLink } from '../auth/reset-links.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/passwords.js';
import { AppError } from '../errors.js';
import { currentUser } from '../plugins/app/auth.js';
import { messageResponseSchema } from '@logistics/shared/contracts/rows';
import { bearerAuth, errorResponses } from '../schemas.js';

const HOUR = 60 * 60;
/** Mails one address may get per hour from registrations, and from reset requests (no mailbox flooding). */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** An auth call's OpenAPI schema: its operation under the auth tag (public, but for logout's bearer security). */
const authSchema = <Schema extends Omit<FastifySchema, 'tags'>>(operationId: string, schema: Schema) => ({
  operationId,
  tags: ['auth'],
  ...schema,
});

/**
 * The auth calls. None of them tells an outsider whether an e-mail has an account: login answers
 * the same 401 (and throttles the e-mail tried either way), registration answers the same 201 (the owner of
 * an existing account gets a mail instead), and a reset request answers at once and does its work afterwards.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createLoginThrottle(app.transaction, {
    failuresPerAddress: app.config.loginFailuresPerAddress,
  });
  /** A call limited per client (`name`: its counter), counted after validation: a malformed body is not an attempt. */
  const limitedPerClient = <Schema extends object>(name: string, schema: Schema) => ({
    preHandler: [app.rateLimit({ name, max: app.config.authRateLimit, windowSeconds: 60 })],
    schema,
  });
  const loginUrl = `${app.config.publicUrl}/authentication`;

  app.post(
    '/login',
    {
      schema: authSchema('login', {
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      }),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const gate = await throttle.begin(email, request.ip);
      if (!gate.allowed) refuseLogin(reply, gate);
      const user = await app.repositories.users.findByEmail(email);
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDecoy(password);
      if (!user || !valid) throw new AppError(401, authMessages.invalidCredentials);
      await throttle.succeeded(email, request.ip);
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
    limitedPerClient(
      'register',
      authSchema('register', {
        body: registrationSchema,
        response: { 201: messageResponseSchema, ...errorResponses(400, 429) },
      }),
    ),
    async (request, reply) => {
      const { name, email, password } = request.body;
      // The same work whether the e-mail is new or taken: a hash, one insert-or-read, one counter, one mail.
      const passwordHash = await hashPassword(password);
      const { owner, mails } = await app.transaction(async (repositories) => ({
        owner: await repositories.users.register({ name, email, passwordHash }),
        mails: await repositories.rateCounters.hit(`registration-mail:${hashOf(email)}`, HOUR),
      }));
      if (mails.hits <= MAILS_PER_ADDRESS_PER_HOUR) {
        app.mailer.queue(
          owner.created
            ? welcomeMail(owner.email, owner.name, loginUrl)
            : alreadyRegisteredMail(owner.email, loginUrl),
        );
      }
      return reply.code(201).send({ message: authMessages.registered });
    },
  );

  app.post(
    '/logout/:userId',
    {
      onRequest: [app.authenticate],
      schema: authSchema('logout', {
        security: bearerAuth,
        params: z.object({ userId: z.string() }),
        response: { 200: messageResponseSchema, ...errorResponses(401, 403) },
      }),
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
    limitedPerClient(
      'reset-request',
      authSchema('requestPasswordReset', {
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      }),
    ),
    async (request) => {
      const { email } = request.body;
      // Everything that depends on the account happens after the answer has gone, which is the same either way.
      app.background.run('password reset link', async () => {
        // Counted for every address asked for, known or not, so even this work differs little between them.
        const mails = await app.repositories.rateCounters.hit(`reset-mail:${hashOf(email)}`, HOUR);
        const user = await app.repositories.users.findByEmail(email);
        if (!user || mails.hits > MAILS_PER_ADDRESS_PER_HOUR) return;
        await sendResetLink(app, user);
      });
      return { message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: authSchema('resetPassword', {
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      }),
    },
    async (request) => {
      const tokenHash = hashResetToken(request.body.token);
      // Look before hashing: a made-up token costs one query, not an argon2 hash.
      if (!(await app.repositories.authTokens.isResetTokenUsable(tokenHash))) {
        throw new AppError(400, authMessages.resetTokenInvalid);
      }
      const passwordHash = await hashPassword(request.body.password);
      const email = await app.transaction(async (repositories) => {
        // Consumed in one statement: of two concurrent resets with the same token, one wins.
        const userId = await repositories.authTokens.consumeResetToken(tokenHash);
        if (!userId) throw new AppError(400, authMessages.resetTokenInvalid);
        await repositories.users.setPassword(userId, passwordHash);
        await repositories.authTokens.invalidateResetTokens(userId);
        return (await repositories.users.findById(userId))?.email;
      });
      // The link proved the mailbox: a wait that failed logins put on the account ends.
      if (email) await throttle.forgive(email);
      return { message: authMessages.passwordReset };
    },
  );
};

export default authRoutes;
