// helpers first: it installs the ESM interop that the app's imports need under jest.
import { describeOnDatabases, REPO_ROOT } from '../helpers.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { DEMO_PASSWORD, demoAccounts } from '../../src/db/seed.js';

/**
 * The production logger (JSON lines at `debug`, the most a person would turn on) while secrets travel: a login,
 * bearer-token calls, a failed login, a password reset by its mailed link. None of them may reach the logs.
 */
describeOnDatabases('logs', (t) => {
  // A block of its own: its app closes before the suite's database does.
  describe('of the production logger', () => {
    const lines: string[] = [];
    let app: App;
    let config: AppConfig;

    beforeAll(async () => {
      config = loadConfig(
        {
          DATA_DIR: t.dataDir,
          LOG_LEVEL: 'debug',
          PUBLIC_URL: 'http://app.test',
          STATIC_ROOT: join(t.dataDir, 'none'),
          AUTH_RATE_LIMIT: '1000',
        },
        { repoRoot: REPO_ROOT },
      );
      app = await buildApp({
        config,
        database: t.database,
        logStream: { write: (line) => lines.push(line) },
      });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
    });

    it('never contain a password, a token, a reset token or a password hash', async () => {
      const account = demoAccounts.find((candidate) => candidate.role === 'inventory-manager');
      if (!account) throw new Error('no inventory-manager demo account');
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json<{ token: string }>().token;
      const headers = { authorization: `Bearer ${token}` };
      expect((await app.inject({ method: 'GET', url: '/api/categories', headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/purchases', headers })).statusCode).toBe(200);
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: 'Wr0ng-secret-guess!' },
      });
      expect(wrong.statusCode).toBe(401);

      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/request-password-reset',
            payload: { email: account.email },
          })
        ).statusCode,
      ).toBe(200);
      // The link is made after the answer (it must not tell which e-mails have accounts).
      await app.background.flush();
      await app.mailer.flush();
      const mail = readdirSync(config.outboxDir)
        .map((file) => readFileSync(join(config.outboxDir, file), 'utf8'))
        .find((text) => text.includes(account.email));
      const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
      if (!resetToken) throw new Error('no reset link in the outbox');
      // The link opened in the browser: the SPA route, with the token in the query string.
      await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
      const newPassword = 'N3w-Secret-Pass!';
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { reset_password_token: resetToken, newPassword },
      });
      expect(reset.statusCode).toBe(200);
      const user = await t.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();

      const logs = lines.join('');
      // The requests were logged at all (otherwise this test would prove nothing).
      expect(logs).toContain('/api/auth/login');
      expect(logs).toContain('/reset-password?token=[redacted]');
      for (const secret of [
        DEMO_PASSWORD,
        'Wr0ng-secret-guess!',
        newPassword,
        token,
        token.split('.')[2] as string,
        resetToken,
        user.password_hash,
      ]) {
        expect(logs).not.toContain(secret);
      }
    });
  });
});
