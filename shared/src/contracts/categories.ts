import * as z from '@logistics/shared/contracts/zod';
import { readText, rowMeta } from './rows.js';
import { descriptionField, nameField, versionField } from './validation.js';

/** Category: name 3 to 80, description at most 750. */
export const categoryCreateSchema = z.object({
  name: nameField(),
  description: descriptionField(),
});
export const categoryUpdateSchema = categoryCreateSchema.partial().extend({ version: versionField });

export type CategoryInput = z.input<typeof categoryCreateSchema>;
export type CategoryCreate = z.output<typeof categoryCreateSchema>;
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

export const categorySchema = z.object({
  ...rowMeta,
  name: z.string(),
  description: readText,
});
export type Category = z.output<typeof categorySchema>;
