import { PASSWORD_RULE_MESSAGE } from './auth';
import { roles } from './roles';
import {
  INVALID_ROLE,
  ROLE_REQUIRED,
  profileUpdateSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from './users';
import { INVALID_IMAGE_URL } from './validation';
import { verdict } from '../../test/verdict';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+4420123456789',
  address: '12 Analytical Row, London',
  password: 'Passw0rd!',
  role: 'captain',
};
const with_ = (field: string, value: unknown) => ({ ...valid, [field]: value });

describe('user create', () => {
  it('accepts a full employee and trims its text', () => {
    const parsed = userCreateSchema.parse({
      ...valid,
      name: '  Ada Lovelace ',
      national_id: ' N-1 ',
      avatar: '',
    });
    expect(parsed).toMatchObject({ name: 'Ada Lovelace', national_id: 'N-1', avatar: '' });
  });

  it.each([
    ['name', undefined, 'Name is required'],
    ['name', 'ab', 'Name must be at least 3 characters'],
    ['name', 'a'.repeat(3), 'ok'],
    ['name', 'a'.repeat(80), 'ok'],
    ['name', 'a'.repeat(81), 'Name must not exceed 80 characters'],
    ['email', 'nope', 'Invalid email address'],
    ['email', `${'a'.repeat(139)}@example.com`, 'Email must not exceed 150 characters'],
    ['phone', undefined, 'Phone is required'],
    ['phone', '123456789', 'Phone must be at least 10 characters'],
    ['phone', '1234567890', 'ok'],
    ['phone', '1'.repeat(16), 'ok'],
    ['phone', '1'.repeat(17), 'Phone must not exceed 16 characters'],
    ['avatar', 'https://img.example.com/a.png', 'ok'],
    ['avatar', `https://img.example.com/${'a'.repeat(231)}`, 'ok'],
    ['avatar', `https://img.example.com/${'a'.repeat(232)}`, 'Avatar URL must not exceed 255 characters'],
    ['avatar', 'http://localhost:8080/api/uploads/logistics/0123456789abcdef01234567.png', 'ok'],
    ['avatar', 'javascript:alert(1)', INVALID_IMAGE_URL],
    ['avatar', 'data:image/png;base64,iVBORw0KGgo=', INVALID_IMAGE_URL],
    ['avatar', 'http://img.example.com/a.png', INVALID_IMAGE_URL],
    ['avatar', '/api/uploads/logistics/a.png', INVALID_IMAGE_URL],
    ['address', undefined, 'Address is required'],
    ['address', '', 'Address is required'],
    ['address', 'a'.repeat(255), 'ok'],
    ['address', 'a'.repeat(256), 'Address must not exceed 255 characters'],
    ['password', undefined, 'Required'],
    ['password', 'Pa0!aaa', PASSWORD_RULE_MESSAGE],
    ['password', 'Pa0!aaaa', 'ok'],
    ['password', 'Pa0!' + 'a'.repeat(28), 'ok'],
    ['password', 'Pa0!' + 'a'.repeat(29), PASSWORD_RULE_MESSAGE],
    ['role', undefined, ROLE_REQUIRED],
    ['role', '', ROLE_REQUIRED],
    ['role', 'driver', INVALID_ROLE],
    ['national_id', 'a'.repeat(20), 'ok'],
    ['national_id', 'a'.repeat(21), 'National ID must not exceed 20 characters'],
    ['driving_license_no', 'a'.repeat(21), 'Driving license number must not exceed 20 characters'],
    ['passport_no', 'a'.repeat(21), 'Passport number must not exceed 20 characters'],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(userCreateSchema, with_(field, value), field)).toBe(expected);
  });

  it.each(roles)('accepts the role %s', (role) => {
    expect(verdict(userCreateSchema, with_('role', role), 'role')).toBe('ok');
  });
});

describe('user update: all optional, same bounds', () => {
  it('accepts an empty change and keeps only what was sent', () => {
    expect(userUpdateSchema.parse({ version: 1 })).toEqual({ version: 1 });
    expect(Object.keys(userUpdateSchema.parse({ phone: '1234567890', version: 2 }))).toEqual([
      'phone',
      'version',
    ]);
  });

  it.each([
    ['name', 'ab', 'Name must be at least 3 characters'],
    ['name', '', 'Name is required'],
    ['phone', '123', 'Phone must be at least 10 characters'],
    ['password', 'weak', PASSWORD_RULE_MESSAGE],
    ['role', 'driver', INVALID_ROLE],
    ['version', 1.5, 'Version must be a whole number'],
    ['national_id', '', 'ok'],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(userUpdateSchema, { [field]: value }, field)).toBe(expected);
  });
});

describe('profile update', () => {
  it('never carries a role or a password', () => {
    expect(
      profileUpdateSchema.parse({ name: 'Ada', role: 'admin', password: 'Passw0rd!', version: 1 }),
    ).toEqual({
      name: 'Ada',
      version: 1,
    });
  });
});

describe('user as read', () => {
  it('accepts a registered account without role, phone or address', () => {
    const row = {
      id: 'u1',
      version: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      avatar: null,
      name: 'New',
      email: 'new@example.com',
      phone: null,
      role: null,
      national_id: null,
      driving_license_no: null,
      passport_no: null,
      address: null,
    };
    expect(userSchema.parse(row)).toEqual(row);
  });
});
