import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// Argon2id. The package's `Algorithm` is an ambient const enum, which isolatedModules cannot read as a value.
const ARGON2ID = 2 as Algorithm;
const options: Options = { algorithm: ARGON2ID };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, options);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a hash of nothing: a login with an unknown e-mail then costs as much as one with a
 * known e-mail, so response times do not tell which addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-that-is-never-stored');
  await verifyPassword(await decoy, password);
  return false;
}
