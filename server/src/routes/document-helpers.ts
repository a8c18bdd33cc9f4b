import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { decide, type Action, type Subject } from '@logistics/shared/contracts/permissions';
import { isUniqueViolation, sqlState } from '../db/errors.js';
import { AppError } from '../errors.js';
import { currentUser } from '../plugins/app/auth.js';
import { serverLocalMessages } from '../messages.js';
import type { Actor } from '../repositories/document-shared.js';

/** What the routes of purchases, transfers, sales, shipments and their line items share. */

export const actorOf = (request: FastifyRequest): Actor => currentUser(request);

/** A finer right inside an allowed call (adding lines or orders): 403 with the matrix's reason when missing. */
export function requireRight(actor: Actor, resource: Subject, action: Action): void {
  const decision = decide(actor.role, resource, action);
  if (!decision.allowed) throw new AppError(403, decision.reason ?? serverMessages.forbidden);
}

/** A line item's id in the path: anything that is not a uuid names no line (404). */
export const lineParams = z.object({ id: z.string().trim().min(1) });

/**
 * Database refusals a write can meet: a taken business key (409 naming it) and, as a last guard behind the
 * ledger's own checks, stock that would go below zero (409).
 */
export function translateWriteError(
  error: unknown,
  /** `key`: the body's field that holds the value, named in the error so a form marks it. */
  duplicate?: { constraint: string; thing: string; field: string; key: string; value: string | undefined },
): never {
  if (duplicate?.value !== undefined && isUniqueViolation(error, duplicate.constraint)) {
    throw new AppError(
      409,
      serverMessages.duplicate(duplicate.thing, duplicate.field, duplicate.value),
      duplicate.key,
    );
  }
  // 23514: a check (stock below zero); 40P01: two writes waited on each other and the database chose this one.
  const state = sqlState(error);
  if (state === '23514' || state === '40P01') throw new AppError(409, serverLocalMessages.conflict);
  throw error;
}

/**
 * A repository's problem as an answer. A line's update carries its document's version, so a stale one names the
 * document (`versionOf`), which someone changed since it was opened.
 */
export function problemError(
  problem: 'not-found' | 'stale',
  thing: string,
  key: string,
  versionOf: string = thing,
): AppError {
  return problem === 'stale'
    ? new AppError(409, serverMessages.staleVersion(versionOf))
    : new AppError(404, serverMessages.notFound(thing, key));
}
