import * as z from '@logistics/shared/contracts/zod';

// How an optional field reads "sent empty", for the text and e-mail helpers; validation.ts does not re-export it.

/** Optional text: missing stays missing, null is "sent empty", text is trimmed. */
export const sentEmpty = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? '' : value.trim();

/** '' (sent empty) as it is, anything else through `schema`, its messages kept. */
export function emptyOr(schema: z.ZodType<string, string>) {
  return z.string().transform((value, ctx) => {
    if (value === '') return value;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}
