import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_RULE_MESSAGE,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  password,
  CURRENT_PASSWORD_REQUIRED,
  passwordChangeFormSchema,
  passwordChangeSchema,
  registrationSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  tokenClaimsSchema,
} from './auth';
import { verdict } from '../../test/verdict';

describe('the password rule', () => {
  it('is worded exactly as users read it', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Password must be 8-32 characters, including at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
  });

  it.each<[string | undefined, string, string]>([
    ['Passw0rd!', 'ok', 'all four classes'],
    ['PASSW0RD!', PASSWORD_RULE_MESSAGE, 'no lowercase letter'],
    ['passw0rd!', PASSWORD_RULE_MESSAGE, 'no uppercase letter'],
    ['Password!', PASSWORD_RULE_MESSAGE, 'no digit'],
    ['Passw0rdd', PASSWORD_RULE_MESSAGE, 'no special character'],
    ['Passw0rd-', PASSWORD_RULE_MESSAGE, 'a special character outside !@#$%^&*'],
    ...['!', '@', '#', '$', '%', '^', '&', '*'].map((special): [string, string, string] => [
      `Passw0rd${special}`,
      'ok',
      `special character ${special}`,
    ]),
    ['Pa0!' + 'a'.repeat(3), PASSWORD_RULE_MESSAGE, '7 characters'],
    ['Pa0!' + 'a'.repeat(4), 'ok', '8 characters'],
    ['Pa0!' + 'a'.repeat(28), 'ok', '32 characters'],
    ['Pa0!' + 'a'.repeat(29), PASSWORD_RULE_MESSAGE, '33 characters'],
    ['', PASSWORD_RULE_MESSAGE, 'empty'],
    [undefined, 'Required', 'missing'],
  ])('%j -> %s (%s)', (value, expected) => {
    expect(verdict(password, value)).toBe(expected);
  });
});

describe('login, registration and forgot password', () => {
  it.each([
    [{ email: 'admin@example.com', password: 'Passw0rd!' }, 'ok', undefined],
    [{ email: 'admin', password: 'Passw0rd!' }, 'Invalid email address', 'email'],
    [
      { email: `${'a'.repeat(139)}@example.com`, password: 'Passw0rd!' },
      'Email must not exceed 150 characters',
      'email',
    ],
    [{ email: 'admin@example.com', password: 'short' }, PASSWORD_RULE_MESSAGE, 'password'],
  ])('login %j -> %s', (value, expected, path) => {
    expect(verdict(loginSchema, value, path)).toBe(expected);
  });

  it.each([
    ['ab', 'Name must be at least 3 characters'],
    ['abc', 'ok'],
    ['a'.repeat(80), 'ok'],
    ['a'.repeat(81), 'Name must not exceed 80 characters'],
    ['', 'Name is required'],
  ])('registration name %j -> %s', (name, expected) => {
    expect(
      verdict(registrationSchema, { name, email: 'new@example.com', password: 'Passw0rd!' }, 'name'),
    ).toBe(expected);
  });

  it('registration checks the password rule', () => {
    expect(
      verdict(registrationSchema, { name: 'Ann', email: 'a@example.com', password: 'password' }, 'password'),
    ).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('forgot password asks only for an e-mail', () => {
    expect(forgotPasswordSchema.parse({ email: ' A@Example.com ', other: 1 })).toEqual({
      email: 'a@example.com',
    });
    expect(verdict(forgotPasswordSchema, { email: 'x' })).toBe('Invalid email address');
  });
});

describe('reset password', () => {
  it('words the mismatch exactly as users read it, grammar included', () => {
    expect(PASSWORDS_DO_NOT_MATCH).toBe(
      'Passwords do not matches, please check your passwords and try again.',
    );
  });

  it.each([
    [{ newPassword: 'Passw0rd!', confirmPassword: 'Passw0rd!' }, 'ok', undefined],
    [{ newPassword: 'Passw0rd!', confirmPassword: 'Passw0rd?' }, PASSWORD_RULE_MESSAGE, 'confirmPassword'],
    [{ newPassword: 'Passw0rd!', confirmPassword: 'Passw0rd@' }, PASSWORDS_DO_NOT_MATCH, 'confirmPassword'],
    [{ newPassword: 'weak', confirmPassword: 'weak' }, PASSWORD_RULE_MESSAGE, 'newPassword'],
  ])('form %j -> %s', (value, expected, path) => {
    expect(verdict(resetPasswordFormSchema, value, path)).toBe(expected);
  });

  it.each([
    [
      { reset_password_token: 't', password: 'Passw0rd!' },
      { token: 't', password: 'Passw0rd!' },
    ],
    [
      { reset_password_token: 't', newPassword: 'Passw0rd!' },
      { token: 't', password: 'Passw0rd!' },
    ],
  ])('the call accepts the token with either key: %j', (value, expected) => {
    expect(resetPasswordRequestSchema.parse(value)).toEqual(expected);
  });

  it.each([
    [{ reset_password_token: 't' }, PASSWORD_RULE_MESSAGE],
    [{ reset_password_token: '', password: 'Passw0rd!' }, 'Reset token is required'],
    [{ reset_password_token: 't', password: 'weak' }, PASSWORD_RULE_MESSAGE],
  ])('the call refuses %j', (value, expected) => {
    expect(verdict(resetPasswordRequestSchema, value)).toBe(expected);
  });

  it('the profile password change follows the same rule', () => {
    expect(verdict(passwordChangeSchema, { currentPassword: 'old', newPassword: 'Passw0rd!' })).toBe('ok');
    expect(verdict(passwordChangeSchema, { currentPassword: 'old', newPassword: 'passw0rd!' })).toBe(
      PASSWORD_RULE_MESSAGE,
    );
    expect(verdict(passwordChangeSchema, { newPassword: 'Passw0rd!' })).toBe(CURRENT_PASSWORD_REQUIRED);
    expect(
      verdict(passwordChangeFormSchema, {
        currentPassword: 'old',
        newPassword: 'Passw0rd!',
        confirmPassword: 'Passw0rd#',
      }),
    ).toBe(PASSWORDS_DO_NOT_MATCH);
  });
});

describe('tokens and the login answer', () => {
  it('token claims carry a role or null', () => {
    expect(verdict(tokenClaimsSchema, { id: '1', role: 'captain', email: 'c@example.com', exp: 1 })).toBe(
      'ok',
    );
    expect(verdict(tokenClaimsSchema, { id: '1', role: null, email: 'c@example.com', exp: 1 })).toBe('ok');
    expect(verdict(tokenClaimsSchema, { id: '1', role: 'driver', email: 'c@example.com', exp: 1 })).not.toBe(
      'ok',
    );
  });

  it('the login answer has token, message and user', () => {
    const answer = {
      token: 't',
      message: 'ok',
      user: { id: '1', role: 'admin', email: 'a@b.co', name: 'A' },
    };
    expect(loginResponseSchema.parse(answer)).toEqual(answer);
  });
});
