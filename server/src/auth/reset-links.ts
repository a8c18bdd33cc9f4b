import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { resetMail } from './mails.js';

export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

/** Only a hash of a reset token is stored; the token itself travels in the mailed link alone. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Mails a single-use link to choose a new password to the account's own address: asked for by its owner
 * (forgot password) or by a manager who may edit the account (who never learns the password).
 */
export async function sendResetLink(
  app: FastifyInstance,
  user: { id: string; email: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await app.repositories.authTokens.createResetToken(
    user.id,
    hashResetToken(token),
    RESET_TOKEN_LIFETIME_SECONDS,
  );
  const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  app.mailer.queue(resetMail(user.email, link));
}
