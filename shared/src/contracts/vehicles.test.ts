import { vehicleTypes } from './statuses';
import { vehicleCreateSchema, vehicleLabel, vehicleUpdateSchema } from './vehicles';
import { verdict } from '../../test/verdict';

const chars = (n: number) => 'A'.repeat(n);
const thisYear = new Date().getFullYear();

const valid = {
  make: 'Volvo',
  year: 2020,
  color: 'Red',
  vin: '1HGCM82633A004352',
  plate_number: 'ABC-1234',
  cargo_capacity: 12000,
  type: 'truck',
};

describe('vehicle create', () => {
  it('accepts a vehicle with only the required fields', () => {
    expect(vehicleCreateSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['make', undefined, 'Make is required'],
    ['make', chars(2), 'Make must be at least 3 characters'],
    ['make', chars(3), 'ok'],
    ['make', chars(80), 'ok'],
    ['make', chars(81), 'Make must not exceed 80 characters'],
    ['model', chars(1), 'ok'],
    ['model', chars(80), 'ok'],
    ['model', chars(81), 'Model must not exceed 80 characters'],
    ['year', undefined, 'Year is required'],
    ['year', 1899, 'Year must not be before 1900'],
    ['year', 1900, 'ok'],
    ['year', thisYear, 'ok'],
    ['year', String(thisYear), 'ok'],
    ['year', thisYear + 1, `Year must not be after ${thisYear}`],
    ['year', 2000.5, 'Year must be an integer'],
    ['year', 'nineteen', 'Year must be a number'],
    ['color', chars(2), 'Color must be at least 3 characters'],
    ['color', chars(3), 'ok'],
    ['color', chars(20), 'ok'],
    ['color', chars(21), 'Color must not exceed 20 characters'],
    ['mileage', undefined, 'ok'],
    ['mileage', '', 'ok'],
    ['mileage', 0, 'Mileage must be a positive number'],
    ['mileage', 1, 'ok'],
    ['mileage', 1.5, 'Mileage must be an integer'],
    ['engine_no', chars(10), 'Engine number must be at least 11 characters'],
    ['engine_no', chars(11), 'ok'],
    ['engine_no', chars(20), 'ok'],
    ['engine_no', chars(21), 'Engine number must not exceed 20 characters'],
    ['chassis_no', chars(10), 'Chassis number must be at least 11 characters'],
    ['chassis_no', chars(21), 'Chassis number must not exceed 20 characters'],
    ['vin', undefined, 'VIN is required'],
    ['vin', chars(16), 'VIN must be at least 17 characters'],
    ['vin', chars(17), 'ok'],
    ['vin', chars(20), 'ok'],
    ['vin', chars(21), 'VIN must not exceed 20 characters'],
    ['plate_number', chars(5), 'Plate number must be at least 6 characters'],
    ['plate_number', chars(6), 'ok'],
    ['plate_number', chars(20), 'ok'],
    ['plate_number', chars(21), 'Plate number must not exceed 20 characters'],
    ['cargo_capacity', undefined, 'Cargo capacity is required'],
    ['cargo_capacity', 0, 'Cargo capacity must be a positive number'],
    ['cargo_capacity', 10.5, 'Cargo capacity must be an integer'],
    ['type', undefined, 'Type is required'],
    ['type', 'boat', `Type must be one of: ${vehicleTypes.join(', ')}`],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(vehicleCreateSchema, { ...valid, [field]: value }, field)).toBe(expected);
  });

  it.each(vehicleTypes)('accepts the type %s', (type) => {
    expect(verdict(vehicleCreateSchema, { ...valid, type }, 'type')).toBe('ok');
  });
});

describe('vehicle update: all optional', () => {
  it('accepts nothing but a version', () => {
    expect(vehicleUpdateSchema.parse({ version: 4 })).toEqual({ version: 4 });
  });

  it.each([
    ['year', 1899, 'Year must not be before 1900'],
    ['year', thisYear + 1, `Year must not be after ${thisYear}`],
    ['vin', chars(16), 'VIN must be at least 17 characters'],
    ['vin', chars(21), 'VIN must not exceed 20 characters'],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(vehicleUpdateSchema, { [field]: value }, field)).toBe(expected);
  });
});

it.each([
  [{ make: 'Volvo', model: 'FH', year: 2020 }, 'Volvo FH 2020'],
  [{ make: 'Volvo', model: null, year: 2020 }, 'Volvo 2020'],
])('vehicleLabel(%j) is %s', (vehicle, expected) => {
  expect(vehicleLabel(vehicle)).toBe(expected);
});
