import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AT_LEAST_ONE_PRODUCT } from '@logistics/shared/contracts/line-items';
import {
  DELETED_DEFAULT,
  documentMessages,
  lineItemMessages,
  removeConfirmation,
  uiText,
  UPDATED_DEFAULT,
} from '@logistics/shared/contracts/messages';
import { totalPrice } from '@logistics/shared/contracts/money';
import type { Role } from '@logistics/shared/contracts/roles';
import { INVALID_CUSTOMER_ID, type Sale } from '@logistics/shared/contracts/sales';
import { LINE_TEXTS } from '@logistics/shared/ui/line-items-editor';
import { SALE_TEXTS, SaleFormDialog } from './form-dialog';
import { answer } from '../../../test/list-page-harness';
import { enter, lineActions, named, renderDialog, submitRefused } from '../../../test/dialog-harness';
import { sampleSale } from '../../../test/sale';

jest.setTimeout(30000);

const sale = sampleSale;

const line = () => screen.getByRole('group', { name: 'Line 1' });
/** The five fields disabled for the fleet-manager and the captain, who change the status only. */
const fiveFields = () => [
  screen.getByLabelText('Shipping address'),
  within(line()).getByLabelText('Quantity'),
  within(line()).getByLabelText('Unit price'),
  within(line()).getByLabelText('Discount (%)'),
  screen.getByLabelText('Adjustment'),
];

describe('SaleFormDialog', () => {
  it.each<Role>(['fleet-manager', 'captain'])(
    'lets the %s save the status with the five amount fields disabled',
    async (role) => {
      renderDialog(SaleFormDialog, sale, { role });
      await screen.findByText(SALE_TEXTS.editTitle);
      for (const field of fiveFields()) expect(field).toBeDisabled();
      expect(screen.getByLabelText('Status')).toBeEnabled();
      expect(screen.getByRole('button', { name: named(SALE_TEXTS.update) })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: named(LINE_TEXTS.updateLine) })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: named(LINE_TEXTS.addItem) })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: named(LINE_TEXTS.removeLine) })).not.toBeInTheDocument();
    },
  );

  it("updates a line with its amounts and the sale's version, then keeps the new version", async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      if (init.method !== 'PUT') return answer(200, { customers: [], inventories: [], total: 0, facets: {} });
      const body = JSON.parse(init.body as string) as { quantity: number };
      sent.push({ url, body });
      const products = [{ ...sale.products[0], quantity: body.quantity }] as Sale['products'];
      return answer(200, { sale: { ...sale, version: sent.length + 1, products }, message: 'Line saved.' });
    }) as unknown as typeof fetch;
    renderDialog(SaleFormDialog, sale);
    await screen.findByText(SALE_TEXTS.editTitle);
    for (const quantity of ['3', '4']) {
      enter('Quantity', quantity, line());
      fireEvent.click(within(line()).getByRole('button', { name: named(LINE_TEXTS.updateLine) }));
      await waitFor(() => expect(sent).toHaveLength(Number(quantity) - 2));
    }
    expect(sent).toEqual([
      { url: '/api/sale-products/sl-1', body: { quantity: 3, unit_price: '10.000', version: 1 } },
      { url: '/api/sale-products/sl-1', body: { quantity: 4, unit_price: '10.000', version: 2 } },
    ]);
  });

  describe('the refusal of a saved line the stock cannot cover', () => {
    const shortage = documentMessages.insufficientStock({
      product: 'Hammer',
      inventory: 'Main Store',
      available: 5,
      needed: 9,
    });

    /**
     * A server that refuses the raised line as the real one does, naming it by its place in the body: its own update
     * names `quantity`, the sale's names it in `changed_products`.
     */
    function refusingServer() {
      const sent: Array<{ method: string; url: string; body: unknown }> = [];
      global.fetch = jest.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        if (method === 'GET') {
          if (url.startsWith('/api/sales/')) return answer(200, { sale });
          return answer(200, { customers: [], inventories: [], total: 0, facets: {} });
        }
        sent.push({ method, url, body: JSON.parse(init.body as string) as unknown });
        const field = url.startsWith('/api/sale-products/') ? 'quantity' : 'changed_products.0.quantity';
        return answer(409, { message: shortage, field });
      }) as unknown as typeof fetch;
      return sent;
    }

    it.each([
      [
        'its Update Line',
        LINE_TEXTS.updateLine,
        {
          method: 'PUT',
          url: '/api/sale-products/sl-1',
          body: { quantity: 9, unit_price: '10.000', version: 1 },
        },
      ],
      [
        "the sale's Update",
        SALE_TEXTS.update,
        {
          method: 'PUT',
          url: '/api/sales/BILL-0001',
          body: expect.objectContaining({
            changed_products: [{ id: 'sl-1', quantity: 9, unit_price: '10.000', version: 1 }],
          }),
        },
      ],
    ])('is shown on its Quantity when sent by %s', async (_way, button, call) => {
      const sent = refusingServer();
      renderDialog(SaleFormDialog, sale);
      await screen.findByText(SALE_TEXTS.editTitle);
      enter('Quantity', '9', line());
      fireEvent.click(screen.getByRole('button', { name: named(button) }));
      const quantity = within(line()).getByLabelText('Quantity');
      await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
      expect(quantity).toHaveAccessibleDescription(shortage);
      expect(quantity).toHaveFocus();
      // Said once, on the line: neither a toast nor above the dialog's buttons.
      expect(screen.getAllByText(shortage)).toHaveLength(1);
      expect(sent).toEqual([call]);
    });
  });

  describe('an Update Line whose answer was lost', () => {
    /**
     * A server whose answer to the next line update never arrives, after it saved the line (`saves`) or before it
     * was asked; the sale read again answers what it then holds.
     */
    function losingServer(saves: boolean) {
      let current: Sale = sale;
      const sent: Array<{ url: string; body: unknown }> = [];
      global.fetch = jest.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        if (method === 'GET') {
          if (url.startsWith('/api/sales/')) return answer(200, { sale: current });
          return answer(200, { customers: [], inventories: [], total: 0, facets: {} });
        }
        const body = JSON.parse(init.body as string) as { quantity: number; version: number };
        sent.push({ url, body });
        const products = [{ ...current.products[0], quantity: body.quantity }] as Sale['products'];
        const saved = { ...current, version: current.version + 1, products };
        if (sent.length > 1) {
          current = saved;
          return answer(200, { sale: current, message: 'Line saved.' });
        }
        if (saves) current = saved;
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch;
      return sent;
    }

    it.each([
      ['after the server saved it', true, UPDATED_DEFAULT, 2],
      ['before the server was asked', false, lineItemMessages('sale').update, 1],
    ])('reads the sale again, and says what the server did: %s', async (_when, saves, said, nextVersion) => {
      const sent = losingServer(saves);
      renderDialog(SaleFormDialog, sale);
      await screen.findByText(SALE_TEXTS.editTitle);
      enter('Quantity', '3', line());
      const updateLine = within(line()).getByRole('button', { name: named(LINE_TEXTS.updateLine) });
      fireEvent.click(updateLine);
      expect(await screen.findByText(said)).toBeInTheDocument();
      const other = saves ? lineItemMessages('sale').update : UPDATED_DEFAULT;
      expect(screen.queryByText(other)).toBeNull();
      // The next update sends the version the server holds: the line's own, when it was saved.
      await waitFor(() => expect(updateLine).toBeEnabled());
      enter('Quantity', '4', line());
      fireEvent.click(updateLine);
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]?.body).toEqual({ quantity: 4, unit_price: '10.000', version: nextVersion });
    });
  });

  it.each(lineActions.removers)(
    'gives the %s the amounts, update line and add item (remove line: %s)',
    async (role, remove) => {
      renderDialog(SaleFormDialog, sale, { role });
      await screen.findByText(SALE_TEXTS.editTitle);
      for (const field of fiveFields()) expect(field).toBeEnabled();
      lineActions.expectOffered(remove);
    },
  );

  it.each<[Role, boolean]>([
    ['admin', true],
    ['inventory-manager', true],
    ['inventory-in-charge', false],
  ])(
    'lets the %s change the inventory on edit: %s (an in-charge sells from their own, as on create)',
    async (role, enabled) => {
      renderDialog(SaleFormDialog, sale, { role });
      await screen.findByText(SALE_TEXTS.editTitle);
      if (enabled) expect(screen.getByLabelText('Inventory')).toBeEnabled();
      else expect(screen.getByLabelText('Inventory')).toBeDisabled();
      expect(screen.getByTitle('Main Store')).toBeInTheDocument();
    },
  );

  it('asks before removing a saved line, naming the product and the sale', async () => {
    renderDialog(SaleFormDialog, sale);
    await screen.findByText(SALE_TEXTS.editTitle);
    fireEvent.click(within(line()).getByRole('button', { name: named(LINE_TEXTS.removeLine) }));
    // jsdom gives every antd modal the same title id, so the confirmation is found by its wording.
    const wording = await screen.findByText(removeConfirmation.line('sale', 'Hammer', 'BILL-0001'));
    const confirm = wording.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
    expect(within(confirm).getByText(removeConfirmation.lineTitle)).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toHaveClass('ant-btn-dangerous');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText(removeConfirmation.line('sale', 'Hammer', 'BILL-0001'))).toBeNull(),
    );
    // Nothing was removed: the line is still there.
    expect(within(line()).getByText('Hammer')).toBeInTheDocument();
  });

  it.each([
    ['after the server removed it', true, DELETED_DEFAULT],
    ['before the server was asked', false, lineItemMessages('sale').delete],
  ])(
    'reads the sale again when a Remove Line answer is lost, and says what the server did: %s',
    async (_when, removes, said) => {
      const second = { id: 'sl-2', product: 'Saw', quantity: 1, unit_price: '5.000', discount: 0 };
      let current: Sale = { ...sale, products: [...sale.products, second] } as Sale;
      global.fetch = jest.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        if (method === 'GET') {
          if (url.startsWith('/api/sales/')) return answer(200, { sale: current });
          return answer(200, { customers: [], inventories: [], total: 0, facets: {} });
        }
        if (removes) current = { ...current, version: current.version + 1, products: [second] } as Sale;
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch;
      renderDialog(SaleFormDialog, current);
      await screen.findByText(SALE_TEXTS.editTitle);
      fireEvent.click(within(line()).getByRole('button', { name: named(LINE_TEXTS.removeLine) }));
      const wording = await screen.findByText(removeConfirmation.line('sale', 'Hammer', 'BILL-0001'));
      const confirm = wording.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
      fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText(said)).toBeInTheDocument();
      const other = removes ? lineItemMessages('sale').delete : DELETED_DEFAULT;
      expect(screen.queryByText(other)).toBeNull();
      // The form holds what the server holds: Hammer gone once it was removed, still there when it was not.
      await waitFor(() => expect(screen.queryAllByText('Hammer')).toHaveLength(removes ? 0 : 1));
    },
  );

  it('recomputes the total over saved and new lines', async () => {
    renderDialog(SaleFormDialog, sale);
    const total = () => (screen.getByLabelText(LINE_TEXTS.total) as HTMLInputElement).value;
    await waitFor(() => expect(total()).toBe('19.500'));
    fireEvent.click(screen.getByRole('button', { name: named(LINE_TEXTS.addItem) }));
    const added = await screen.findByRole('group', { name: 'New line 1' });
    enter('Quantity', '3', added);
    enter('Unit price', '1.111', added);
    enter('Discount (%)', '33.333', added);
    const expected = totalPrice(
      [
        { quantity: 2, unit_price: '10', discount: 0 },
        { quantity: 3, unit_price: '1.111', discount: '33.333' },
      ],
      '0.5',
    );
    await waitFor(() => expect(total()).toBe(expected));
  });

  it('refuses a line above the stock as the person saves, on its quantity left as it came', async () => {
    const sent: string[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') sent.push(url);
      // Main Store holds nails only: no hammer.
      if (url.startsWith('/api/inventories/')) {
        const batch = { id: 's-1', mr_id: 'MR000777', product: 'Nails', quantity: 5 };
        return answer(200, { inventory: { inventories: [batch] } });
      }
      if (url.startsWith('/api/inventories')) return answer(200, { inventories: [{ name: 'Main Store' }] });
      if (url.startsWith('/api/products'))
        return answer(200, { products: [{ name: 'Hammer', price: '10.000' }] });
      return answer(200, { customers: [] });
    }) as unknown as typeof fetch;
    renderDialog(SaleFormDialog, null);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Inventory' }));
    fireEvent.click(await screen.findByTitle('Main Store'));
    fireEvent.mouseDown(within(line()).getByRole('combobox', { name: 'Product' }));
    fireEvent.click(await screen.findByTitle(uiText.productWithStock('Hammer', 0)));
    // The quantity keeps the 1 a new line starts with: the person never reached it.
    expect(within(line()).getByLabelText('Quantity')).toHaveValue('1');

    fireEvent.click(screen.getByRole('button', { name: named(SALE_TEXTS.create) }));
    const shortage = documentMessages.insufficientStock({
      product: 'Hammer',
      inventory: 'Main Store',
      available: 0,
      needed: 1,
    });
    expect(await within(line()).findByText(shortage)).toBeInTheDocument();
    expect(within(line()).getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows the create validation messages', async () => {
    renderDialog(SaleFormDialog, null);
    fireEvent.click(screen.getByRole('button', { name: /remove line 1/i }));
    await submitRefused(named(SALE_TEXTS.create), [
      INVALID_CUSTOMER_ID,
      AT_LEAST_ONE_PRODUCT,
      'Shipping address is required',
    ]);
  });
});
