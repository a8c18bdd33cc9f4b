import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { authMessages, waitText } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';
import type { LoginThrottleRow } from '../repositories/login-throttles.js';
import type { Repositories } from '../repositories/index.js';

/**
 * Failed logins, counted in the database (so every instance behind a load balancer counts the same ones):
 *
 * - per account, from every address together: the first ACCOUNT_FREE_FAILURES failures in a row cost nothing;
 *   after each further one the account waits ACCOUNT_FIRST_DELAY seconds, doubling with every failure, at most
 *   ACCOUNT_MAX_DELAY (30 s, 1, 2, 4, 8, then 15 minutes). The count is forgotten after a successful login, or
 *   a day without failures. The key is a hash of the e-mail tried, known account or not, so the answers say
 *   nothing about which e-mails have accounts.
 * - per client address, across accounts: at most `failuresPerAddress` failures in ADDRESS_WINDOW; then that
 *   address waits for the window to end.
 *
 * While a key waits, a login is refused (429) before its password is looked at, and the refusal is not counted:
 * an attacker who keeps trying cannot push the wait further out; the longest an account waits after its last
 * counted failure is ACCOUNT_MAX_DELAY. Successful logins are never counted: an office behind one address may
 * log in all day; only wrong passwords add up.
 *
 * An attempt counts as a failure from the moment it starts (in the same transaction that checks the wait) and
 * is taken back when its password proves right, so a burst of parallel guesses is counted in full.
 */
export const ACCOUNT_FREE_FAILURES = 5;
export const ACCOUNT_FIRST_DELAY = 30;
export const ACCOUNT_MAX_DELAY = 15 * 60;
export const ACCOUNT_MEMORY = 24 * 60 * 60;
export const ADDRESS_WINDOW = 10 * 60;

/** Seconds an account waits after its `failures`-th failure in a row. */
export function accountDelay(failures: number): number {
  if (failures <= ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_FIRST_DELAY * 2 ** (failures - ACCOUNT_FREE_FAILURES - 1), ACCOUNT_MAX_DELAY);
}

export type LoginGate =
  { allowed: true } | { allowed: false; scope: 'account' | 'address'; retryAfterSeconds: number };

const accountKey = (email: string) => `account:${createHash('sha256').update(email).digest('hex')}`;
const addressKey = (address: string) => `address:${address}`;
const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

type Transaction = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;

export function createLoginThrottle(transaction: Transaction, options: { failuresPerAddress: number }) {
  const { failuresPerAddress } = options;

  function waitOf(row: LoginThrottleRow, now: Date): number {
    const until = row.blocked_until?.getTime() ?? 0;
    return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
  }

  return {
    /** Before the password is checked: refused while the account or the address waits, else counted. */
    begin(email: string, address: string): Promise<LoginGate> {
      const keys = { account: accountKey(email), address: addressKey(address) };
      return transaction(async ({ loginThrottles }) => {
        const { rows, now } = await loginThrottles.lock([keys.account, keys.address]);
        const account = rows.get(keys.account) as LoginThrottleRow;
        const client = rows.get(keys.address) as LoginThrottleRow;
        for (const [scope, row] of [
          ['account', account],
          ['address', client],
        ] as const) {
          const wait = waitOf(row, now);
          if (wait > 0) return { allowed: false, scope, retryAfterSeconds: wait };
        }

        const quiet =
          account.last_failure_at &&
          now.getTime() - account.last_failure_at.getTime() > ACCOUNT_MEMORY * 1000;
        const accountFailures = (quiet ? 0 : account.failures) + 1;
        const accountWait = accountDelay(accountFailures);
        await loginThrottles.save({
          ...account,
          failures: accountFailures,
          last_failure_at: now,
          blocked_until: accountWait > 0 ? addSeconds(now, accountWait) : null,
        });

        const windowOver = now.getTime() - client.window_started_at.getTime() >= ADDRESS_WINDOW * 1000;
        const windowStart = windowOver ? now : client.window_started_at;
        const clientFailures = (windowOver ? 0 : client.failures) + 1;
        await loginThrottles.save({
          ...client,
          failures: clientFailures,
          window_started_at: windowStart,
          last_failure_at: now,
          blocked_until:
            clientFailures >= failuresPerAddress ? addSeconds(windowStart, ADDRESS_WINDOW) : null,
        });
        return { allowed: true };
      });
    },

    /** The password was right: the account's failures are forgotten, and this attempt no longer counts. */
    succeeded(email: string, address: string): Promise<void> {
      const keys = { account: accountKey(email), address: addressKey(address) };
      return transaction(async ({ loginThrottles }) => {
        const { rows } = await loginThrottles.lock([keys.account, keys.address]);
        await loginThrottles.remove(keys.account);
        const client = rows.get(keys.address) as LoginThrottleRow;
        const failures = Math.max(0, client.failures - 1);
        await loginThrottles.save({
          ...client,
          failures,
          blocked_until: failures >= failuresPerAddress ? client.blocked_until : null,
        });
      });
    },

    /** A password reset proves the owner's mailbox: the account's wait ends. */
    async forgive(email: string): Promise<void> {
      await transaction(({ loginThrottles }) => loginThrottles.remove(accountKey(email)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** 429 with when to retry, in the message and in Retry-After. */
export function refuseLogin(reply: FastifyReply, gate: Exclude<LoginGate, { allowed: true }>): never {
  reply.header('retry-after', String(gate.retryAfterSeconds));
  const wait = waitText(gate.retryAfterSeconds);
  throw new AppError(
    429,
    gate.scope === 'account'
      ? authMessages.tooManyFailedLogins(wait)
      : authMessages.tooManyFailedLoginsFromAddress(wait),
  );
}
