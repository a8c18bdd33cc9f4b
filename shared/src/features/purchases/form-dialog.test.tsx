import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AT_LEAST_ONE_PRODUCT, QUANTITY_NOT_POSITIVE } from '@logistics/shared/contracts/line-items';
import { documentMessages, uiText } from '@logistics/shared/contracts/messages';
import { totalPrice } from '@logistics/shared/contracts/money';
import type { Purchase } from '@logistics/shared/contracts/purchases';
import { MR_ID_TOO_SHORT } from '@logistics/shared/contracts/purchases';
import type { Role } from '@logistics/shared/contracts/roles';
import { DISCOUNT_MAX_MESSAGE, requiredMessage } from '@logistics/shared/contracts/validation';
import { LINE_TEXTS } from '@logistics/shared/ui/line-items-editor';
import { PURCHASE_TEXTS, PurchaseFormDialog } from './form-dialog';
import { dialogOn, enter, named, renderDialog, submitRefused } from '../../../test/dialog-harness';
import { answer } from '../../../test/list-page-harness';
import { reload, renderOnServer } from '../../../test/changed-underneath-harness';
import { onPhone } from '../../../test/phone';

jest.setTimeout(30000);

const purchase: Purchase = {
  id: 'p-1',
  version: 3,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  mr_id: 'MR000123',
  purchase_date: '2026-01-05',
  vendor: 'Acme Supplies',
  inventory: 'Main Store',
  adjustment: '2.000',
  total_price: '40.000',
  products: [
    { id: 'l-1', mr_id: 'MR000123', product: 'Hammer', quantity: 3, unit_price: '12.500', discount: 10 },
    { id: 'l-2', mr_id: 'MR000123', product: 'Nails', quantity: 2, unit_price: '4.250', discount: 0 },
  ],
};

const totalShown = () => (screen.getByLabelText(LINE_TEXTS.total) as HTMLInputElement).value;

describe('PurchaseFormDialog', () => {
  it('opens Create with its pickers saying what they ask for', async () => {
    renderDialog(PurchaseFormDialog, null);
    expect(await screen.findByText('Select a vendor')).toBeInTheDocument();
    expect(screen.getByText('Select an inventory')).toBeInTheDocument();
    expect(screen.getByText('Select a product')).toBeInTheDocument();
  });

  it('recomputes the total live (lines after discount, less the adjustment, floored at 0), with 3 decimals', async () => {
    renderDialog(PurchaseFormDialog, null);
    const first = screen.getByRole('group', { name: 'Line 1' });
    enter('Quantity', '3', first);
    enter('Unit price', '12.5', first);
    enter('Discount (%)', '10', first);
    await waitFor(() => expect(totalShown()).toBe('33.750'));

    fireEvent.click(screen.getByRole('button', { name: named(LINE_TEXTS.addItem) }));
    const second = await screen.findByRole('group', { name: 'Line 2' });
    enter('Quantity', '2', second);
    enter('Unit price', '4.255', second);
    enter('Adjustment', '1.5');

    const expected = totalPrice(
      [
        { quantity: 3, unit_price: '12.5', discount: 10 },
        { quantity: 2, unit_price: '4.255', discount: 0 },
      ],
      '1.5',
    );
    await waitFor(() => expect(totalShown()).toBe(expected));
    expect(expected).toBe('40.760');
    expect(screen.getByLabelText(LINE_TEXTS.total)).toHaveAttribute('readonly');

    // Floored at 0 when the adjustment is larger than the lines.
    enter('Adjustment', '1000');
    await waitFor(() => expect(totalShown()).toBe('0.000'));
  });

  it('refuses a short MR ID, a quantity not above 0, a discount above 100 and no lines, with their messages', async () => {
    renderDialog(PurchaseFormDialog, null);
    enter('MR ID', 'MR1');
    const line = screen.getByRole('group', { name: 'Line 1' });
    enter('Quantity', '0', line);
    enter('Discount (%)', '150', line);
    await submitRefused(named(PURCHASE_TEXTS.create), [
      MR_ID_TOO_SHORT,
      QUANTITY_NOT_POSITIVE,
      DISCOUNT_MAX_MESSAGE,
    ]);

    fireEvent.click(screen.getByRole('button', { name: /remove line 1/i }));
    await submitRefused(named(PURCHASE_TEXTS.create), [AT_LEAST_ONE_PRODUCT]);
  });

  it('calls a line wrong once the person has left its field or tried to save, not as a line is added', async () => {
    renderDialog(PurchaseFormDialog, null);
    const unitPriceRequired = requiredMessage('Unit price');
    const productRequired = requiredMessage('Product');
    fireEvent.click(screen.getByRole('button', { name: named(LINE_TEXTS.addItem) }));
    const first = screen.getByRole('group', { name: 'Line 1' });
    const second = await screen.findByRole('group', { name: 'Line 2' });
    // Left empty: that field alone is called wrong, once the form has checked the lines the new one joined.
    fireEvent.blur(within(second).getByLabelText('Unit price'));
    expect(await within(second).findByText(unitPriceRequired)).toBeInTheDocument();
    expect(within(second).getByLabelText('Unit price')).toHaveAttribute('aria-invalid', 'true');
    expect(within(second).queryByText(productRequired)).toBeNull();
    expect(within(first).queryByText(unitPriceRequired)).toBeNull();
    expect(within(first).getByLabelText('Unit price')).not.toHaveAttribute('aria-invalid');

    fireEvent.click(screen.getByRole('button', { name: named(PURCHASE_TEXTS.create) }));
    await waitFor(() => expect(within(first).getByText(unitPriceRequired)).toBeInTheDocument());
    expect(within(first).getByText(productRequired)).toBeInTheDocument();
    expect(within(second).getByText(productRequired)).toBeInTheDocument();
  });

  it.each([
    ['on a wide screen, each line on one row, its amount level with its fields', false],
    ['on a phone, each line after the first ruled off from the one above', true],
  ])('lays out the lines %s', (_where, phone) =>
    (phone ? onPhone : (body: () => Promise<void>) => body())(async () => {
      renderDialog(PurchaseFormDialog, null);
      fireEvent.click(screen.getByRole('button', { name: named(LINE_TEXTS.addItem) }));
      const first = screen.getByRole('group', { name: 'Line 1' });
      const second = await screen.findByRole('group', { name: 'Line 2' });
      expect(first.style.borderTopStyle).toBe('');
      expect(second.style.borderTopStyle).toBe(phone ? 'solid' : '');
      // The amount's cell: moved down to its fields' controls beside them, or on its own row on a phone.
      const amount = within(second).getByText('$0.00').closest<HTMLElement>('.ant-col') as HTMLElement;
      expect(amount.style.paddingTop).toBe(phone ? '' : '34px');
    }),
  );

  it('counts saved lines in the edit total', async () => {
    renderDialog(PurchaseFormDialog, purchase);
    await waitFor(() => expect(totalShown()).toBe(totalPrice(purchase.products, purchase.adjustment)));
    expect(totalShown()).toBe('40.250');
    enter('Quantity', '4', screen.getByRole('group', { name: 'Line 1' }));
    await waitFor(() => expect(totalShown()).toBe('51.500'));
  });

  it.each([
    [
      'its Update Line',
      LINE_TEXTS.updateLine,
      'quantity',
      {
        method: 'PUT',
        url: '/api/purchase-products/l-2',
        body: { quantity: 1, unit_price: '4.250', version: 3 },
      },
    ],
    [
      "the purchase's Update",
      PURCHASE_TEXTS.update,
      // The second saved line is the first (and only) one the update changes.
      'changed_products.0.quantity',
      {
        method: 'PUT',
        url: '/api/purchases/MR000123',
        body: expect.objectContaining({
          changed_products: [{ id: 'l-2', quantity: 1, unit_price: '4.250', version: 3 }],
        }),
      },
    ],
  ])(
    'shows the refusal of a saved line lowered below what its batch still holds on its Quantity, sent by %s',
    async (_way, button, field, call) => {
      const used = documentMessages.insufficientStock({
        product: 'Nails',
        inventory: 'Main Store',
        available: 0,
        needed: 1,
        mrId: 'MR000123',
      });
      const sent: unknown[] = [];
      global.fetch = jest.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        if (method === 'GET') {
          if (url.startsWith('/api/purchases/')) return answer(200, { purchase });
          return answer(200, { vendors: [], inventories: [], total: 0, facets: {} });
        }
        sent.push({ method, url, body: JSON.parse(init.body as string) as unknown });
        return answer(409, { message: used, field });
      }) as unknown as typeof fetch;
      renderDialog(PurchaseFormDialog, purchase);
      await screen.findByText(PURCHASE_TEXTS.editTitle);
      const second = screen.getByRole('group', { name: 'Line 2' });
      enter('Quantity', '1', second);
      const scope = button === LINE_TEXTS.updateLine ? second : document.body;
      fireEvent.click(within(scope).getByRole('button', { name: named(button) }));
      const quantity = within(second).getByLabelText('Quantity');
      await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
      expect(quantity).toHaveAccessibleDescription(used);
      expect(quantity).toHaveFocus();
      // Said once, on the line: neither a toast nor above the dialog's buttons.
      expect(screen.getAllByText(used)).toHaveLength(1);
      expect(sent).toEqual([call]);
    },
  );

  it('draws the lines of the purchase it opens once, so a Remove clicked as it appears still asks', async () => {
    // Every line the page takes away while the dialog opens: a line drawn anew loses what was open in it.
    const removedLines: string[] = [];
    const note = (records: MutationRecord[]) => {
      for (const node of records.flatMap((record) => [...record.removedNodes]))
        if (node instanceof Element)
          for (const line of [node, ...node.querySelectorAll('[role="group"]')]) {
            const name = line.getAttribute('aria-label');
            if (name?.startsWith('Line')) removedLines.push(name);
          }
    };
    const watcher = new MutationObserver(note);
    watcher.observe(document.body, { childList: true, subtree: true });
    const dialog = (open: boolean) => dialogOn(PurchaseFormDialog, purchase, { open });
    const { rerender } = render(dialog(true));
    const secondLine = screen.getByRole('group', { name: 'Line 2' });
    fireEvent.click(within(secondLine).getByRole('button', { name: named(LINE_TEXTS.removeLine) }));
    expect(
      await screen.findByText(/Are you sure you want to remove the product “Nails”/),
    ).toBeInTheDocument();
    note(watcher.takeRecords());
    watcher.disconnect();
    expect(removedLines).toEqual([]);
    // Closed and opened again, the dialog starts from the purchase anew.
    enter('Quantity', '9', screen.getByRole('group', { name: 'Line 1' }));
    rerender(dialog(false));
    rerender(dialog(true));
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText('Quantity')).toHaveValue(
        '3',
      ),
    );
  });

  it.each<[Role, { update: boolean; add: boolean; remove: boolean; save: boolean }]>([
    ['admin', { update: true, add: true, remove: true, save: true }],
    ['procurement-manager', { update: true, add: true, remove: false, save: true }],
    ['inventory-manager', { update: false, add: false, remove: false, save: false }],
  ])('gives the %s only the edit dialog buttons its role may use', async (role, expected) => {
    renderDialog(PurchaseFormDialog, purchase, { role });
    // A dialog the role may not save is titled View.
    await screen.findByText(expected.save ? PURCHASE_TEXTS.editTitle : uiText.viewTitle('Purchase'));
    const count = (name: string) => screen.queryAllByRole('button', { name: named(name) }).length;
    expect(count(LINE_TEXTS.updateLine)).toBe(expected.update ? 2 : 0);
    expect(count(LINE_TEXTS.removeLine)).toBe(expected.remove ? 2 : 0);
    expect(count(LINE_TEXTS.addItem)).toBe(expected.add ? 1 : 0);
    expect(count(PURCHASE_TEXTS.update)).toBe(expected.save ? 1 : 0);
    if (!expected.save) {
      // Shown as text, not as fields that cannot be used, and described as what it is.
      expect(screen.getByText(PURCHASE_TEXTS.viewDescription(purchase.mr_id))).toBeInTheDocument();
      expect(screen.getByLabelText('MR ID')).toHaveTextContent(purchase.mr_id);
      expect(screen.queryByRole('textbox', { name: 'MR ID' })).toBeNull();
      expect(screen.getByLabelText('Adjustment').tagName).toBe('OUTPUT');
    }
  });
  it('warns when someone else saved the purchase, and Reload loads it', async () => {
    const { savedElsewhere } = renderOnServer(PurchaseFormDialog, 'purchases', purchase);
    await screen.findByText(PURCHASE_TEXTS.editTitle);
    const warning = await savedElsewhere(purchase.mr_id, { adjustment: '5.000' });
    expect(screen.getByLabelText('Adjustment')).toHaveValue('2.000');
    reload(warning);
    await waitFor(() => expect(screen.getByLabelText('Adjustment')).toHaveValue('5.000'));
    expect(screen.queryByTestId('changed-underneath')).toBeNull();
  });
});
