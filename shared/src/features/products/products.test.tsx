import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import {
  PRODUCT_PRICE_NOT_A_NUMBER,
  type Product,
  productListColumns,
} from '@logistics/shared/contracts/products';
import { NAME_REQUIRED } from '@logistics/shared/contracts/validation';
import { productApi } from '@logistics/shared/api/products';
import { ProductFormDialog } from './form-dialog';
import { ProductsPage } from './list-page';
import { seeded, meta, firstPage } from '../../../test/list-page-harness';
import { enter, renderDialog, submitRefused } from '../../../test/dialog-harness';
import { cellsOf, deleteQuestion, headersOf, offers, pageRights } from '../../../test/list-page-checks';

const product: Product = {
  id: 'p-1',
  ...meta,
  name: 'Claw Hammer',
  category: 'Tools',
  price: '1234.5',
  sku: 'HAM-0001',
  description: null,
  low_stock_threshold: 25,
};
const page = () =>
  seeded(productApi.keys.list(firstPage), {
    products: [product],
    total: 1,
    facets: { category: { Tools: 1 } },
  });

describe('product columns', () => {
  it('shows name, category, price in USD and SKU; description and threshold only when asked (for an export)', () => {
    expect(headersOf(productListColumns, false)).toEqual(['Name', 'Category', 'Price', 'SKU']);
    expect(headersOf(productListColumns, true)).toEqual(['Description', 'Low-stock threshold']);
    expect(cellsOf(productListColumns, product)('price')).toBe('$1,234.50');
  });
});

describe('ProductFormDialog', () => {
  it('refuses a missing name and a price that is not a number, with their messages', async () => {
    renderDialog(ProductFormDialog, null);
    enter('Price', 'abc');
    await submitRefused('Create', [NAME_REQUIRED, PRODUCT_PRICE_NOT_A_NUMBER]);
  });
});

describe("a product's low-stock threshold", () => {
  it('starts at 10 units for a new product, shows the stored one on edit, and refuses a negative one', async () => {
    const { unmount } = renderDialog(ProductFormDialog, null);
    const field = screen.getByLabelText('Low-stock threshold');
    expect(field).toHaveValue('10');
    fireEvent.change(field, { target: { value: '-2' } });
    await submitRefused('Create', ['Low-stock threshold must not be less than 0']);
    unmount();
    renderDialog(ProductFormDialog, product);
    expect(screen.getByLabelText('Low-stock threshold')).toHaveValue('25');
  });
});

describe('ProductsPage rights', () => {
  const rights = pageRights(<ProductsPage />, page, 'Claw Hammer');

  it('the inventory-manager may create, edit and delete', () =>
    rights('inventory-manager', offers.all(deleteQuestion('product', 'Claw Hammer'))));

  it('the inventory-in-charge only reads', () => rights('inventory-in-charge', offers.none));
});
