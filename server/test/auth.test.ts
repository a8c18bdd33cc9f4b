import { sql } from 'kysely';
import { PASSWORD_RULE_MESSAGE } from '@logistics/shared/contracts/auth';
import { authMessages, serverMessages } from '@logistics/shared/contracts/messages';
import {
  createAccount,
  describeOnDatabases,
  latestResetToken,
  login,
  loginAs,
  outboxFor,
} from './helpers.js';
import { SignJWT } from 'jose';
import { hashResetToken } from '../src/routes/auth.js';

const NEW_PASSWORD = 'N3w-Passw0rd!';

describeOnDatabases('auth', (t) => {
  describe('login', () => {
    it('answers 200 with a token, a message and the user', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'Admin@Example.com ', password: 'Passw0rd!' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        token: expect.any(String),
        message: authMessages.loggedIn,
        user: { id: expect.any(String), role: 'admin', email: 'admin@example.com', name: 'Amelia Hart' },
      });
      const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ id: body.user.id, role: 'admin', email: 'admin@example.com' });
      expect(claims.exp - claims.iat).toBe(12 * 60 * 60);
      expect(claims.jti).toEqual(expect.any(String));
    });

    it('answers 401 with a message for a wrong password or an unknown e-mail', async () => {
      for (const payload of [
        { email: 'admin@example.com', password: 'Wr0ng-pass!' },
        { email: 'nobody@example.com', password: 'Passw0rd!' },
      ]) {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: authMessages.invalidCredentials });
      }
    });

    it("answers 400 with the contract's message when the body breaks the schema", async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@example.com', password: 'short' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: PASSWORD_RULE_MESSAGE });
    });
  });

  describe('registration', () => {
    it('creates an account without a role (201), which cannot log in until it has one (403)', async () => {
      const payload = { name: 'New Person', email: 'new.person@example.com', password: 'Passw0rd!' };
      const created = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ message: authMessages.registered });

      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: payload.password },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: authMessages.noRoleYet });

      const duplicate = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...payload, email: 'NEW.person@example.com' },
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        message: serverMessages.duplicate('user', 'email', 'new.person@example.com'),
      });
    });
  });

  describe('tokens', () => {
    it('refuses a request without a token, with a malformed one, a foreign key or alg none (401)', async () => {
      const { user } = await loginAs(t.app, 'captain');
      const claims = { id: user.id, role: 'admin', email: user.email, jti: 'forged' };
      const foreign = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('a-different-secret-of-at-least-32-chars'));
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ ...claims, iat: 1, exp: 9999999999 }),
      ).toString('base64url')}.`;

      const cases: Array<[Record<string, string>, string]> = [
        [{}, authMessages.unauthenticated],
        [{ authorization: 'Bearer not.a-real.token' }, authMessages.sessionExpired],
        [{ authorization: `Bearer ${foreign}` }, authMessages.sessionExpired],
        [{ authorization: `Bearer ${none}` }, authMessages.sessionExpired],
      ];
      for (const [headers, message] of cases) {
        const response = await t.app.inject({ method: 'GET', url: '/api/categories', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message });
      }
    });

    it('logout revokes the token on the server; the same token then gets 401', async () => {
      const session = await loginAs(t.app, 'captain');
      const other = await loginAs(t.app, 'fleet-manager');

      const foreign = await t.app.inject({
        method: 'POST',
        url: `/api/auth/logout/${other.user.id}`,
        headers: session.headers,
      });
      expect(foreign.statusCode).toBe(403);

      // Clients may send a JSON content type with no body.
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/auth/logout/${session.user.id}`,
        headers: { ...session.headers, 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: authMessages.loggedOut });

      const after = await t.app.inject({ method: 'GET', url: '/api/categories', headers: session.headers });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: authMessages.sessionExpired });
      // Another session of the same person is untouched.
      const again = await loginAs(t.app, 'captain');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/categories', headers: again.headers })).statusCode,
      ).toBe(200);
    });

    it('believes the database, not the token: role changes and deletions apply at once', async () => {
      const account = await createAccount(t, 'inventory-manager');
      const session = await login(t.app, account.email, account.password);
      const create = (name: string) =>
        t.app.inject({ method: 'POST', url: '/api/categories', headers: session.headers, payload: { name } });

      expect((await create('Role Change One')).statusCode).toBe(201);

      // Another role than the token's ends the session.
      await t.database.db
        .updateTable('users')
        .set({ role: 'captain' })
        .where('id', '=', account.id)
        .execute();
      const demoted = await create('Role Change Two');
      expect(demoted.statusCode).toBe(401);
      expect(demoted.json()).toEqual({ message: authMessages.sessionExpired });

      await t.database.db.updateTable('users').set({ role: null }).where('id', '=', account.id).execute();
      const roleless = await t.app.inject({
        method: 'GET',
        url: '/api/categories',
        headers: session.headers,
      });
      expect(roleless.statusCode).toBe(403);
      expect(roleless.json()).toEqual({ message: authMessages.noRoleYet });

      await t.database.db.deleteFrom('users').where('id', '=', account.id).execute();
      const deleted = await t.app.inject({ method: 'GET', url: '/api/categories', headers: session.headers });
      expect(deleted.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    const requestReset = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
    const reset = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });

    it('runs end to end through the outbox, once per link', async () => {
      const account = await createAccount(t, 'procurement-manager');
      const oldSession = await login(t.app, account.email, account.password);

      const requested = await requestReset(account.email.toUpperCase());
      expect(requested.statusCode).toBe(200);
      expect(requested.json()).toEqual({ message: authMessages.resetLinkSent });
      const token = await latestResetToken(t, account.email);
      const stored = await t.database.db
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('token_hash', '=', hashResetToken(token))
        .executeTakeFirstOrThrow();
      expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(60 * 60 * 1000);

      const done = await reset({ reset_password_token: token, newPassword: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: authMessages.passwordReset });

      await expect(login(t.app, account.email, NEW_PASSWORD)).resolves.toMatchObject({
        user: { email: account.email },
      });
      await expect(login(t.app, account.email, account.password)).rejects.toThrow(/401/);
      // Sessions that began before the reset end with it.
      const stale = await t.app.inject({
        method: 'GET',
        url: '/api/categories',
        headers: oldSession.headers,
      });
      expect(stale.statusCode).toBe(401);

      const reused = await reset({ reset_password_token: token, newPassword: 'An0ther-pass!' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ message: authMessages.resetTokenInvalid });
    });

    it('accepts `password` in place of `newPassword`', async () => {
      const account = await createAccount(t, 'captain');
      await requestReset(account.email);
      const token = await latestResetToken(t, account.email);
      const done = await reset({ reset_password_token: token, password: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
      await expect(login(t.app, account.email, NEW_PASSWORD)).resolves.toBeDefined();
    });

    it('refuses an expired or unknown token (400)', async () => {
      const account = await createAccount(t, 'captain');
      await requestReset(account.email);
      const token = await latestResetToken(t, account.email);
      await t.database.db
        .updateTable('password_reset_tokens')
        .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
        .where('token_hash', '=', hashResetToken(token))
        .execute();

      for (const candidate of [token, 'made-up-token']) {
        const response = await reset({ reset_password_token: candidate, newPassword: NEW_PASSWORD });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: authMessages.resetTokenInvalid });
      }
      await expect(login(t.app, account.email, account.password)).resolves.toBeDefined();
    });

    it('answers an unknown e-mail with the same 200 message and sends nothing', async () => {
      const response = await requestReset('nobody-here@example.com');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: authMessages.resetLinkSent });
      expect(await outboxFor(t, 'nobody-here@example.com')).toEqual([]);
    });
  });
});
