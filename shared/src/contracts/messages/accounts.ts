import { capitalized, withArticle } from './wording.js';

// Signing in, tokens and employees' accounts.

export const authMessages = {
  loginFailed: 'An error occurred while trying to login.',
  resetFailed: 'An error occurred during password reset.',
  resetEmailFailed: 'An error occurred while sending reset password to email.',
  registerFailed: 'An error occurred while trying to register an user.',
  logoutFailed: 'An error occurred while trying to logout.',
  loginFormDefault: 'An error occurred while submitting the login',
  registrationFormDefault: 'An error occurred while submitting the registration',
  forgotFormDefault: 'An error occurred while send reset password to email',
  resetFormDefault: 'An error occurred while submitting the reset password',
  signOutFailed: 'An error occurred while logging out',
  invalidCredentials: 'Invalid email or password.',
  noRoleYet: 'Your account has no role yet. An administrator must give it one before you can log in.',
  resetLinkSent: 'If an account exists for that e-mail, a password reset link has been sent to it.',
  /** Worded to be true whether or not the address had an account already (that owner gets a mail instead). */
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can now log in.',
  registered:
    'Thank you. We have sent a message to your e-mail address. A new account can log in once an administrator has given it a role.',
  /** 429 on login: the account's failed logins (from any address), then the client address's. */
  tooManyFailedLogins: (wait: string) =>
    `Too many failed logins for this account. Please try again in ${wait}.`,
  tooManyFailedLoginsFromAddress: (wait: string) =>
    `Too many failed logins from your network. Please try again in ${wait}.`,
  loggedOut: 'You have been logged out.',
  loggedIn: 'Logged in successfully.',
  unauthenticated: 'You must be signed in to do that.',
  sessionExpired: 'Your session has expired or was revoked. Please log in again.',
  /** 401 when the account's role is no longer the one it signed in with: its app and menu were the old role's. */
  roleChanged: 'Your role has been changed. Please log in again.',
} as const;

/** The dialog over a page whose session the server ended: signing in again goes on where the person was. */
export const sessionEndedTexts = {
  title: 'Sign in again',
  kept: 'This page stays as it was, with what you typed in it: sign in again to go on.',
  /** Under another role the page is not the person's any more: signing in opens the new role's home. */
  roleChanged:
    "Signing in again opens your new role's home: this page, and what you typed in it, are not kept.",
  signIn: 'Login',
  signOut: 'Sign out',
} as const;

export const tokenMessages = {
  /** What the user is told when the stored token cannot be read (the technical reason stays in the error). */
  unreadable: 'Your session could not be read. Please log in again.',
  noToken: 'No token found',
  decodeError: (reason: string) => `Error decoding token: ${reason}`,
  invalidFormat: 'Invalid token format',
} as const;

export const ROLE_PROVIDER_MISSING = 'useRole must be used within a RoleProvider.';

/** The server's refusals about employees and their accounts. */
export const employeeMessages = {
  roleNotGiven: (creator: string, role: string) =>
    `${capitalized(withArticle(creator))} may not give the ${role} role.`,
  ownRole: 'You may not change your own role.',
  ownAccount: 'You may not delete your own account.',
  currentPasswordRequired: 'Enter your current password to choose a new one.',
  currentPasswordWrong: 'Your current password is not correct, so your password was not changed.',
  othersPassword:
    "Nobody sets another person's password. Send them a password reset link instead, and they choose their own.",
  resetLinkSent: (email: string) =>
    `A password reset link has been sent to ${email}. It works once, within one hour.`,
} as const;
