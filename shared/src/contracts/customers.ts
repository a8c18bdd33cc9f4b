import * as z from '@logistics/shared/contracts/zod';
import { readText, rowMeta } from './rows.js';
import {
  nameField,
  optionalAddressField,
  optionalEmail,
  optionalPhoneField,
  versionField,
} from './validation.js';

/** Customer: name 3 to 80; e-mail, phone (10 to 16) and address (max 255) optional. */
export const customerCreateSchema = z.object({
  name: nameField(),
  email: optionalEmail,
  phone: optionalPhoneField(),
  address: optionalAddressField(),
});
export const customerUpdateSchema = customerCreateSchema.partial().extend({ version: versionField });

export type CustomerInput = z.input<typeof customerCreateSchema>;
export type CustomerCreate = z.output<typeof customerCreateSchema>;
export type CustomerUpdate = z.output<typeof customerUpdateSchema>;

export const customerSchema = z.object({
  ...rowMeta,
  name: z.string(),
  email: readText,
  phone: readText,
  address: readText,
});
export type Customer = z.output<typeof customerSchema>;

/** How a sale names its customer. */
export const customerRefSchema = z.object({ id: z.string(), name: z.string(), email: readText });
export type CustomerRef = z.output<typeof customerRefSchema>;
