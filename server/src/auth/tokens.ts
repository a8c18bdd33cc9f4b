import { createSecretKey, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { roleSchema, type Role } from '@logistics/shared/contracts/roles';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const ALGORITHM = 'HS256';

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
  return {
    async sign(user) {
      const jti = randomUUID();
      const issuedAt = Math.floor(Date.now() / 1000);
      const exp = issuedAt + TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({
        id: user.id,
        role: user.role,
        email: user.email,
        tv: user.tokenVersion,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(secret);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        // The algorithm is pinned: 'none' and every other algorithm or key type is refused.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          requiredClaims: ['jti', 'iat', 'exp'],
        });
        const parsed = claimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
