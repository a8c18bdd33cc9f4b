import { createSecretKey, randomUUID } from 'node:crypto';
import { jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { roleSchema, type Role } from '@logistics/shared/contracts/roles';
import { signToken, TOKEN_ALGORITHM } from './signed-tokens.js';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
/** Tokens whose signature was checked, kept for their next requests: about a megabyte at most. */
const VERIFIED_TOKENS_KEPT = 2000;

/**
 * What a verified token carries: contracts' TokenClaims, its id (jti, for revocation), its issue time and the
 * user's token version (tv: a password reset raises it, ending older sessions).
 */
const claimsSchema = z.object({
  id: z.string().min(1),
  role: roleSchema.nullable(),
  email: z.string(),
  jti: z.string().min(1),
  tv: z.number().int(),
  iat: z.number(),
  exp: z.number(),
});
export type VerifiedClaims = z.infer<typeof claimsSchema>;

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export interface TokenService {
  sign(user: { id: string; role: Role | null; email: string; tokenVersion: number }): Promise<IssuedToken>;
  /** The claims of a valid token, or null for anything else (bad signature, other algorithm, expired, malformed). */
  verify(token: string): Promise<VerifiedClaims | null>;
}

export function createTokenService(secretBytes: Uint8Array): TokenService {
  // Imported once: given the bytes, jose would import the key again for every signature it checks.
  const secret = createSecretKey(secretBytes);
  // A token is the same string on each request of its session, and its signature and claims cannot change: each
  // is checked once. Its expiry is checked every time; revocation and the user's role are the database's (auth).
  const verified = new LRUCache<string, VerifiedClaims>({ max: VERIFIED_TOKENS_KEPT });
  return {
    async sign(user) {
      const jti = randomUUID();
      const claims = { id: user.id, role: user.role, email: user.email, tv: user.tokenVersion };
      return { jti, ...(await signToken(secret, claims, TOKEN_LIFETIME_SECONDS, { jti })) };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known.exp * 1000 > Date.now() ? known : null;
      try {
        // The algorithm is pinned: 'none' and every other algorithm or key type is refused.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [TOKEN_ALGORITHM],
          requiredClaims: ['jti', 'iat', 'exp'],
        });
        const parsed = claimsSchema.safeParse(payload);
        if (!parsed.success) return null;
        verified.set(token, parsed.data);
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}
