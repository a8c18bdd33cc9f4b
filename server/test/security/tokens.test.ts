import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { authMessages } from '@logistics/shared/contracts/messages';
import { createUsersRepository } from '../../src/repositories/users.js';
import { describeOnDatabases, loginAs } from '../helpers.js';

/**
 * Tokens made with the server's own secret that must still be refused: expired, signed with another HMAC
 * algorithm, or naming a user that does not exist. (Tampered, foreign-key, alg none, revoked, deleted user and
 * changed role are in auth.test.ts.)
 */
describeOnDatabases(
  'forged tokens',
  (t) => {
    const call = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/categories', headers: { authorization: `Bearer ${token}` } });

    async function forge(
      claims: Record<string, unknown>,
      {
        algorithm = 'HS256',
        issuedAt,
        expiresAt,
      }: { algorithm?: string; issuedAt: number; expiresAt: number },
    ) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(t.app.config.jwtSecret as Uint8Array);
    }

    it('refuses an expired token, another algorithm and an unknown user (401), and accepts the real one', async () => {
      const admin = await loginAs(t.app, 'admin');
      const claims = { id: admin.user.id, role: 'admin', email: admin.user.email, tv: 0 };
      const now = Math.floor(Date.now() / 1000);
      const currentVersion = JSON.parse(
        Buffer.from(admin.token.split('.')[1] as string, 'base64url').toString(),
      ).tv as number;
      const valid = { ...claims, tv: currentVersion };

      // The forging itself is right: the same claims, fresh, are accepted.
      expect((await call(await forge(valid, { issuedAt: now, expiresAt: now + 600 }))).statusCode).toBe(200);

      const expired = await call(await forge(valid, { issuedAt: now - 7200, expiresAt: now - 3600 }));
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ message: authMessages.sessionExpired });

      const otherAlgorithm = await call(
        await forge(valid, { algorithm: 'HS512', issuedAt: now, expiresAt: now + 600 }),
      );
      expect(otherAlgorithm.statusCode).toBe(401);

      const nobody = await call(
        await forge({ ...valid, id: randomUUID() }, { issuedAt: now, expiresAt: now + 600 }),
      );
      expect(nobody.statusCode).toBe(401);
      expect(nobody.json()).toEqual({ message: authMessages.sessionExpired });
    });

    // The server checks a token's signature once and keeps its claims for the session's next requests.
    it('refuses a token once it has expired, though it was accepted before (401)', async () => {
      const admin = await loginAs(t.app, 'admin');
      const claims = JSON.parse(Buffer.from(admin.token.split('.')[1] as string, 'base64url').toString());
      const now = Math.floor(Date.now() / 1000);
      const shortLived = await forge(
        { id: claims.id, role: claims.role, email: claims.email, tv: claims.tv },
        { issuedAt: now, expiresAt: now + 2 },
      );
      expect((await call(shortLived)).statusCode).toBe(200);
      // Expiry counts in whole seconds: wait until its second has begun.
      await new Promise((resolve) => setTimeout(resolve, (now + 2) * 1000 - Date.now() + 50));
      const later = await call(shortLived);
      expect(later.statusCode).toBe(401);
      expect(later.json()).toEqual({ message: authMessages.sessionExpired });
    });

    it('refuses an accepted token with its signature changed (401), and still accepts the token', async () => {
      const admin = await loginAs(t.app, 'admin');
      expect((await call(admin.token)).statusCode).toBe(200);
      const [header, payload, signature] = admin.token.split('.') as [string, string, string];
      const otherSignature = `${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      const changed = await call(`${header}.${payload}.${otherSignature}`);
      expect(changed.statusCode).toBe(401);
      expect(changed.json()).toEqual({ message: authMessages.sessionExpired });
      expect((await call(admin.token)).statusCode).toBe(200);
    });
  },
  { databases: ['pglite'] },
);

/** Asked on every authenticated request, the session read is parsed and planned once per connection. */
describeOnDatabases(
  'the session read',
  (t) => {
    it('runs as a statement prepared on its connection, with the same answer each time', async () => {
      const admin = await loginAs(t.app, 'admin');
      await t.database.db.connection().execute(async (connection) => {
        const users = createUsersRepository(connection);
        const before = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(
          connection,
        );
        expect(before.rows.map((row) => row.name)).not.toContain('session_of');
        const first = await users.sessionOf(admin.user.id, randomUUID());
        const second = await users.sessionOf(admin.user.id, randomUUID());
        expect(first).toMatchObject({ id: admin.user.id, role: 'admin', revoked: false });
        expect(second).toEqual(first);
        const after = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(
          connection,
        );
        expect(after.rows.map((row) => row.name)).toContain('session_of');
      });
    });
  },
  { databases: ['postgres'] },
);
