import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { PASSWORD_RULE_MESSAGE } from '@logistics/shared/contracts/auth';
import { authMessages, waitText } from '@logistics/shared/contracts/messages';
import {
  createAccount,
  describeOnDatabases,
  latestResetToken,
  login,
  loginAs,
  outboxFor,
} from './helpers.js';
import { SignJWT } from 'jose';
import { ACCOUNT_MAX_DELAY, accountDelay } from '../src/auth/login-throttle.js';
import { DEMO_PASSWORD } from '../src/db/seed.js';
import { hashResetToken } from '../src/auth/reset-links.js';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../src/routes/auth.js';

const NEW_PASSWORD = 'N3w-Passw0rd!';

/** What a client can see of an answer, but for the headers that differ on every call. */
function shape(answer: LightMyRequestResponse) {
  return {
    status: answer.statusCode,
    body: answer.body,
    headers: Object.keys(answer.headers)
      .filter((name) => !['date', 'x-request-id'].includes(name))
      .sort()
      .map((name) => `${name}: ${String(answer.headers[name])}`),
  };
}

describeOnDatabases('auth', (t) => {
  t.alsoOnPGlite([
    'counts a burst of parallel guesses in full',
    'is shared by every instance (the counts live in the database)',
  ]);
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
    const register = (payload: { name: string; email: string; password: string }) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

    it('creates an account without a role (201) and mails it; it cannot log in until it has a role (403)', async () => {
      const payload = { name: 'New Person', email: 'new.person@example.com', password: 'Passw0rd!' };
      const created = await register(payload);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ message: authMessages.registered });
      const [welcome] = await outboxFor(t, payload.email);
      expect(welcome?.subject).toBe('Your account has been created');

      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: payload.password },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: authMessages.noRoleYet });
    });

    it("answers an existing e-mail exactly as a new one, changes nothing, and mails the account's owner", async () => {
      const owner = await createAccount(t, 'captain');
      const before = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', owner.email)
        .execute();
      const fresh = await register({
        name: 'Someone New',
        email: `fresh.${owner.email}`,
        password: 'An0ther-pass!',
      });
      const taken = await register({
        name: 'Someone Else',
        email: owner.email.toUpperCase(),
        password: 'An0ther-pass!',
      });

      expect(shape(taken)).toEqual(shape(fresh));

      const after = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', owner.email)
        .execute();
      expect(after).toEqual(before);
      await expect(login(t.app, owner.email, owner.password)).resolves.toBeDefined();
      await expect(login(t.app, owner.email, 'An0ther-pass!')).rejects.toThrow(/401/);
      const mails = await outboxFor(t, owner.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Someone tried to register with your e-mail address',
      ]);
      expect(mails[0]?.text).toContain('nothing was created or changed');
    });

    it('sends one address at most three such mails an hour', async () => {
      const owner = await createAccount(t, 'captain');
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await register({ name: 'Mail Bomb', email: owner.email, password: 'Passw0rd!' })).statusCode,
        ).toBe(201);
      }
      expect(await outboxFor(t, owner.email)).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
    });
  });

  describe('login throttle', () => {
    const attempt = (email: string, password: string, remoteAddress: string, app = t.app) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
    const accountRow = (email: string) =>
      t.database.db
        .selectFrom('login_throttles')
        .selectAll()
        .where('key', '=', `account:${createHash('sha256').update(email).digest('hex')}`)
        .executeTakeFirst();
    /** The wait ends now (instead of waiting for it): the rules under test are the counts, not the clock. */
    const endWaits = () =>
      t.database.db
        .updateTable('login_throttles')
        .set({ blocked_until: sql<Date>`now() - interval '1 second'` })
        .execute();

    it('waits 30 s after the fifth failure in a row, doubling each time up to 15 minutes', () => {
      expect([1, 5, 6, 7, 8, 9, 10, 11, 12, 78].map(accountDelay)).toEqual([
        0, 0, 30, 60, 120, 240, 480, 900, 900, 900,
      ]);
      expect(ACCOUNT_MAX_DELAY).toBe(15 * 60);
    });

    it('78 wrong passwords from four addresses, then the right one from a fifth: refused while the delay runs', async () => {
      const account = await createAccount(t, 'captain');
      const statuses: number[] = [];
      for (let i = 0; i < 78; i += 1) {
        statuses.push((await attempt(account.email, 'Wr0ng-pass!', `192.0.2.${(i % 4) + 1}`)).statusCode);
      }
      expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(new Set(statuses.slice(6))).toEqual(new Set([429]));

      const right = await attempt(account.email, account.password, '192.0.2.5');
      expect(right.statusCode).toBe(429);
      const retryAfter = Number(right.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(right.json()).toEqual({ message: authMessages.tooManyFailedLogins(waitText(retryAfter)) });

      // Refused attempts are not counted: the wait did not grow past the sixth failure's 30 seconds.
      expect((await accountRow(account.email))?.failures).toBe(6);
      await endWaits();
      expect((await attempt(account.email, account.password, '192.0.2.5')).statusCode).toBe(200);
      expect(await accountRow(account.email)).toBeUndefined();
    });

    it('grows the wait with each counted failure, and never past 15 minutes', async () => {
      const account = await createAccount(t, 'captain');
      for (let i = 0; i < 5; i += 1)
        expect((await attempt(account.email, 'Wr0ng-pass!', '198.51.100.2')).statusCode).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        expect((await attempt(account.email, 'Wr0ng-pass!', '198.51.100.2')).statusCode).toBe(401);
        const refused = await attempt(account.email, account.password, '198.51.100.2');
        expect(refused.statusCode).toBe(429);
        waits.push(Number(refused.headers['retry-after']));
        await endWaits();
      }
      // Seconds as measured a moment after each failure: 30, 60, 120 … then 900 at most.
      const expected = [30, 60, 120, 240, 480, 900, 900, 900];
      waits.forEach((wait, index) => {
        expect(wait).toBeLessThanOrEqual(expected[index] as number);
        expect(wait).toBeGreaterThan((expected[index] as number) - 5);
      });
      expect(await attempt(account.email, account.password, '198.51.100.2')).toMatchObject({
        statusCode: 200,
      });
    });

    it('counts a burst of parallel guesses in full', async () => {
      const account = await createAccount(t, 'captain');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => attempt(account.email, 'Wr0ng-pass!', `203.0.113.${i + 1}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(6);
      expect(statuses.filter((status) => status === 429)).toHaveLength(24);
      expect((await attempt(account.email, account.password, '203.0.113.99')).statusCode).toBe(429);
    });

    it('throttles an unknown e-mail exactly as a known one (no account is revealed)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1)
        statuses.push(
          (await attempt('no.such.person@example.com', 'Wr0ng-pass!', '198.51.100.3')).statusCode,
        );
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    });

    it('is shared by every instance (the counts live in the database)', async () => {
      const account = await createAccount(t, 'captain');
      const other = await t.buildApp();
      for (let i = 0; i < 6; i += 1) {
        expect(
          (await attempt(account.email, 'Wr0ng-pass!', '198.51.100.7', i % 2 ? other : t.app)).statusCode,
        ).toBe(401);
      }
      expect((await attempt(account.email, account.password, '198.51.100.8', other)).statusCode).toBe(429);
    });

    it('a password reset by e-mail ends the wait', async () => {
      const account = await createAccount(t, 'captain');
      for (let i = 0; i < 6; i += 1) await attempt(account.email, 'Wr0ng-pass!', '198.51.100.4');
      expect((await attempt(account.email, account.password, '198.51.100.4')).statusCode).toBe(429);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: account.email },
      });
      const token = await latestResetToken(t, account.email);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { reset_password_token: token, newPassword: NEW_PASSWORD },
      });
      expect((await attempt(account.email, NEW_PASSWORD, '198.51.100.4')).statusCode).toBe(200);
    });

    it('limits failures per address across accounts, never successful logins', async () => {
      const app = await t.buildApp({ LOGIN_FAILURES_PER_ADDRESS: '5' });
      const office = '198.51.100.50';
      // An office logs in all day from one address.
      for (let i = 0; i < 12; i += 1) {
        expect((await attempt('admin@example.com', DEMO_PASSWORD, office, app)).statusCode).toBe(200);
      }
      // Five wrong passwords on five accounts, then every login from that address waits, right ones too.
      for (let i = 0; i < 5; i += 1) {
        expect((await attempt(`spray-${i}@example.com`, 'Wr0ng-pass!', office, app)).statusCode).toBe(401);
      }
      const refused = await attempt('admin@example.com', DEMO_PASSWORD, office, app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: authMessages.tooManyFailedLoginsFromAddress('10 minutes') });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(540);
      // Another address is not affected.
      expect((await attempt('admin@example.com', DEMO_PASSWORD, '198.51.100.51', app)).statusCode).toBe(200);
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
      expect(demoted.json()).toEqual({ message: authMessages.roleChanged });

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

    it('answers an unknown e-mail exactly as a known one and sends nothing', async () => {
      const account = await createAccount(t, 'captain');
      const known = await requestReset(account.email);
      const unknown = await requestReset('nobody-here@example.com');
      expect(shape(unknown)).toEqual(shape(known));
      expect(unknown.json()).toEqual({ message: authMessages.resetLinkSent });
      expect(await outboxFor(t, 'nobody-here@example.com')).toEqual([]);
      expect(await outboxFor(t, account.email)).toHaveLength(1);
    });

    it('mails one account at most three links an hour', async () => {
      const account = await createAccount(t, 'captain');
      for (let i = 0; i < 5; i += 1) expect((await requestReset(account.email)).statusCode).toBe(200);
      expect(await outboxFor(t, account.email)).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
    });
  });
});
