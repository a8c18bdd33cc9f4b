import type { KeyObject } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';

/** The one algorithm the server signs with and accepts: every other (and 'none') is refused when verifying. */
export const TOKEN_ALGORITHM = 'HS256';

/** Signs `claims` with `key`, issued now and valid for `lifetimeSeconds`; `extra` sets its id or audience. */
export async function signToken(
  key: KeyObject,
  claims: JWTPayload,
  lifetimeSeconds: number,
  extra: { jti?: string; audience?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const exp = issuedAt + lifetimeSeconds;
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' });
  if (extra.jti !== undefined) jwt.setJti(extra.jti);
  if (extra.audience !== undefined) jwt.setAudience(extra.audience);
  const token = await jwt.setIssuedAt(issuedAt).setExpirationTime(exp).sign(key);
  return { token, expiresAt: new Date(exp * 1000) };
}
