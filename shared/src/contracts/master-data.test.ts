import { categoryCreateSchema, categoryUpdateSchema } from './categories';
import { customerCreateSchema, customerUpdateSchema } from './customers';
import { inventoryCreateSchema, inventoryUpdateSchema } from './inventories';
import { PRODUCT_PRICE_NOT_A_NUMBER, productCreateSchema, productUpdateSchema } from './products';
import { PHONE_CHARACTERS } from './validation';
import { VENDOR_NAME_REQUIRED, vendorCreateSchema, vendorUpdateSchema } from './vendors';
import { verdict } from '../../test/verdict';

const chars = (n: number) => 'a'.repeat(n);

/** Each resource's create, and a create it accepts. */
const creates = {
  customer: { schema: customerCreateSchema, valid: { name: 'Acme Stores' } },
  vendor: { schema: vendorCreateSchema, valid: { name: 'Vendor' } },
  category: { schema: categoryCreateSchema, valid: { name: 'Tools' } },
  product: {
    schema: productCreateSchema,
    valid: { name: 'Hammer', price: '12.5', category: 'Tools', sku: 'HAM-001' },
  },
  inventory: { schema: inventoryCreateSchema, valid: { name: 'Main Store', address: '1 Dock Road' } },
};
type Resource = keyof typeof creates;

/** What a resource's create answers for one field set to a value, the rest valid. */
function fieldVerdict(resource: Resource, field: string, value: unknown): string {
  const { schema, valid } = creates[resource];
  return verdict(schema, { ...valid, [field]: value }, field);
}

/** The name rule (3 to 80) of every resource here but the vendor, whose messages name it. */
const nameCases: [unknown, string][] = [
  [undefined, 'Name is required'],
  ['', 'Name is required'],
  [chars(2), 'Name must be at least 3 characters'],
  [chars(3), 'ok'],
  [chars(80), 'ok'],
  [chars(81), 'Name must not exceed 80 characters'],
];

describe.each(['customer', 'category', 'product', 'inventory'] as const)('%s name', (resource) => {
  it.each(nameCases)('%j -> %s', (name, expected) => {
    expect(fieldVerdict(resource, 'name', name)).toBe(expected);
  });
});

/** The e-mail and phone that a customer, a vendor and an inventory may leave out. */
const contactCases: [string, unknown, string][] = [
  ['email', '', 'ok'],
  ['email', 'x', 'Invalid email address'],
  ['phone', '', 'ok'],
  ['phone', chars(9), 'Phone must be at least 10 characters'],
  ['phone', '5'.repeat(10), 'ok'],
  ['phone', '5'.repeat(16), 'ok'],
  ['phone', chars(10), PHONE_CHARACTERS],
  ['phone', chars(17), 'Phone must not exceed 16 characters'],
];

describe.each(['customer', 'vendor', 'inventory'] as const)('%s contact', (resource) => {
  it.each(contactCases)('%s = %j -> %s', (field, value, expected) => {
    expect(fieldVerdict(resource, field, value)).toBe(expected);
  });
});

describe("each resource's other fields", () => {
  it.each([
    ['customer', 'address', chars(255), 'ok'],
    ['customer', 'address', chars(256), 'Address must not exceed 255 characters'],
    ['vendor', 'address', chars(256), 'Address must not exceed 255 characters'],
    ['vendor', 'description', chars(750), 'ok'],
    ['vendor', 'description', chars(751), 'Description must not exceed 750 characters'],
    ['category', 'description', chars(750), 'ok'],
    ['category', 'description', chars(751), 'Description must not exceed 750 characters'],
    ['product', 'description', chars(751), 'Description must not exceed 750 characters'],
    ['product', 'price', undefined, 'Product price is required'],
    ['product', 'price', 'twelve', PRODUCT_PRICE_NOT_A_NUMBER],
    ['product', 'price', '1234567890', 'ok'],
    ['product', 'price', '1234567.123', 'ok'],
    ['product', 'price', '12345678901', 'Product price must not exceed 10 digits'],
    ['product', 'price', '12.1234', 'Product price must not exceed 3 decimal places'],
    ['product', 'category', '', 'Category is required'],
    ['product', 'category', chars(80), 'ok'],
    ['product', 'category', chars(81), 'Category must not exceed 80 characters'],
    ['product', 'sku', '', 'SKU is required'],
    ['product', 'sku', chars(5), 'SKU must be at least 6 characters'],
    ['product', 'sku', chars(6), 'ok'],
    ['product', 'sku', chars(20), 'ok'],
    ['product', 'sku', chars(21), 'SKU must not exceed 20 characters'],
    ['inventory', 'address', undefined, 'Address is required'],
    ['inventory', 'address', chars(256), 'Address must not exceed 255 characters'],
    ['inventory', 'description', chars(751), 'Description must not exceed 750 characters'],
  ] as const)('%s: %s = %j -> %s', (resource, field, value, expected) => {
    expect(fieldVerdict(resource, field, value)).toBe(expected);
  });
});

describe('updates are all optional, with a version', () => {
  it.each([
    ['customer', customerUpdateSchema, { version: 3 }],
    ['vendor', vendorUpdateSchema, { version: 1 }],
    ['category', categoryUpdateSchema, { version: 1 }],
    ['product', productUpdateSchema, { version: 1 }],
    ['inventory', inventoryUpdateSchema, { description: '', version: 1 }],
  ])('%s: %j', (_resource, schema, update) => {
    expect(schema.parse(update)).toEqual(update);
  });
});

describe('customer', () => {
  it('needs only a name', () => {
    expect(customerCreateSchema.parse({ name: ' Acme ' })).toEqual({ name: 'Acme' });
  });

  it("an update may clear an optional field with ''", () => {
    expect(customerUpdateSchema.parse({ phone: '', version: 3 })).toEqual({ phone: '', version: 3 });
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

  it('an update keeps the name rule', () => {
    expect(verdict(vendorUpdateSchema, { name: '' }, 'name')).toBe(VENDOR_NAME_REQUIRED);
  });
});

describe('product', () => {
  it('has the exact price wording', () => {
    expect(PRODUCT_PRICE_NOT_A_NUMBER).toBe('Product price must be a Number');
  });

  it('keeps the price a decimal string', () => {
    expect(productCreateSchema.parse({ ...creates.product.valid, price: 0.1 }).price).toBe('0.1');
  });

  it('an update keeps the same bounds', () => {
    expect(verdict(productUpdateSchema, { price: '1.0001' }, 'price')).toBe(
      'Product price must not exceed 3 decimal places',
    );
  });
});
