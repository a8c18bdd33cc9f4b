import {
  dataProblemOf,
  duplicateKeyOf,
  isConnectionFailure,
  isDataException,
  isForeignKeyViolation,
  isUniqueViolation,
  referencingTableOf,
  sqlState,
} from '../src/db/errors.js';

/**
 * Reading the errors pg and PGlite raise: both carry PostgreSQL's SQLSTATE in `code`, the constraint's name and
 * the key in `detail`. The route suites meet each kind from a real database; these pin the reading itself,
 * including what no database sends (a thrown string, a Node network code).
 */
const databaseError = (code: string, message = '', more: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...more });

describe('reading database errors', () => {
  it('takes a SQLSTATE only from an object with a five-character code', () => {
    expect(sqlState(databaseError('23505'))).toBe('23505');
    expect(sqlState(databaseError('ECONNREFUSED'))).toBeUndefined();
    for (const thrown of ['23505', null, undefined, 42]) expect(sqlState(thrown)).toBeUndefined();
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('tells a unique violation of a given constraint from one of another', () => {
    const taken = databaseError('23505', 'duplicate key', { constraint: 'users_email_unique' });
    expect(isUniqueViolation(taken)).toBe(true);
    expect(isUniqueViolation(taken, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(taken, 'vendors_name_unique')).toBe(false);
    expect(isForeignKeyViolation(databaseError('23503'))).toBe(true);
    expect(isForeignKeyViolation(databaseError('23001'))).toBe(true);
    expect(isForeignKeyViolation(taken)).toBe(false);
  });

  it('names which rule a data exception broke', () => {
    const cases: Array<[Error, ReturnType<typeof dataProblemOf>]> = [
      [databaseError('22003', 'numeric field overflow'), 'amount-out-of-range'],
      [databaseError('22003', 'integer out of range'), 'number-out-of-range'],
      [databaseError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'), 'characters'],
      [databaseError('22P05', 'unsupported Unicode escape sequence'), 'characters'],
      [databaseError('22001', 'value too long for type character varying(255)'), 'too-long'],
      [databaseError('22P02', 'invalid input syntax for type uuid: "x"'), 'other'],
    ];
    for (const [error, problem] of cases) {
      expect(isDataException(error)).toBe(true);
      expect(dataProblemOf(error)).toBe(problem);
    }
    expect(isDataException(databaseError('23505'))).toBe(false);
    expect(dataProblemOf({ code: '22003' })).toBe('number-out-of-range');
  });

  it('counts a refused or lost connection, a shutdown and a full server as the database being out of reach', () => {
    for (const lost of [
      databaseError('ECONNREFUSED'),
      databaseError('08006'),
      databaseError('57P01'),
      databaseError('53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isConnectionFailure(lost)).toBe(true);
    }
    expect(isConnectionFailure(databaseError('23505'))).toBe(false);
    expect(isConnectionFailure('Connection terminated')).toBe(false);
  });

  it('reads the taken key and the referring table from the detail, and nothing without one', () => {
    const taken = { code: '23505', detail: 'Key (lower(name))=(acme co) already exists.' };
    expect(duplicateKeyOf(taken)).toEqual({ field: 'lower(name)', value: 'acme co' });
    expect(duplicateKeyOf({ code: '23505', detail: 'Failing row contains (1).' })).toBeUndefined();
    expect(duplicateKeyOf({ code: '23505' })).toBeUndefined();

    const referenced = { code: '23503', detail: 'Key (id)=(7) is still referenced from table "products".' };
    expect(referencingTableOf(referenced)).toBe('products');
    expect(referencingTableOf({ detail: 'Key (id)=(7) is referenced from table "sale_products".' })).toBe(
      'sale_products',
    );
    expect(
      referencingTableOf({ detail: 'Key (category_id)=(9) is not present in table "categories".' }),
    ).toBe(undefined);
    expect(referencingTableOf(null)).toBeUndefined();
  });
});
