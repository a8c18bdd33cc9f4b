import type * as z from '@logistics/shared/contracts/zod';
import { firstIssueMessage, issuesByPath } from '@logistics/shared/contracts/validation';

/**
 * What a schema answers for a value, as the contract tests compare it: 'ok' when it accepts the value; else the
 * message a form shows under `path` ('ok' when that field has none), or without a path the first message.
 */
export function verdict(schema: z.ZodType, value: unknown, path?: string): string {
  const result = schema.safeParse(value);
  if (result.success) return 'ok';
  if (path === undefined) return firstIssueMessage(result.error);
  return issuesByPath(result.error)[path] ?? 'ok';
}
