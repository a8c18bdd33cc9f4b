import { z } from 'zod';
import { password } from './auth.js';
import { roles, roleSchema } from './roles.js';
import { readText, rowMeta } from './rows.js';
import {
  addressField,
  email,
  idDocumentField,
  imageUrlField,
  nameField,
  phoneField,
  versionField,
} from './validation.js';

/** Employees live at /users (SPEC section 7). */

export const ROLE_REQUIRED = 'Role is required';
export const INVALID_ROLE = 'Invalid role';
export const roleField = z.enum(roles, {
  error: (issue) => (issue.input == null || issue.input === '' ? ROLE_REQUIRED : INVALID_ROLE),
});

/** The fields a person may change on their own profile (ARCHITECTURE: never their own role). */
const profileFields = {
  name: nameField(),
  email,
  phone: phoneField(),
  avatar: imageUrlField('Avatar URL'),
  address: addressField(),
  national_id: idDocumentField('National ID'),
  driving_license_no: idDocumentField('Driving license number'),
  passport_no: idDocumentField('Passport number'),
};

/** User create (SPEC section 5). */
export const userCreateSchema = z.object({ ...profileFields, password, role: roleField });
/** User update: all optional, same bounds. */
export const userUpdateSchema = userCreateSchema.partial().extend({ version: versionField });
/** The profile form: the user's own fields, without role and password (the password has its own call). */
export const profileUpdateSchema = z.object(profileFields).partial().extend({ version: versionField });

export type UserInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** An employee as read (SPEC section 3). Registration leaves role, phone and address empty. */
export const userSchema = z.object({
  ...rowMeta,
  avatar: readText,
  name: z.string(),
  email: z.string(),
  phone: readText,
  role: roleSchema.nullable(),
  national_id: readText,
  driving_license_no: readText,
  passport_no: readText,
  address: readText,
});
export type User = z.output<typeof userSchema>;
/** The same row under the name the screens use. */
export type Employee = User;

/** How another row names a person (a supervisor, a captain). */
export const personRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type PersonRef = z.output<typeof personRefSchema>;
