import dayjs from 'dayjs';
import * as z from '@logistics/shared/contracts/zod';
import {
  DATE_IN_FUTURE,
  DATE_TOO_EARLY,
  DISCOUNT_MAX_MESSAGE,
  DISCOUNT_MIN_MESSAGE,
  EMAIL_REQUIRED,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE,
  INVALID_DATE,
  INVALID_EMAIL,
  INTEGER_MAX,
  INTEGER_MIN,
  INVALID_INPUT,
  ONLY_IMAGES,
  hasForbiddenCharacters,
  invalidCharactersMessage,
  PHONE_CHARACTERS,
  REQUIRED,
  dateField,
  discountField,
  email,
  emptyToNull,
  imageFileError,
  integerField,
  isIsoDate,
  isNumericString,
  issuesByPath,
  nameField,
  numericString,
  optionalDateField,
  optionalEmail,
  optionalIntegerField,
  optionalNumericString,
  optionalPhoneField,
  optionalText,
  phoneField,
  text,
  toIsoDate,
  uuidField,
  versionField,
  VERSION_REQUIRED,
} from './validation';
import { verdict } from '../../test/verdict';

const chars = (n: number) => 'a'.repeat(n);
const today = () => dayjs().format('YYYY-MM-DD');
/** The day after the last calendar day begun anywhere (UTC+14): in the future everywhere. */
const dayAfterAnywhere = () => new Date(Date.now() + (14 + 24) * 3_600_000).toISOString().slice(0, 10);

describe('names: 3 to 80', () => {
  it.each([
    [undefined, 'Name is required'],
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    [chars(2), 'Name must be at least 3 characters'],
    [`  ${chars(2)}  `, 'Name must be at least 3 characters'],
    [chars(3), 'ok'],
    [chars(80), 'ok'],
    [chars(81), 'Name must not exceed 80 characters'],
  ])('%j -> %s', (value, expected) => {
    expect(verdict(nameField(), value)).toBe(expected);
  });

  it('trims before sending', () => {
    expect(nameField().parse('  Acme Ltd  ')).toBe('Acme Ltd');
  });

  it('takes its own required wording', () => {
    expect(verdict(nameField('Vendor name is required', 'Vendor name'), '')).toBe('Vendor name is required');
    expect(verdict(nameField('Vendor name is required', 'Vendor name'), 'ab')).toBe(
      'Vendor name must be at least 3 characters',
    );
  });
});

describe('text helpers', () => {
  it.each([
    [{ label: 'SKU', min: 6, max: 20 }, '', 'SKU is required'],
    [{ label: 'SKU', min: 6, max: 20 }, chars(5), 'SKU must be at least 6 characters'],
    [{ label: 'SKU', min: 6, max: 20 }, chars(21), 'SKU must not exceed 20 characters'],
    [{ min: 3, required: 'Custom required' }, 'ab', 'Custom required'],
    [{ max: 5 }, chars(6), 'Must not exceed 5 characters'],
    [{ max: 5 }, '', REQUIRED],
    [{ label: 'X', min: 2, minMessage: 'Too short!' }, 'a', 'Too short!'],
  ])('text(%j) on %j -> %s', (opts, value, expected) => {
    expect(verdict(text(opts), value)).toBe(expected);
  });

  it.each([
    [undefined, undefined],
    [null, ''],
    ['', ''],
    ['   ', ''],
    ['  0123456789 ', '0123456789'],
  ])('optional text %j parses to %j', (value, expected) => {
    expect(optionalPhoneField().parse(value)).toBe(expected);
  });

  it.each([
    ['012345678', 'Phone must be at least 10 characters'],
    ['0123456789', 'ok'],
    ['0123456789012345', 'ok'],
    ['01234567890123456', 'Phone must not exceed 16 characters'],
    [42, 'Phone must be text'],
    ['', 'ok'],
    ['+1 (555) 0100199', 'ok'],
    ['call 5550100199', PHONE_CHARACTERS],
    ['555.010.0199', PHONE_CHARACTERS],
  ])('optional phone %j -> %s', (value, expected) => {
    expect(verdict(optionalPhoneField(), value)).toBe(expected);
  });

  it.each([
    ['', 'Phone is required'],
    ['012345678', 'Phone must be at least 10 characters'],
    ['0123456789', 'ok'],
    ['0123456789012345', 'ok'],
    ['01234567890123456', 'Phone must not exceed 16 characters'],
    ['+44 20 7946 0958', 'ok'],
    ['(020) 7946-0958', 'ok'],
    ['02079460958 ext', PHONE_CHARACTERS],
    ['+1 555 CALL NOW', PHONE_CHARACTERS],
    ['0123456789#', PHONE_CHARACTERS],
  ])('required phone %j -> %s', (value, expected) => {
    expect(verdict(phoneField(), value)).toBe(expected);
  });

  it('optional text bounds apply only to a non-empty value', () => {
    const schema = optionalText({ label: 'Model', min: 1, max: 3 });
    expect(verdict(schema, 'abcd')).toBe('Model must not exceed 3 characters');
    expect(verdict(schema, '')).toBe('ok');
  });

  it("emptyToNull stores '' as null and keeps the rest", () => {
    expect(emptyToNull({ a: '', b: 'x', c: undefined, d: 3 })).toEqual({
      a: null,
      b: 'x',
      c: undefined,
      d: 3,
    });
  });
});

describe('characters: no control characters, no lone surrogates', () => {
  const name = nameField();
  const description = optionalText({ label: 'Description', multiline: true, max: 750 });
  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\uD800', '\uDFFF', '\t', '\n'])(
    'a name holding %j is refused',
    (char) => {
      expect(verdict(name, `Ac${char}me`)).toBe(invalidCharactersMessage('Name'));
    },
  );

  it('a multi-line text keeps tabs and line breaks, and refuses the rest', () => {
    expect(verdict(description, 'line one\r\n\tline two')).toBe('ok');
    expect(verdict(description, 'line\u0000one')).toBe(invalidCharactersMessage('Description'));
  });

  it('keeps every real character, pairs of surrogates (emoji) included', () => {
    for (const value of ['Ünïcödé', '名前 👩🏽‍💻', '\u202Eevil', "O'Brien & Sons"]) {
      expect(verdict(name, value)).toBe('ok');
    }
    expect(hasForbiddenCharacters('👩🏽‍💻')).toBe(false);
    expect(hasForbiddenCharacters('\uD83D')).toBe(true);
  });
});

describe('e-mail', () => {
  const at = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
  it.each([
    [undefined, EMAIL_REQUIRED],
    ['', EMAIL_REQUIRED],
    ['not-an-email', INVALID_EMAIL],
    ['a@b', INVALID_EMAIL],
    [at(150), 'ok'],
    [at(151), 'Email must not exceed 150 characters'],
    ['  Someone@Example.com ', 'ok'],
  ])('%j -> %s', (value, expected) => {
    expect(verdict(email, value)).toBe(expected);
  });

  it('is trimmed and lowercased', () => {
    expect(email.parse('  Someone@Example.COM ')).toBe('someone@example.com');
  });

  it.each([
    [undefined, 'ok'],
    ['', 'ok'],
    [null, 'ok'],
    ['bad', INVALID_EMAIL],
    ['x@example.com', 'ok'],
  ])('optional %j -> %s', (value, expected) => {
    expect(verdict(optionalEmail, value)).toBe(expected);
  });
});

describe('numeric strings: at most 10 digits and 3 decimals', () => {
  const price = numericString({ label: 'Product price', message: 'Product price must be a Number' });
  it.each([
    ['1234567890', 'ok'],
    ['1234567.123', 'ok'],
    ['0.125', 'ok'],
    [12.5, 'ok'],
    ['12345678901', 'Product price must not exceed 10 digits'],
    ['12345678.123', 'Product price must not exceed 10 digits'],
    ['1.1234', 'Product price must not exceed 3 decimal places'],
    ['abc', 'Product price must be a Number'],
    ['-1', 'Product price must not be negative'],
    [-0.5, 'Product price must not be negative'],
    ['--1', 'Product price must be a Number'],
    ['1,5', 'Product price must be a Number'],
    ['.5', 'Product price must be a Number'],
    ['', 'Product price is required'],
    [undefined, 'Product price is required'],
    [null, 'Product price is required'],
    [true, 'Product price must be a Number'],
  ])('%j -> %s', (value, expected) => {
    expect(verdict(price, value)).toBe(expected);
  });

  it('keeps the amount as a string, never a float', () => {
    expect(price.parse(' 19.990 ')).toBe('19.990');
    expect(price.parse(7)).toBe('7');
  });

  it('keeps the older one-message signature', () => {
    expect(verdict(numericString('Not a number'), 'x')).toBe('Not a number');
    expect(verdict(numericString(), 'x')).toBe(INVALID_INPUT);
  });

  it.each([
    ['1234567890', true],
    ['1234567.123', true],
    ['12345678901', false],
    ['1.1234', false],
    ['1e5', false],
  ])('isNumericString(%j) is %s', (value, expected) => {
    expect(isNumericString(value)).toBe(expected);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    [null, undefined],
    ['5.5', '5.5'],
    [3, '3'],
  ])('an optional amount %j parses to %j', (value, expected) => {
    expect(optionalNumericString({ label: 'Adjustment' }).parse(value)).toBe(expected);
  });

  it('an optional amount still has the limits', () => {
    expect(verdict(optionalNumericString({ label: 'Adjustment' }), '1.1234')).toBe(
      'Adjustment must not exceed 3 decimal places',
    );
  });
});

describe('whole numbers', () => {
  const capacity = integerField({ label: 'Cargo capacity', positive: true });
  it.each([
    [undefined, 'Cargo capacity is required'],
    ['', 'Cargo capacity is required'],
    ['abc', 'Cargo capacity must be a number'],
    [0, 'Cargo capacity must be a positive number'],
    [-1, 'Cargo capacity must be a positive number'],
    [1.5, 'Cargo capacity must be an integer'],
    [1, 'ok'],
    ['25', 'ok'],
  ])('%j -> %s', (value, expected) => {
    expect(verdict(capacity, value)).toBe(expected);
  });

  it('reads text as a number', () => {
    expect(capacity.parse(' 25 ')).toBe(25);
  });

  it('stays within the database column (integer) unless the field says less', () => {
    expect(verdict(capacity, INTEGER_MAX)).toBe('ok');
    expect(verdict(capacity, INTEGER_MAX + 1)).toBe('Cargo capacity must not be greater than 2147483647');
    expect(verdict(capacity, 1e308)).toBe('Cargo capacity must not be greater than 2147483647');
    const signed = integerField({ label: 'Delta' });
    expect(verdict(signed, INTEGER_MIN)).toBe('ok');
    expect(verdict(signed, INTEGER_MIN - 1)).toBe('Delta must not be less than -2147483648');
  });

  it('an optional one may be left blank', () => {
    const mileage = optionalIntegerField({ label: 'Mileage', positive: true });
    expect(mileage.parse('')).toBeUndefined();
    expect(mileage.parse(null)).toBeUndefined();
    expect(verdict(mileage, 0)).toBe('Mileage must be a positive number');
  });
});

describe('discount: 0 to 100 percent', () => {
  it.each([
    [-1, DISCOUNT_MIN_MESSAGE],
    [-0.001, DISCOUNT_MIN_MESSAGE],
    [0, 'ok'],
    [100, 'ok'],
    [100.001, DISCOUNT_MAX_MESSAGE],
    [101, DISCOUNT_MAX_MESSAGE],
    ['101', DISCOUNT_MAX_MESSAGE],
    ['abc', 'Discount must be a number'],
    [12.3456, 'Discount must not exceed 3 decimal places'],
  ])('%j -> %s', (value, expected) => {
    expect(verdict(discountField(), value)).toBe(expected);
  });

  it('is worded exactly as users read it', () => {
    expect(DISCOUNT_MIN_MESSAGE).toBe('Discount must have a minimum of zero percent');
    expect(DISCOUNT_MAX_MESSAGE).toBe('Discount must have a maximum of hundred percent');
  });

  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['12.5', 12.5],
  ])('%j means %j', (value, expected) => {
    expect(discountField().parse(value)).toBe(expected);
  });
});

describe('dates: from 1900-01-01 to today', () => {
  const field = dateField('Date is required');
  it.each([
    ['1899-12-31', DATE_TOO_EARLY],
    ['1900-01-01', 'ok'],
    ['2026-02-30', INVALID_DATE],
    ['05/01/2024', INVALID_DATE],
    ['', 'Date is required'],
    [undefined, 'Date is required'],
    [null, 'Date is required'],
    [42, INVALID_DATE],
  ])('%j -> %s', (value, expected) => {
    expect(verdict(field, value)).toBe(expected);
  });

  it('accepts today and refuses a day begun nowhere yet', () => {
    expect(verdict(field, today())).toBe('ok');
    expect(verdict(field, dayAfterAnywhere())).toBe(DATE_IN_FUTURE);
  });

  it.each([
    // Noon in UTC: already the next day from UTC+12 on.
    ['2026-12-07T12:00:00Z', '2026-12-08', '2026-12-09'],
    // Just before midnight in UTC: the day after next nowhere yet.
    ['2026-12-07T23:59:00Z', '2026-12-08', '2026-12-09'],
    // Just after midnight in UTC: 14 hours later in the Line Islands, still the same day.
    ['2026-12-08T00:01:00Z', '2026-12-08', '2026-12-09'],
    // The Line Islands pass midnight at 10:00 UTC.
    ['2026-12-07T09:59:00Z', '2026-12-07', '2026-12-08'],
  ])(
    'at %s accepts %s, today somewhere (a person east of the server), and refuses %s',
    (now, accepted, refused) => {
      jest.useFakeTimers({ now: new Date(now) });
      try {
        expect(verdict(field, accepted)).toBe('ok');
        expect(verdict(field, refused)).toBe(DATE_IN_FUTURE);
      } finally {
        jest.useRealTimers();
      }
    },
  );

  it('takes the date part of an ISO date-time as written', () => {
    expect(field.parse('2024-03-05T23:30:00.000Z')).toBe('2024-03-05');
    expect(field.parse('2024-03-05T23:30+02:00')).toBe('2024-03-05');
  });

  it.each(['2024-03-05garbage', '2024-03-05\u0000', '2024-03-05 DROP TABLE', '2024-03-05T99'])(
    'refuses a date followed by anything but a time: %j',
    (value) => {
      expect(verdict(field, value)).toBe(INVALID_DATE);
    },
  );

  it('takes the local calendar date of a Date or a dayjs value', () => {
    expect(field.parse(new Date(2024, 2, 5, 0, 0, 0))).toBe('2024-03-05');
    expect(field.parse(dayjs('2024-03-05'))).toBe('2024-03-05');
    expect(toIsoDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
  ])('isIsoDate(%j) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['2020-06-01', '2020-06-01'],
  ])('an optional date %j parses to %j', (value, expected) => {
    expect(optionalDateField().parse(value)).toBe(expected);
  });

  it('an optional date keeps the bounds', () => {
    expect(verdict(optionalDateField(), '1899-12-31')).toBe(DATE_TOO_EARLY);
    expect(verdict(optionalDateField(), dayAfterAnywhere())).toBe(DATE_IN_FUTURE);
  });
});

describe('UUIDs', () => {
  const field = uuidField('Invalid employee ID');
  it.each([
    ['123e4567-e89b-12d3-a456-426614174000', 'ok'],
    ['  123e4567-e89b-12d3-a456-426614174000  ', 'ok'],
    ['00000000-0000-0000-0000-000000000001', 'ok'],
    ['123e4567-e89b-12d3-a456-42661417400', 'Invalid employee ID'],
    ['123e4567e89b12d3a456426614174000', 'Invalid employee ID'],
    ['not-a-uuid', 'Invalid employee ID'],
    ['', 'Invalid employee ID'],
    [undefined, 'Invalid employee ID'],
  ])('%j -> %s', (value, expected) => {
    expect(verdict(field, value)).toBe(expected);
  });
});

describe('images: image/* up to 5 MB', () => {
  it.each([
    [{ type: 'image/png', size: 1 }, undefined],
    [{ type: 'image/jpeg', size: IMAGE_MAX_BYTES }, undefined],
    [{ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 }, IMAGE_TOO_LARGE],
    [{ type: 'application/pdf', size: 1 }, ONLY_IMAGES],
    [{ type: '', size: 1 }, ONLY_IMAGES],
    [{ type: 'text/plain', size: IMAGE_MAX_BYTES + 1 }, ONLY_IMAGES],
  ])('%j -> %s', (file, expected) => {
    expect(imageFileError(file)).toBe(expected);
  });

  it('5 MB is 5 × 1024 × 1024 bytes, and the messages are worded exactly as users read them', () => {
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(ONLY_IMAGES).toBe('Only image files are allowed.');
    expect(IMAGE_TOO_LARGE).toBe('Image size should be less than 5MB.');
  });
});

describe('version and errors', () => {
  it.each([
    [undefined, VERSION_REQUIRED],
    [0, 'ok'],
    [7, 'ok'],
    [1.5, 'Version must be a whole number'],
    [-1, 'Version must be a whole number'],
    ['3', 'Version must be a whole number'],
    [INTEGER_MAX + 1, 'Version must be a whole number'],
  ])('version %j -> %s', (value, expected) => {
    expect(verdict(versionField, value)).toBe(expected);
  });

  it('issuesByPath keeps the first message of each field', () => {
    const schema = z.object({ name: nameField(), lines: z.array(z.object({ n: text({ label: 'N' }) })) });
    const result = schema.safeParse({ name: '', lines: [{ n: 'x' }, { n: '' }] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(issuesByPath(result.error)).toEqual({ name: 'Name is required', 'lines.1.n': 'N is required' });
    }
  });
});
