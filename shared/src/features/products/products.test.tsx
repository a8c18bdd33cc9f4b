import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  PRODUCT_PRICE_NOT_A_NUMBER,
  type Product,
  productListColumns,
} from '@logistics/shared/contracts/products';
import { NAME_REQUIRED } from '@logistics/shared/contracts/validation';
import { productApi } from '@logistics/shared/api/products';
import { ProductFormDialog } from './form-dialog';
import { ProductsPage } from './list-page';
import { expectRowActions, Providers, seeded, meta, firstPage } from '../../../test/list-page-harness';

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
    const shown = productListColumns.filter((column) => !column.initiallyHidden);
    expect(shown.map((column) => column.header)).toEqual(['Name', 'Category', 'Price', 'SKU']);
    expect(
      productListColumns.filter((column) => column.initiallyHidden).map((column) => column.header),
    ).toEqual(['Description', 'Low-stock threshold']);
    expect(productListColumns.find((column) => column.field === 'price')?.value?.(product)).toBe('$1,234.50');
  });
});

describe('ProductFormDialog', () => {
  it('refuses a missing name and a price that is not a number, with their messages', async () => {
    render(
      <Providers role="admin">
        <ProductFormDialog open row={null} onClose={() => undefined} />
      </Providers>,
    );
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(await screen.findByText(PRODUCT_PRICE_NOT_A_NUMBER)).toBeInTheDocument();
  });
});

describe("a product's low-stock threshold", () => {
  it('starts at 10 units for a new product, shows the stored one on edit, and refuses a negative one', async () => {
    const { unmount } = render(
      <Providers role="admin">
        <ProductFormDialog open row={null} onClose={() => undefined} />
      </Providers>,
    );
    const field = screen.getByLabelText('Low-stock threshold');
    expect(field).toHaveValue('10');
    fireEvent.change(field, { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Low-stock threshold must not be less than 0')).toBeInTheDocument();
    unmount();
    render(
      <Providers role="admin">
        <ProductFormDialog open row={product} onClose={() => undefined} />
      </Providers>,
    );
    expect(screen.getByLabelText('Low-stock threshold')).toHaveValue('25');
  });
});

describe('ProductsPage rights', () => {
  it('the inventory-manager may create, edit and delete', () =>
    expectRowActions(<ProductsPage />, {
      role: 'inventory-manager',
      client: page(),
      row: 'Claw Hammer',
      create: true,
      edit: true,
      remove: 'Are you sure you want to delete the product “Claw Hammer”? This action cannot be undo.',
    }));

  it('the inventory-in-charge only reads', () =>
    expectRowActions(<ProductsPage />, {
      role: 'inventory-in-charge',
      client: page(),
      row: 'Claw Hammer',
      create: false,
      edit: false,
      remove: false,
    }));
});
