import type * as z from '@logistics/shared/contracts/zod';
import { INVALID_INPUT } from './text.js';

// A failed parse's messages, as the server answers them and a form shows them.

/** The first message of a failed parse, as the server answers it and a form shows it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? INVALID_INPUT;
}

/** Per field path ('products.0.quantity'), the first message: what a form shows under each field. */
export function issuesByPath(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
