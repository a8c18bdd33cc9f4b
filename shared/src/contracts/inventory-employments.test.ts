import {
  INVALID_EMPLOYEE_ID,
  endsEmployment,
  inventoryEmploymentCreateSchema,
  inventoryEmploymentUpdateSchema,
} from './inventory-employments';
import { DATE_IN_FUTURE, DATE_TOO_EARLY, INVALID_DATE } from './validation';
import { verdict } from '../../test/verdict';

/** A day begun nowhere yet: after today in the time zone furthest ahead (UTC+14). */
const dayBegunNowhere = new Date(Date.now() + (14 + 24) * 3_600_000).toISOString().slice(0, 10);
const valid = {
  hire_date: '2024-01-15',
  employee_id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  inventory: 'Main Store',
};

describe('supervisor assignment create', () => {
  it('accepts an assignment', () => {
    expect(inventoryEmploymentCreateSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['hire_date', undefined, 'Hire date is required'],
    ['hire_date', '1899-12-31', DATE_TOO_EARLY],
    ['hire_date', dayBegunNowhere, DATE_IN_FUTURE],
    ['employee_id', 'not-a-uuid', INVALID_EMPLOYEE_ID],
    ['employee_id', undefined, INVALID_EMPLOYEE_ID],
    ['inventory', '', 'Inventory is required'],
    ['inventory', 'a'.repeat(80), 'ok'],
    ['inventory', 'a'.repeat(81), 'Inventory must not exceed 80 characters'],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(inventoryEmploymentCreateSchema, { ...valid, [field]: value }, field)).toBe(expected);
  });

  it('has the exact employee wording', () => {
    expect(INVALID_EMPLOYEE_ID).toBe('Invalid employee ID');
  });
});

describe('supervisor assignment edit', () => {
  it('keeps only the non-empty dates', () => {
    const parsed = inventoryEmploymentUpdateSchema.parse({
      hire_date: '',
      termination_date: '2025-02-01',
      resign_date: null,
      transfer_date: undefined,
      version: 2,
    });
    expect(parsed).toStrictEqual({ termination_date: '2025-02-01', version: 2 });
  });

  it.each([
    ['termination_date', '2023-12-31', 'Termination date must not be before the hire date'],
    ['resign_date', '2023-12-31', 'Resign date must not be before the hire date'],
    ['transfer_date', '2023-12-31', 'Transfer date must not be before the hire date'],
    ['transfer_date', '2024-01-01', 'ok'],
    ['transfer_date', dayBegunNowhere, DATE_IN_FUTURE],
    ['transfer_date', 'soon', INVALID_DATE],
  ])('%s = %j with hire date 2024-01-01 -> %s', (field, value, expected) => {
    expect(
      verdict(
        inventoryEmploymentUpdateSchema,
        { hire_date: '2024-01-01', [field]: value, version: 1 },
        field,
      ),
    ).toBe(expected);
  });

  it.each([
    [{ hire_date: '2024-01-01' }, false],
    [{ termination_date: '2024-01-01' }, true],
    [{ resign_date: '2024-01-01' }, true],
    [{ transfer_date: '2024-01-01' }, true],
  ])('endsEmployment(%j) is %s', (update, expected) => {
    expect(endsEmployment(inventoryEmploymentUpdateSchema.parse({ ...update, version: 1 }))).toBe(expected);
  });
});
