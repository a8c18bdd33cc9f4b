import * as z from '@logistics/shared/contracts/zod';
import { emptyOr, sentEmpty } from './empty-text.js';
import { INVALID_INPUT, maxLengthMessage, optionalText, text } from './text.js';

// The fields people type into forms: e-mail, names, phones, addresses, references, ids and choices.

export const INVALID_EMAIL = 'Invalid email address';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_MAX = 150;
/** E-mails are compared and stored in lowercase, so one address cannot make two accounts. */
const emailChecks = z
  .string()
  .max(EMAIL_MAX, maxLengthMessage('Email', EMAIL_MAX))
  .pipe(z.email(INVALID_EMAIL))
  .transform((value) => value.toLowerCase());

/** A required e-mail: valid ('Invalid email address'), at most 150 characters. */
export const email = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, { error: EMAIL_REQUIRED, abort: true })
  .pipe(emailChecks);

/** An optional e-mail, with the optional-text conventions ('' is "empty"). */
export const optionalEmail = z
  .string({ error: INVALID_EMAIL })
  .nullish()
  .transform(sentEmpty)
  .pipe(emptyOr(emailChecks).optional());

// The field limits, one helper per kind of field.

export const limits = {
  name: { min: 3, max: 80 },
  email: { max: EMAIL_MAX },
  phone: { min: 10, max: 16 },
  address: { max: 255 },
  avatar: { max: 255 },
  password: { min: 8, max: 32 },
  idDocument: { max: 20 },
  description: { max: 750 },
  sku: { min: 6, max: 20 },
  vin: { min: 17, max: 20 },
  plate: { min: 6, max: 20 },
  engineOrChassis: { min: 11, max: 20 },
  color: { min: 3, max: 20 },
  reference: { max: 80 },
  businessId: { max: 20 },
  mrOrTrfId: { min: 6, max: 20 },
  discount: { min: 0, max: 100 },
} as const;

export const NAME_REQUIRED = 'Name is required';
export const ADDRESS_REQUIRED = 'Address is required';

/** A person's or a thing's name: 3 to 80 ('Name is required'). */
export function nameField(required: string = NAME_REQUIRED, label = 'Name') {
  return text({ label, required, ...limits.name });
}

/** What a phone number is written with (its length, 10 to 16, is in `limits`). */
export const PHONE_PATTERN = /^[0-9 +()-]+$/;
export const PHONE_CHARACTERS = 'Phone may contain only digits, spaces and + - ( )';
const isPhone = (value: string | undefined) =>
  value === undefined || value === '' || PHONE_PATTERN.test(value);

/** A required phone: 10 to 16 characters, digits, spaces and + - ( ) only. */
export function phoneField() {
  return text({ label: 'Phone', ...limits.phone }).refine(isPhone, PHONE_CHARACTERS);
}
/** An optional phone, by the same rule ('' clears it). */
export function optionalPhoneField() {
  return optionalText({ label: 'Phone', ...limits.phone }).refine(isPhone, PHONE_CHARACTERS);
}

/** An address: at most 255 ('Address must not exceed 255 characters'). */
export function addressField(required: string = ADDRESS_REQUIRED) {
  return text({ label: 'Address', required, multiline: true, ...limits.address });
}
export function optionalAddressField() {
  return optionalText({ label: 'Address', multiline: true, ...limits.address });
}

export function descriptionField() {
  return optionalText({ label: 'Description', multiline: true, ...limits.description });
}

/** National ID, driving licence and passport numbers: optional, at most 20. */
export function idDocumentField(label: string) {
  return optionalText({ label, ...limits.idDocument });
}

/** A reference to another row by its name (vendor, inventory, product, category): required, at most 80. */
export function referenceField(label: string) {
  return text({ label, ...limits.reference });
}

/** Bill, shipment and VIN references: required, at most 20. */
export function businessIdField(label: string) {
  return text({ label, ...limits.businessId });
}

/** An MR or TRF ID: 6 to 20 characters, refused in its document's own words. */
export function mrOrTrfIdField(label: string, required: string, tooShort: string, tooLong: string) {
  return text({ label, required, minMessage: tooShort, maxMessage: tooLong, ...limits.mrOrTrfId });
}

/** A row id chosen in a select (employee, customer, captain): any UUID-shaped value, else `message`. */
export function uuidField(message: string) {
  return z.string({ error: message }).trim().pipe(z.guid(message));
}

/**
 * An optional choice from a list (a status): missing, null or blank give `undefined`. What is not a text is refused
 * as the list refuses a value outside it ("Status must be one of: …").
 */
export function optionalChoice<T extends z.ZodType<string, string>>(schema: T) {
  return z
    .string({ error: (issue) => schema.safeParse(issue.input).error?.issues[0]?.message ?? INVALID_INPUT })
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value.trim()))
    .pipe(schema.optional());
}
