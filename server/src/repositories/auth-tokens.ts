import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Revoked JWTs (logout) and password reset tokens (stored as sha256 hashes only). */
export function createAuthTokensRepository(db: Kysely<DB>) {
  return {
    async revoke(jti: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto('revoked_tokens')
        .values({ jti, expires_at: expiresAt })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
    },

    /** Drops revocations of tokens that have expired anyway. */
    async pruneRevoked(): Promise<void> {
      await db
        .deleteFrom('revoked_tokens')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
    },

    /** Validity is measured on the database's clock, the same one that checks it. */
    async createResetToken(userId: string, tokenHash: string, validForSeconds: number): Promise<void> {
      await db
        .insertInto('password_reset_tokens')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          expires_at: sql<Date>`now() + make_interval(secs => ${validForSeconds})`,
        })
        .execute();
    },

    async isResetTokenUsable(tokenHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Marks the token used if it is unused and unexpired, in one statement, so two concurrent resets cannot both
     * succeed. Returns the user it belongs to, or undefined.
     */
    async consumeResetToken(tokenHash: string): Promise<string | undefined> {
      const row = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** After a reset, the user's other outstanding links stop working. */
    async invalidateResetTokens(userId: string): Promise<void> {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type AuthTokensRepository = ReturnType<typeof createAuthTokensRepository>;
