import type * as z from '@logistics/shared/contracts/zod';
import { categoryCreateSchema, categoryUpdateSchema } from './categories';
import { customerCreateSchema, customerUpdateSchema } from './customers';
import { inventoryCreateSchema, inventoryUpdateSchema } from './inventories';
import { PRODUCT_PRICE_NOT_A_NUMBER, productCreateSchema, productUpdateSchema } from './products';
import { issuesByPath, PHONE_CHARACTERS } from './validation';
import { VENDOR_NAME_REQUIRED, vendorCreateSchema, vendorUpdateSchema } from './vendors';

function verdict(schema: z.ZodType, value: unknown, path: string): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : (issuesByPath(result.error)[path] ?? 'ok');
}
const chars = (n: number) => 'a'.repeat(n);

describe('customer', () => {
  const valid = { name: 'Acme Stores' };
  it.each([
    ['name', undefined, 'Name is required'],
    ['name', chars(2), 'Name must be at least 3 characters'],
    ['name', chars(3), 'ok'],
    ['name', chars(80), 'ok'],
    ['name', chars(81), 'Name must not exceed 80 characters'],
    ['email', '', 'ok'],
    ['email', 'x', 'Invalid email address'],
    ['phone', '', 'ok'],
    ['phone', chars(9), 'Phone must be at least 10 characters'],
    ['phone', '5'.repeat(10), 'ok'],
    ['phone', '5'.repeat(16), 'ok'],
    ['phone', chars(10), PHONE_CHARACTERS],
    ['phone', chars(17), 'Phone must not exceed 16 characters'],
    ['address', chars(255), 'ok'],
    ['address', chars(256), 'Address must not exceed 255 characters'],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(customerCreateSchema, { ...valid, [field]: value }, field)).toBe(expected);
  });

  it('needs only a name', () => {
    expect(customerCreateSchema.parse({ name: ' Acme ' })).toEqual({ name: 'Acme' });
  });

  it("an update may clear an optional field with ''", () => {
    expect(customerUpdateSchema.parse({ phone: '', version: 3 })).toEqual({ phone: '', version: 3 });
    expect(customerUpdateSchema.parse({ version: 3 })).toEqual({ version: 3 });
  });
});

describe('vendor', () => {
  it.each([
    [undefined, VENDOR_NAME_REQUIRED],
    ['', VENDOR_NAME_REQUIRED],
    [chars(2), 'Vendor name must be at least 3 characters'],
    [chars(3), 'ok'],
    [chars(80), 'ok'],
    [chars(81), 'Vendor name must not exceed 80 characters'],
  ])('name %j -> %s', (name, expected) => {
    expect(verdict(vendorCreateSchema, { name }, 'name')).toBe(expected);
  });

  it('has the exact required wording', () => {
    expect(VENDOR_NAME_REQUIRED).toBe('Vendor name is required');
  });

  it.each([
    ['email', 'x', 'Invalid email address'],
    ['phone', chars(9), 'Phone must be at least 10 characters'],
    ['address', chars(256), 'Address must not exceed 255 characters'],
    ['description', chars(750), 'ok'],
    ['description', chars(751), 'Description must not exceed 750 characters'],
  ])('the rest is optional: %s = %j -> %s', (field, value, expected) => {
    expect(verdict(vendorCreateSchema, { name: 'Vendor', [field]: value }, field)).toBe(expected);
  });

  it('an update is all optional', () => {
    expect(vendorUpdateSchema.parse({ version: 1 })).toEqual({ version: 1 });
    expect(verdict(vendorUpdateSchema, { name: '' }, 'name')).toBe(VENDOR_NAME_REQUIRED);
  });
});

describe('category', () => {
  it.each([
    ['name', chars(2), 'Name must be at least 3 characters'],
    ['name', chars(81), 'Name must not exceed 80 characters'],
    ['name', '', 'Name is required'],
    ['description', chars(750), 'ok'],
    ['description', chars(751), 'Description must not exceed 750 characters'],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(categoryCreateSchema, { name: 'Tools', [field]: value }, field)).toBe(expected);
  });

  it('an update is all optional with a version', () => {
    expect(categoryUpdateSchema.parse({ version: 1 })).toEqual({ version: 1 });
  });
});

describe('product', () => {
  const valid = { name: 'Hammer', price: '12.5', category: 'Tools', sku: 'HAM-001' };
  it.each([
    ['name', chars(2), 'Name must be at least 3 characters'],
    ['name', chars(81), 'Name must not exceed 80 characters'],
    ['description', chars(751), 'Description must not exceed 750 characters'],
    ['price', undefined, 'Product price is required'],
    ['price', 'twelve', PRODUCT_PRICE_NOT_A_NUMBER],
    ['price', '1234567890', 'ok'],
    ['price', '1234567.123', 'ok'],
    ['price', '12345678901', 'Product price must not exceed 10 digits'],
    ['price', '12.1234', 'Product price must not exceed 3 decimal places'],
    ['category', '', 'Category is required'],
    ['category', chars(80), 'ok'],
    ['category', chars(81), 'Category must not exceed 80 characters'],
    ['sku', '', 'SKU is required'],
    ['sku', chars(5), 'SKU must be at least 6 characters'],
    ['sku', chars(6), 'ok'],
    ['sku', chars(20), 'ok'],
    ['sku', chars(21), 'SKU must not exceed 20 characters'],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(productCreateSchema, { ...valid, [field]: value }, field)).toBe(expected);
  });

  it('has the exact price wording', () => {
    expect(PRODUCT_PRICE_NOT_A_NUMBER).toBe('Product price must be a Number');
  });

  it('keeps the price a decimal string', () => {
    expect(productCreateSchema.parse({ ...valid, price: 0.1 }).price).toBe('0.1');
  });

  it('an update is all optional, same bounds', () => {
    expect(productUpdateSchema.parse({ version: 1 })).toEqual({ version: 1 });
    expect(verdict(productUpdateSchema, { price: '1.0001' }, 'price')).toBe(
      'Product price must not exceed 3 decimal places',
    );
  });
});

describe('inventory', () => {
  const valid = { name: 'Main Store', address: '1 Dock Road' };
  it.each([
    ['name', chars(2), 'Name must be at least 3 characters'],
    ['name', chars(80), 'ok'],
    ['name', chars(81), 'Name must not exceed 80 characters'],
    ['address', undefined, 'Address is required'],
    ['address', chars(256), 'Address must not exceed 255 characters'],
    ['email', 'x', 'Invalid email address'],
    ['phone', chars(17), 'Phone must not exceed 16 characters'],
    ['description', chars(751), 'Description must not exceed 750 characters'],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(inventoryCreateSchema, { ...valid, [field]: value }, field)).toBe(expected);
  });

  it('an update is all optional', () => {
    expect(inventoryUpdateSchema.parse({ description: '', version: 1 })).toEqual({
      description: '',
      version: 1,
    });
  });
});
