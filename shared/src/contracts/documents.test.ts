import dayjs from 'dayjs';
import {
  AT_LEAST_ONE_PRODUCT,
  QUANTITY_NOT_INTEGER,
  QUANTITY_NOT_POSITIVE,
  TOTAL_TOO_LARGE,
  lineAmountsPayload,
  lineAmountsUpdateSchema,
  lineItemSchema,
} from './line-items';
import {
  MR_ID_TOO_LONG,
  MR_ID_TOO_SHORT,
  purchaseCreateSchema,
  purchaseProductUpdateSchema,
  purchaseUpdateSchema,
} from './purchases';
import { updatePayload } from './payloads';
import { roles, type Role } from './roles';
import { INVALID_CUSTOMER_ID, saleCreateSchema, saleProductUpdateSchema, saleUpdateSchema } from './sales';
import { saleUpdateFieldsDeniedFor } from './permissions';
import { INVALID_CAPTAIN_ID, DUPLICATE_ORDER, shipmentCreateSchema, shipmentUpdateSchema } from './shipments';
import { orderStatuses, shipmentStatuses } from './statuses';
import {
  SAME_INVENTORY,
  TRF_ID_TOO_LONG,
  TRF_ID_TOO_SHORT,
  transferCreateSchema,
  transferProductUpdateSchema,
  transferUpdateSchema,
} from './transfers';
import { DISCOUNT_MAX_MESSAGE, DISCOUNT_MIN_MESSAGE, definedOnly } from './validation';
import { verdict } from '../../test/verdict';

const chars = (n: number) => 'A'.repeat(n);
const uuid = '5d8f2c9a-1b3e-4c7d-9e0f-a1b2c3d4e5f6';
const line = { product: 'Hammer', quantity: 2, unit_price: '12.5', discount: 10 };

describe('line items', () => {
  it('word the quantity refusals exactly as users read them', () => {
    expect(QUANTITY_NOT_POSITIVE).toBe('Product quantity must be a positive number');
    expect(QUANTITY_NOT_INTEGER).toBe('Product quantity must be an integer');
    expect(AT_LEAST_ONE_PRODUCT).toBe('At least one product is required');
  });

  it.each([
    ['product', '', 'Product is required'],
    ['product', chars(80), 'ok'],
    ['product', chars(81), 'Product must not exceed 80 characters'],
    ['quantity', undefined, 'Product quantity is required'],
    ['quantity', 0, QUANTITY_NOT_POSITIVE],
    ['quantity', -3, QUANTITY_NOT_POSITIVE],
    ['quantity', 1.5, QUANTITY_NOT_INTEGER],
    ['quantity', 1, 'ok'],
    ['quantity', '4', 'ok'],
    ['unit_price', undefined, 'Unit price is required'],
    ['unit_price', 'x', 'Unit price must be a number'],
    ['unit_price', '1234567890', 'ok'],
    ['unit_price', '1234567.123', 'ok'],
    ['unit_price', '12345678901', 'Unit price must not exceed 10 digits'],
    ['unit_price', '1.1234', 'Unit price must not exceed 3 decimal places'],
    ['discount', -1, DISCOUNT_MIN_MESSAGE],
    ['discount', 0, 'ok'],
    ['discount', 100, 'ok'],
    ['discount', 101, DISCOUNT_MAX_MESSAGE],
    ['discount', undefined, 'ok'],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(lineItemSchema, { ...line, [field]: value }, field)).toBe(expected);
  });

  it('a missing discount is 0', () => {
    expect(lineItemSchema.parse({ product: 'Hammer', quantity: '2', unit_price: 3 })).toEqual({
      product: 'Hammer',
      quantity: 2,
      unit_price: '3',
      discount: 0,
    });
  });

  it.each([
    [
      purchaseProductUpdateSchema,
      { quantity: 3, unit_price: '4.5', version: 1 },
      { quantity: 3, unit_price: '4.5', discount: 0, version: 1 },
    ],
    [
      saleProductUpdateSchema,
      { quantity: 3, unit_price: '4.5', discount: 5, version: 2 },
      { quantity: 3, unit_price: '4.5', discount: 5, version: 2 },
    ],
  ])('a line-amounts update replaces the three amounts (%#)', (schema, value, expected) => {
    expect(schema.parse(value)).toEqual(expected);
  });

  it.each([
    ['quantity', 0, QUANTITY_NOT_POSITIVE],
    ['unit_price', '1.1234', 'Unit price must not exceed 3 decimal places'],
    ['discount', 101, DISCOUNT_MAX_MESSAGE],
  ])('a line-amounts update checks %s = %j -> %s', (field, value, expected) => {
    expect(verdict(lineAmountsUpdateSchema, { quantity: 1, unit_price: '1', [field]: value }, field)).toBe(
      expected,
    );
  });

  it.each([
    [
      { quantity: 2, unit_price: '3.5', discount: 0, version: 4 },
      { quantity: 2, unit_price: '3.5', version: 4 },
    ],
    [
      { quantity: '2', unit_price: 3.5, discount: null, version: 4 },
      { quantity: 2, unit_price: '3.5', version: 4 },
    ],
    [
      { quantity: 2, unit_price: '3.5', discount: 12.5, version: 4 },
      { quantity: 2, unit_price: '3.5', discount: 12.5, version: 4 },
    ],
  ])(
    'lineAmountsPayload(%j) sends discount only when above 0, and always the version',
    (values, expected) => {
      expect(lineAmountsPayload(values)).toStrictEqual(expected);
    },
  );

  it('transfer-products update carries the quantity', () => {
    expect(transferProductUpdateSchema.parse({ quantity: '5', unit_price: '9', version: 2 })).toEqual({
      quantity: 5,
      version: 2,
    });
    expect(verdict(transferProductUpdateSchema, { quantity: 0 }, 'quantity')).toBe(QUANTITY_NOT_POSITIVE);
  });
});

describe('purchase', () => {
  const valid = {
    mr_id: 'MR-0001',
    purchase_date: '2025-03-01',
    vendor: 'Acme',
    inventory: 'Main',
    products: [line],
  };

  it('words the MR ID refusals exactly as users read them, grammar included', () => {
    expect(MR_ID_TOO_SHORT).toBe('MR ID be at least 6 characters long');
    expect(MR_ID_TOO_LONG).toBe('MR ID must not exceed 20 characters');
  });

  it('defaults a missing adjustment to 0', () => {
    expect(purchaseCreateSchema.parse(valid).adjustment).toBe('0');
    expect(purchaseCreateSchema.parse({ ...valid, adjustment: '' }).adjustment).toBe('0');
    expect(purchaseCreateSchema.parse({ ...valid, adjustment: 2.5 }).adjustment).toBe('2.5');
  });

  it.each([
    ['mr_id', undefined, 'MR ID is required'],
    ['mr_id', chars(5), MR_ID_TOO_SHORT],
    ['mr_id', chars(6), 'ok'],
    ['mr_id', chars(20), 'ok'],
    ['mr_id', chars(21), MR_ID_TOO_LONG],
    ['purchase_date', undefined, 'Purchase date is required'],
    ['vendor', '', 'Vendor is required'],
    ['vendor', chars(81), 'Vendor must not exceed 80 characters'],
    ['inventory', '', 'Inventory is required'],
    ['inventory', chars(81), 'Inventory must not exceed 80 characters'],
    ['products', [], AT_LEAST_ONE_PRODUCT],
    ['products', undefined, AT_LEAST_ONE_PRODUCT],
    ['adjustment', 'x', 'Adjustment must be a number'],
    ['adjustment', '1.0001', 'Adjustment must not exceed 3 decimal places'],
    ['adjustment', '12345678901', 'Adjustment must not exceed 10 digits'],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(purchaseCreateSchema, { ...valid, [field]: value }, field)).toBe(expected);
  });

  it('checks each line', () => {
    const value = { ...valid, products: [line, { ...line, quantity: 1.5 }] };
    expect(verdict(purchaseCreateSchema, value, 'products.1.quantity')).toBe(QUANTITY_NOT_INTEGER);
  });

  it('refuses lines whose total a numeric(13,3) cannot hold, before the database does', () => {
    const biggest = { ...line, quantity: 2_147_483_647, unit_price: '9999999.999', discount: 0 };
    expect(verdict(purchaseCreateSchema, { ...valid, products: [biggest] }, 'products')).toBe(
      TOTAL_TOO_LARGE,
    );
    // Two lines that fit alone but not together.
    const half = { ...line, quantity: 1, unit_price: '6000000000', discount: 0 };
    expect(verdict(purchaseCreateSchema, { ...valid, products: [half, half] }, 'products')).toBe(
      TOTAL_TOO_LARGE,
    );
    expect(verdict(purchaseCreateSchema, { ...valid, products: [half] }, 'products')).toBe('ok');
    expect(verdict(purchaseUpdateSchema, { new_products: [half, half] }, 'new_products')).toBe(
      TOTAL_TOO_LARGE,
    );
    expect(verdict(purchaseProductUpdateSchema, { ...biggest, version: 1 }, 'quantity')).toBe(
      TOTAL_TOO_LARGE,
    );
    expect(
      verdict(
        purchaseCreateSchema,
        { ...valid, products: [{ ...line, quantity: 2_147_483_648 }] },
        'products.0.quantity',
      ),
    ).toBe('Product quantity must not be greater than 2147483647');
  });

  describe('update', () => {
    it('is all optional and never invents an adjustment', () => {
      expect(purchaseUpdateSchema.parse({ version: 1 })).toStrictEqual({ version: 1 });
    });

    it('still validates new lines, and an empty list counts as none', () => {
      expect(
        verdict(
          purchaseUpdateSchema,
          { new_products: [{ ...line, discount: 101 }] },
          'new_products.0.discount',
        ),
      ).toBe(DISCOUNT_MAX_MESSAGE);
      expect(purchaseUpdateSchema.parse({ new_products: [], version: 1 }).new_products).toBeUndefined();
      expect(purchaseUpdateSchema.parse({ new_products: [line], version: 1 }).new_products).toEqual([line]);
    });

    it.each([
      ['mr_id', chars(5), MR_ID_TOO_SHORT],
      ['adjustment', '1.0001', 'Adjustment must not exceed 3 decimal places'],
      ['adjustment', '12345678901', 'Adjustment must not exceed 10 digits'],
      ['vendor', chars(81), 'Vendor must not exceed 80 characters'],
    ])('%s = %j -> %s', (field, value, expected) => {
      expect(verdict(purchaseUpdateSchema, { [field]: value }, field)).toBe(expected);
    });
  });
});

describe('sale', () => {
  const valid = {
    bill_id: 'BILL-1',
    sale_date: '2025-03-01',
    customer_id: uuid,
    shipping_address: '1 Main St',
    inventory: 'Main',
    products: [line],
  };

  it("defaults status to 'pending' and adjustment to 0", () => {
    expect(saleCreateSchema.parse(valid)).toMatchObject({ status: 'pending', adjustment: '0' });
    expect(saleCreateSchema.parse({ ...valid, status: '' }).status).toBe('pending');
  });

  it.each([
    ['bill_id', '', 'BILL ID is required'],
    ['bill_id', chars(20), 'ok'],
    ['bill_id', chars(21), 'BILL ID must not exceed 20 characters'],
    ['sale_date', undefined, 'Sale date is required'],
    ['customer_id', 'abc', INVALID_CUSTOMER_ID],
    ['customer_id', undefined, INVALID_CUSTOMER_ID],
    ['shipping_address', '', 'Shipping address is required'],
    ['shipping_address', chars(255), 'ok'],
    ['shipping_address', chars(256), 'Address must not exceed 255 characters'],
    ['status', 'lost', `Status must be one of: ${orderStatuses.join(', ')}`],
    ['status', 42, `Status must be one of: ${orderStatuses.join(', ')}`],
    ['inventory', chars(81), 'Inventory must not exceed 80 characters'],
    ['products', [], AT_LEAST_ONE_PRODUCT],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(saleCreateSchema, { ...valid, [field]: value }, field)).toBe(expected);
  });

  it.each(orderStatuses)('accepts the order status %s', (status) => {
    expect(verdict(saleCreateSchema, { ...valid, status }, 'status')).toBe('ok');
  });

  it('has the exact customer wording', () => {
    expect(INVALID_CUSTOMER_ID).toBe('Invalid customer ID');
  });

  it('an update is all optional, with new lines validated', () => {
    expect(saleUpdateSchema.parse({ version: 1 })).toStrictEqual({ version: 1 });
    expect(definedOnly(saleUpdateSchema.parse({ status: '', version: 1 }))).toStrictEqual({ version: 1 });
    expect(
      verdict(saleUpdateSchema, { new_products: [{ ...line, quantity: 0 }] }, 'new_products.0.quantity'),
    ).toBe(QUANTITY_NOT_POSITIVE);
  });

  // Fleet-manager and captain save the status only; procurement-manager may not edit sales at all.
  const amountEditors: readonly Role[] = ['admin', 'inventory-manager', 'inventory-in-charge'];
  it.each(roles.map((role) => [role] as const))('what %s may change in a sale update', (role) => {
    const update = saleUpdateSchema.parse({
      status: 'shipped',
      shipping_address: 'Elsewhere',
      adjustment: '1',
      version: 3,
    });
    const expected = amountEditors.includes(role) ? [] : ['shipping_address', 'adjustment'];
    expect(saleUpdateFieldsDeniedFor(role, update)).toEqual(expected);
    expect(
      saleUpdateFieldsDeniedFor(role, saleUpdateSchema.parse({ status: 'shipped', version: 3 })),
    ).toEqual([]);
  });
});

describe('transfer', () => {
  const trfLine = { mr_id: 'MR-0001', product: 'Hammer', quantity: 3 };
  const valid = {
    trf_id: 'TRF-001',
    transfer_date: '2025-03-01',
    source_inventory: 'Main Store',
    destination_inventory: 'North Depot',
    products: [trfLine],
  };

  it('accepts a transfer', () => {
    expect(transferCreateSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['trf_id', '', 'TRF ID is required'],
    ['trf_id', chars(5), TRF_ID_TOO_SHORT],
    ['trf_id', chars(6), 'ok'],
    ['trf_id', chars(20), 'ok'],
    ['trf_id', chars(21), TRF_ID_TOO_LONG],
    ['transfer_date', undefined, 'Transfer date is required'],
    ['source_inventory', '', 'Source inventory is required'],
    ['source_inventory', chars(81), 'Source inventory must not exceed 80 characters'],
    ['destination_inventory', '', 'Destination inventory is required'],
    ['destination_inventory', chars(81), 'Destination inventory must not exceed 80 characters'],
    ['destination_inventory', 'main-store', SAME_INVENTORY],
    ['destination_inventory', ' MAIN STORE ', SAME_INVENTORY],
    ['products', [], AT_LEAST_ONE_PRODUCT],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(transferCreateSchema, { ...valid, [field]: value }, field)).toBe(expected);
  });

  it.each([
    ['mr_id', chars(5), MR_ID_TOO_SHORT],
    ['mr_id', chars(6), 'ok'],
    ['mr_id', chars(20), 'ok'],
    ['mr_id', chars(21), MR_ID_TOO_LONG],
    ['product', chars(81), 'Product must not exceed 80 characters'],
    ['quantity', 0, QUANTITY_NOT_POSITIVE],
    ['quantity', 2.5, QUANTITY_NOT_INTEGER],
  ])('line %s = %j -> %s', (field, value, expected) => {
    const value_ = { ...valid, products: [{ ...trfLine, [field]: value }] };
    expect(verdict(transferCreateSchema, value_, `products.0.${field}`)).toBe(expected);
  });

  it('an update is all optional; two equal inventories are refused', () => {
    expect(transferUpdateSchema.parse({ version: 1 })).toStrictEqual({ version: 1 });
    expect(
      verdict(
        transferUpdateSchema,
        { source_inventory: 'A B C', destination_inventory: 'a-b-c', version: 1 },
        'destination_inventory',
      ),
    ).toBe(SAME_INVENTORY);
    expect(
      verdict(transferUpdateSchema, { new_products: [{ ...trfLine, mr_id: 'x' }] }, 'new_products.0.mr_id'),
    ).toBe(MR_ID_TOO_SHORT);
  });
});

describe('shipment', () => {
  const valid = {
    shipment_id: 'SH-1',
    shipment_date: '2025-03-01',
    vehicle_vin: '1HGCM82633A004352',
    captain_id: uuid,
  };

  it.each([
    [undefined, 'pending'],
    ['', 'pending'],
    [null, 'pending'],
    ['in transit', 'in transit'],
  ])("status %j is %j (empty defaults to 'pending')", (status, expected) => {
    expect(shipmentCreateSchema.parse({ ...valid, status }).status).toBe(expected);
  });

  it('orders are optional', () => {
    expect(shipmentCreateSchema.parse(valid).orders).toEqual([]);
    expect(shipmentCreateSchema.parse({ ...valid, orders: [{ bill_id: 'B1' }] }).orders).toEqual([
      { bill_id: 'B1' },
    ]);
  });

  it.each([
    ['shipment_id', '', 'Shipment ID is required'],
    ['shipment_id', chars(20), 'ok'],
    ['shipment_id', chars(21), 'Shipment ID must not exceed 20 characters'],
    ['shipment_date', undefined, 'Shipment date is required'],
    ['vehicle_vin', '', 'Vehicle VIN is required'],
    ['vehicle_vin', chars(20), 'ok'],
    ['vehicle_vin', chars(21), 'Vehicle VIN must not exceed 20 characters'],
    ['captain_id', 'captain', INVALID_CAPTAIN_ID],
    ['status', 'lost', `Status must be one of: ${shipmentStatuses.join(', ')}`],
  ])('%s = %j -> %s', (field, value, expected) => {
    expect(verdict(shipmentCreateSchema, { ...valid, [field]: value }, field)).toBe(expected);
  });

  it.each([
    [[{ bill_id: '' }], 'orders.0.bill_id', 'BILL ID is required'],
    [[{ bill_id: chars(21) }], 'orders.0.bill_id', 'BILL ID must not exceed 20 characters'],
    [[{ bill_id: 'B1' }, { bill_id: 'B1' }], 'orders.1.bill_id', DUPLICATE_ORDER],
  ])('orders %j -> %s %s', (orders, path, expected) => {
    expect(verdict(shipmentCreateSchema, { ...valid, orders }, path)).toBe(expected);
  });

  it('has the exact captain wording', () => {
    expect(INVALID_CAPTAIN_ID).toBe('Invalid captain ID');
  });

  it('an update is all optional and leaves an absent status alone', () => {
    expect(shipmentUpdateSchema.parse({ version: 1 })).toStrictEqual({ version: 1 });
    expect(shipmentUpdateSchema.parse({ status: 'delivered', version: 1 })).toStrictEqual({
      status: 'delivered',
      version: 1,
    });
    expect(shipmentUpdateSchema.parse({ orders: [{ bill_id: 'B2' }], version: 1 })).toEqual({
      orders: [{ bill_id: 'B2' }],
      version: 1,
    });
  });
});

describe('update payloads', () => {
  it.each([
    [
      { name: 'A', email: null, phone: undefined, version: 1 },
      { version: 1, name: 'A' },
    ],
    [
      { description: '', version: 1 },
      { version: 1, description: '' },
    ],
    [{ new_products: [], version: 1 }, { version: 1 }],
    [
      { new_products: [line], version: 1 },
      { version: 1, new_products: [line] },
    ],
    [
      { purchase_date: new Date(2025, 2, 1), version: 1 },
      { version: 1, purchase_date: '2025-03-01' },
    ],
    [
      { sale_date: dayjs('2025-03-02'), version: 1 },
      { version: 1, sale_date: '2025-03-02' },
    ],
    [
      { adjustment: '0', version: 2 },
      { version: 2, adjustment: '0' },
    ],
  ])('%j is sent as %j', (values, expected) => {
    expect(updatePayload(values)).toStrictEqual(expected);
  });
});
