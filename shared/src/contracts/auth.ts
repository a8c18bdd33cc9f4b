import * as z from '@logistics/shared/contracts/zod';
import { employeeMessages } from './messages/accounts.js';
import { roleSchema, type Role } from './roles.js';
import {
  email,
  hasForbiddenCharacters,
  invalidCharactersMessage,
  nameField,
  REQUIRED,
} from './validation.js';

export const PASSWORD_RULE_MESSAGE =
  'Password must be 8-32 characters, including at least one uppercase letter, one lowercase letter, one number, and one special character';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not matches, please check your passwords and try again.';

/** The login password rule; every password set anywhere follows it. */
export const password = z
  .string({ error: REQUIRED })
  .min(8, PASSWORD_RULE_MESSAGE)
  .max(32, PASSWORD_RULE_MESSAGE)
  .regex(/[a-z]/, PASSWORD_RULE_MESSAGE)
  .regex(/[A-Z]/, PASSWORD_RULE_MESSAGE)
  .regex(/\d/, PASSWORD_RULE_MESSAGE)
  .regex(/[!@#$%^&*]/, PASSWORD_RULE_MESSAGE)
  .refine((value) => !hasForbiddenCharacters(value), invalidCharactersMessage('Password'));

export const loginSchema = z.object({ email, password });
export type LoginInput = z.input<typeof loginSchema>;

export const registrationSchema = z.object({
  name: nameField(),
  email,
  password,
});
export type RegistrationInput = z.input<typeof registrationSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The reset form: new and confirm password, each by the password rule, and equal. */
export const resetPasswordFormSchema = z
  .object({ newPassword: password, confirmPassword: password })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** The reset call accepts the token with either `password` or `newPassword`. */
export const resetPasswordRequestSchema = z
  .object({
    reset_password_token: z
      .string({ error: 'Reset token is required' })
      .trim()
      .min(1, 'Reset token is required'),
    password: password.optional(),
    newPassword: password.optional(),
  })
  .refine((value) => value.password !== undefined || value.newPassword !== undefined, {
    message: PASSWORD_RULE_MESSAGE,
    path: ['newPassword'],
  })
  .transform((value) => ({
    token: value.reset_password_token,
    password: (value.newPassword ?? value.password) as string,
  }));

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';

/**
 * The profile password change (PUT /users/{id} with newPassword): only one's own, and only with the current
 * password, so a stolen session alone cannot lock the owner out (SECURITY.md).
 */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, CURRENT_PASSWORD_REQUIRED)
    // No password is this long (the rule's maximum is 32): refused before it costs a hash.
    .max(128, employeeMessages.currentPasswordWrong),
  newPassword: password,
});

/** The profile's password form: the current password, then the new one twice. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: password })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

/** What the signed JWT carries; a decoded token has at least a role. */
export interface TokenClaims {
  id: string;
  role: Role | null;
  email: string;
  exp: number;
}
export const tokenClaimsSchema = z.object({
  id: z.string(),
  role: roleSchema.nullable(),
  email: z.string(),
  exp: z.number(),
});

export interface LoginResponse {
  token: string;
  message: string;
  user: { id: string; role: Role; email: string; name: string };
}
export const loginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  user: z.object({ id: z.string(), role: roleSchema, email: z.string(), name: z.string() }),
}) satisfies z.ZodType<LoginResponse>;

/** The signed-in user as the apps hold it. */
export interface UserSession {
  id: string;
  role: Role;
  email: string;
}

export interface MessageResponse {
  message: string;
}
