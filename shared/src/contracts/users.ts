import * as z from '@logistics/shared/contracts/zod';
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
  updateSchemaOf,
} from './validation.js';
import type { ResourceDeclaration } from './resources.js';
import { readByEveryone } from './rights.js';
import { contactColumns, type ListColumn } from './list-columns.js';

/** Employees live at /users. */

export const ROLE_REQUIRED = 'Role is required';
export const INVALID_ROLE = 'Invalid role';
export const roleField = z.enum(roles, {
  error: (issue) => (issue.input == null || issue.input === '' ? ROLE_REQUIRED : INVALID_ROLE),
});

/** The fields a person may change on their own profile: never their own role. */
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

/** User create. */
export const userCreateSchema = z.object({ ...profileFields, password, role: roleField });
/** User update: all optional, same bounds. */
export const userUpdateSchema = updateSchemaOf(userCreateSchema);
/** The profile form: the user's own fields, without role and password (the password has its own call). */
export const profileUpdateSchema = updateSchemaOf(z.object(profileFields));

export type UserInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** An employee as read. Registration leaves role, phone and address empty. */
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

/**
 * An employee as a role that may not edit them reads them (SECURITY.md): who they are and what
 * their screens show (name, e-mail, role, avatar), never their contact or identity fields (phone, address,
 * national_id, passport_no, driving_license_no), which only the user themself and their editors read.
 */
export const publicUserSchema = z
  .object({
    id: z.string(),
    avatar: readText,
    name: z.string(),
    email: z.string(),
    role: roleSchema.nullable(),
  })
  .describe('An employee as seen by a role that may not edit them: no phone, address or identity documents.');
export type PublicUser = z.output<typeof publicUserSchema>;

/** What a read of employees answers per row: the whole row (reader's own or editable) or the public one. */
export const userReadSchema = z.union([
  userSchema.describe('An employee as read by themself or by a role that may edit them.'),
  publicUserSchema,
]);
export type UserRead = z.output<typeof userReadSchema>;

/** The public fields of an employee, picked one by one (nothing else can slip through). */
export function publicUserOf(user: User): PublicUser {
  return { id: user.id, avatar: user.avatar, name: user.name, email: user.email, role: user.role };
}

/** How another row names a person (a supervisor, a captain). */
export const personRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type PersonRef = z.output<typeof personRefSchema>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const userDeclaration = {
  // Employees live at /users.
  labels: { singular: 'employee', plural: 'employees', title: 'Employees' },
  icon: 'idcard',
  list: {
    listKey: 'users',
    singleKey: 'user',
    keyField: 'id',
    searchField: 'email',
    labelFields: ['name', 'email'],
    filters: ['role'],
    sortable: ['name', 'email', 'phone', 'role', 'address', 'created_at'],
  },
  fixedFilters: { role: roles },
  // Whose rows each role sees is rowScopes.employeeTableRoles / referenceEmployeeRoles.
  rights: readByEveryone(['admin', 'fleet-manager', 'inventory-manager'], ['admin']),
  path: 'employees',
  menus: ['admin', 'inventory-manager'],
  goneWay: 'deleted',
  liveQueryPrefixes: ['users', 'inventory-employments', 'inventories', 'shipments'],
} as const satisfies ResourceDeclaration;

/**
 * An employee as a list shows them: a reader who may not see someone's personal fields gets the person without
 * them (the server's `asSeenBy`), and their cells stay empty.
 */
export type EmployeeListRow = Pick<User, 'name' | 'email' | 'role'> &
  Partial<Pick<User, 'phone' | 'address'>>;

const [nameColumn, emailColumn, phoneColumn, addressColumn] = contactColumns<EmployeeListRow>();

/** Employees (with their role), and captains: the fleet-manager's list of captains needs no role column. */
export const employeeListColumns: readonly ListColumn<EmployeeListRow>[] = [
  nameColumn,
  emailColumn,
  phoneColumn,
  { field: 'role', header: 'Role', sortable: true, card: 'status', value: (row) => row.role ?? 'N/A' },
  addressColumn,
];
export const captainListColumns: readonly ListColumn<EmployeeListRow>[] = [
  nameColumn,
  emailColumn,
  phoneColumn,
  addressColumn,
];
