import { createSecretKey, hkdfSync } from 'node:crypto';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import { DOWNLOAD_TOKEN_SECONDS } from '@logistics/shared/contracts/exports';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { roleSchema } from '@logistics/shared/contracts/roles';
import type { SessionClaims } from '../plugins/app/auth.js';
import { signToken, TOKEN_ALGORITHM } from './signed-tokens.js';

const AUDIENCE = 'list-export';

/**
 * A list export's download link (SECURITY.md, "Export downloads"). A browser download is a plain navigation and
 * cannot carry the Bearer token, so the page first asks for this token (POST, with its Bearer token) and puts it
 * in the link. It names the session it came from (checked again when the download starts, so a logout or a role
 * change ends it) and the one list it is for, and lives DOWNLOAD_TOKEN_SECONDS. It is signed with a key derived
 * from the session secret for this use only: it can never pass as a session token, nor a session token as it.
 */
const claimsSchema = z.object({
  id: z.string().min(1),
  role: roleSchema,
  sid: z.string().min(1),
  tv: z.number().int(),
  resource: z.string(),
});

export interface DownloadTokens {
  sign(
    session: SessionClaims & { role: NonNullable<SessionClaims['role']> },
    resource: Resource,
  ): Promise<{
    token: string;
    expiresAt: Date;
  }>;
  /** The session the token came from, or null when it is not a valid token for this list. */
  verify(token: string, resource: Resource): Promise<SessionClaims | null>;
}

export function createDownloadTokens(sessionSecret: Uint8Array): DownloadTokens {
  const key = createSecretKey(
    Buffer.from(hkdfSync('sha256', sessionSecret, new Uint8Array(0), 'logistics list export download', 32)),
  );
  return {
    sign(session, resource) {
      const claims = { id: session.id, role: session.role, sid: session.jti, tv: session.tv, resource };
      return signToken(key, claims, DOWNLOAD_TOKEN_SECONDS, { audience: AUDIENCE });
    },
    async verify(token, resource) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [TOKEN_ALGORITHM],
          audience: AUDIENCE,
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success || claims.data.resource !== resource) return null;
        return { id: claims.data.id, role: claims.data.role, jti: claims.data.sid, tv: claims.data.tv };
      } catch {
        return null;
      }
    },
  };
}
