import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { serverMessages, UNEXPECTED_ERROR } from '@logistics/shared/contracts/messages';
import { TOTAL_TOO_LARGE } from '@logistics/shared/contracts/line-items';
import {
  INVALID_CHARACTERS,
  INVALID_INPUT,
  NUMBER_OUT_OF_RANGE,
  TEXT_TOO_LONG,
} from '@logistics/shared/contracts/validation';
import {
  dataProblemOf,
  duplicateKeyOf,
  isConnectionFailure,
  isDataException,
  isForeignKeyViolation,
  referencingTableOf,
  isUniqueViolation,
  type DataProblem,
} from '../../db/errors.js';
import { isAppError } from '../../errors.js';
import { serverLocalMessages } from '../../messages.js';
import { isRedisUnavailable } from '../external/redis.js';

interface Outcome {
  status: number;
  message: string;
  /** The request body's field the refusal concerns, when it concerns one. */
  field?: string;
}

/** A value the database refused as its column type: the schemas should have refused it first (logged as a warning). */
const dataProblemMessages: Record<DataProblem, string> = {
  'number-out-of-range': NUMBER_OUT_OF_RANGE,
  'amount-out-of-range': TOTAL_TOO_LARGE,
  characters: INVALID_CHARACTERS,
  'too-long': TEXT_TOO_LONG,
  other: INVALID_INPUT,
};

function statusOf(error: unknown): number | undefined {
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** What a value of each type zod names is, in words: `must be a number`. */
const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  date: 'a date',
};

/** One failed check of a request, as fastify-type-provider-zod hands it over (zod's issue, its path as a pointer). */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/**
 * The schema's message, exactly as the contracts word it; where a check kept zod's own English, which names no
 * field ("Invalid input: expected number, received string"), the same rule with the field named:
 * `products[0].quantity must be a number`, `The request body must be an object`.
 */
function validationMessage(issue: ValidationIssue | undefined, part: string | undefined): string {
  if (!issue) return INVALID_INPUT;
  const path = issue.instancePath
    .split('/')
    .slice(1)
    .map((key, index) => (/^\d+$/.test(key) ? `[${key}]` : index === 0 ? key : `.${key}`))
    .join('');
  const subject =
    path || (part === 'querystring' ? 'The query' : part === 'params' ? 'The address' : 'The request body');
  const { keyword, message, params } = issue;
  if (keyword === 'invalid_type' && message.startsWith('Invalid input: expected')) {
    const expected = String(params.expected);
    return serverLocalMessages.mustBe(subject, typeWords[expected] ?? expected);
  }
  if (
    keyword === 'invalid_value' &&
    message.startsWith('Invalid option: expected one of') &&
    Array.isArray(params.values)
  )
    return serverLocalMessages.mustBe(subject, `one of: ${params.values.map(String).join(', ')}`);
  if ((keyword === 'too_small' || keyword === 'too_big') && /^Too (small|big): expected/.test(message)) {
    const least = keyword === 'too_small';
    const bound = least ? params.minimum : params.maximum;
    if (typeof bound === 'number') return boundMessage(subject, least, bound, params);
  }
  return message;
}

/** A size or value past its bound, in words: `ids must have at least 1 item`, `version must be at least 1`. */
function boundMessage(
  subject: string,
  least: boolean,
  bound: number,
  params: Record<string, unknown>,
): string {
  const { origin, inclusive } = params;
  if (origin === 'array' || origin === 'set') return serverLocalMessages.itemCount(subject, least, bound);
  if (origin === 'string') return serverLocalMessages.characterCount(subject, least, bound);
  const comparison =
    inclusive === false ? (least ? 'more than' : 'less than') : least ? 'at least' : 'at most';
  return serverLocalMessages.mustBe(subject, `${comparison} ${bound}`);
}

/** Turns any thrown value into the status and the one message the client sees. */
export function outcomeOf(error: unknown): Outcome {
  // Request validation (body, params, querystring): the schema's first message.
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: validationMessage(error.validation[0], error.validationContext) };
  }
  if (isAppError(error)) {
    return {
      status: error.statusCode,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
    };
  }
  if (error instanceof Error && isResponseSerializationError(error as FastifyError & { method: string })) {
    return { status: 500, message: UNEXPECTED_ERROR };
  }
  if (isUniqueViolation(error)) {
    const key = duplicateKeyOf(error);
    return {
      status: 409,
      message: serverMessages.duplicate('record', key?.field ?? 'key', key?.value ?? ''),
      // The key's column is the body's field of the same name where it is a plain column (not lower(name)).
      ...(key && /^[a-z_]+$/.test(key.field) ? { field: key.field } : {}),
    };
  }
  if (isForeignKeyViolation(error)) {
    // 'sale_products' → 'sale products': the dependents are named in words.
    const dependents = referencingTableOf(error)?.replaceAll('_', ' ');
    return {
      status: 409,
      message: dependents ? serverLocalMessages.stillReferenced(dependents) : serverLocalMessages.conflict,
    };
  }
  if (isDataException(error)) return { status: 400, message: dataProblemMessages[dataProblemOf(error)] };
  if (isConnectionFailure(error) || isRedisUnavailable(error)) {
    return { status: 503, message: serverMessages.unavailable };
  }
  const status = statusOf(error);
  // Fastify's own client errors (malformed JSON, unsupported media type, body too large) describe the request.
  if (status !== undefined && status >= 400 && status < 500 && error instanceof Error) {
    return { status, message: error.message };
  }
  return { status: 500, message: UNEXPECTED_ERROR };
}

/** One error handler for the whole app: every error body is { message }, plus the `field` it concerns if any. */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, message, field } = outcomeOf(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      // A value only the database refused: a schema lets something through that it should not.
      else if (isDataException(error))
        request.log.warn({ err: error, status }, 'request refused by the database');
      else request.log.info({ status, message }, 'request refused');
      return reply.code(status).send(field ? { message, field } : { message });
    });
  },
  { name: 'error-handler' },
);
