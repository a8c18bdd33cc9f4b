import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRF_ID_TOO_SHORT, type Transfer } from '@logistics/shared/contracts/transfers';
import { LINE_TEXTS } from '@logistics/shared/ui/line-items-editor';
import { documentMessages, uiText } from '@logistics/shared/contracts/messages';
import { inventoryEmploymentKeys } from '@logistics/shared/api/inventory-employments';
import { TRANSFER_TEXTS, TransferFormDialog } from './form-dialog';
import { answer, seeded } from '../../../test/list-page-harness';
import { enter, lineActions, named, renderDialog, submitRefused } from '../../../test/dialog-harness';
import { reload, renderOnServer } from '../../../test/changed-underneath-harness';

jest.setTimeout(30000);

const transfer: Transfer = {
  id: 't-1',
  version: 1,
  created_at: '2026-02-02T10:00:00.000Z',
  updated_at: '2026-02-02T10:00:00.000Z',
  trf_id: 'TRF-0001',
  transfer_date: '2026-02-02',
  source_inventory: 'Main Store',
  destination_inventory: 'North Depot',
  products: [{ id: 'tl-1', mr_id: 'MR000123', product: 'Hammer', quantity: 2 }],
};

describe('TransferFormDialog', () => {
  it.each(lineActions.removers)(
    'lets the %s update lines and add items (remove line: %s)',
    async (role, remove) => {
      // An inventory-in-charge's own inventory is this transfer's source.
      renderDialog(TransferFormDialog, transfer, {
        role,
        client: seeded(inventoryEmploymentKeys.ownActive, transfer.source_inventory),
      });
      await screen.findByText(TRANSFER_TEXTS.editTitle);
      expect(screen.getByDisplayValue('MR000123')).toBeDisabled();
      expect(screen.getByRole('button', { name: named(TRANSFER_TEXTS.update) })).toBeInTheDocument();
      lineActions.expectOffered(remove);
    },
  );

  it.each([
    ['inventory-in-charge', true],
    ['inventory-manager', false],
  ] as const)("fixes a saved transfer's destination for the %s: %s", async (role, fixed) => {
    renderDialog(TransferFormDialog, transfer, {
      role,
      client: seeded(inventoryEmploymentKeys.ownActive, transfer.source_inventory),
    });
    await screen.findByText(TRANSFER_TEXTS.editTitle);
    const destination = screen.getByLabelText('Destination inventory');
    if (fixed) expect(destination).toBeDisabled();
    else expect(destination).toBeEnabled();
  });

  it("opens a transfer into an inventory-in-charge's own inventory to be read: it is not theirs to change", async () => {
    renderDialog(TransferFormDialog, transfer, {
      role: 'inventory-in-charge',
      client: seeded(inventoryEmploymentKeys.ownActive, transfer.destination_inventory),
    });
    expect(await screen.findByText(uiText.viewTitle('Transfer'))).toBeInTheDocument();
    expect(screen.queryByText(TRANSFER_TEXTS.editTitle)).toBeNull();
    expect(screen.queryByRole('button', { name: named(TRANSFER_TEXTS.update) })).toBeNull();
    expect(screen.queryByRole('button', { name: named(LINE_TEXTS.updateLine) })).toBeNull();
    expect(screen.queryByRole('button', { name: named(LINE_TEXTS.addItem) })).toBeNull();
  });

  it("updates a line with its quantity and the transfer's version, then keeps the new version", async () => {
    const sent: Array<{ method: string; url: string; body: unknown }> = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      sent.push({ method, url, body });
      if (method === 'PUT') {
        const { quantity } = body as { quantity: number };
        const record = { ...transfer.products[0], quantity } as Transfer['products'][number];
        return answer(200, {
          record,
          transfer: { ...transfer, version: 2, products: [record] },
          message: 'Transfer updated successfully.',
        });
      }
      return answer(200, { inventories: [], total: 0, facets: {} });
    }) as unknown as typeof fetch;
    renderDialog(TransferFormDialog, transfer);
    await screen.findByText(TRANSFER_TEXTS.editTitle);
    enter('Quantity', '3');
    fireEvent.click(screen.getByRole('button', { name: named(LINE_TEXTS.updateLine) }));
    expect(await screen.findByText('Transfer updated successfully.')).toBeInTheDocument();
    enter('Quantity', '4');
    fireEvent.click(screen.getByRole('button', { name: named(LINE_TEXTS.updateLine) }));
    await waitFor(() => expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/transfer-products/tl-1', body: { quantity: 3, version: 1 } },
      { method: 'PUT', url: '/api/transfer-products/tl-1', body: { quantity: 4, version: 2 } },
    ]);
  });

  describe("a refusal of a saved line's quantity", () => {
    const takeBack = documentMessages.transferTakeBack(transfer.destination_inventory);
    const short = documentMessages.insufficientStock({
      product: 'Hammer',
      inventory: transfer.source_inventory,
      mrId: 'MR000123',
      available: 5,
      needed: 7,
    });
    const buttons = [
      ['its Update Line', LINE_TEXTS.updateLine, '/api/transfer-products/tl-1'],
      ["the transfer's Update", TRANSFER_TEXTS.update, '/api/transfers/TRF-0001'],
    ] as const;

    /**
     * A server that refuses every save as short of stock, naming the line by its place in the body as the real one
     * does: the line's own update names `quantity`, the transfer's names it in `changed_products`.
     */
    function refusingServer() {
      const sent: Array<{ method: string; url: string; body: unknown }> = [];
      global.fetch = jest.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        if (method === 'GET') {
          if (url.startsWith('/api/transfers/')) return answer(200, { transfer });
          // The source's batches, read again after a refused save.
          if (url.startsWith('/api/inventories/')) return answer(200, { inventory: { inventories: [] } });
          return answer(200, { inventories: [], total: 0, facets: {} });
        }
        sent.push({ method, url, body: JSON.parse(init.body as string) as unknown });
        const field = url.startsWith('/api/transfer-products/') ? 'quantity' : 'changed_products.0.quantity';
        return answer(409, { message: short, field });
      }) as unknown as typeof fetch;
      return sent;
    }

    /** The line's Quantity once it is marked, said once (neither a toast nor above the dialog's buttons). */
    async function markedWith(message: string) {
      const quantity = screen.getByLabelText('Quantity');
      await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
      expect(quantity).toHaveAccessibleDescription(message);
      expect(quantity).toHaveFocus();
      expect(screen.getAllByText(message)).toHaveLength(1);
    }

    it.each(buttons)(
      "is shown on the line's Quantity when the server refuses %s",
      async (_way, button, url) => {
        const sent = refusingServer();
        renderDialog(TransferFormDialog, transfer);
        await screen.findByText(TRANSFER_TEXTS.editTitle);
        enter('Quantity', '7');
        fireEvent.click(screen.getByRole('button', { name: named(button) }));
        await markedWith(short);
        expect(sent).toEqual([
          {
            method: 'PUT',
            url,
            body: url.startsWith('/api/transfer-products/')
              ? { quantity: 7, version: 1 }
              : expect.objectContaining({ changed_products: [{ id: 'tl-1', quantity: 7, version: 1 }] }),
          },
        ]);
      },
    );

    it.each(buttons)(
      'is said before sending when the inventory-in-charge lowers it, by %s',
      async (_way, button) => {
        const sent = refusingServer();
        renderDialog(TransferFormDialog, transfer, {
          role: 'inventory-in-charge',
          client: seeded(inventoryEmploymentKeys.ownActive, transfer.source_inventory),
        });
        await screen.findByText(TRANSFER_TEXTS.editTitle);
        enter('Quantity', '1');
        fireEvent.click(screen.getByRole('button', { name: named(button) }));
        await markedWith(takeBack);
        expect(sent).toEqual([]);
      },
    );
  });

  it("says the source's batches could not be read, where they would be, and reads them again", async () => {
    let stockReads = 0;
    global.fetch = jest.fn(async (url: string) => {
      if (url.startsWith('/api/transfers/')) return answer(200, { transfer });
      if (!url.startsWith('/api/inventories/')) return answer(200, { inventories: [], total: 0, facets: {} });
      stockReads += 1;
      // Read as the line appears, and again as its list opens: both fail.
      if (stockReads <= 2) return answer(500, {});
      const batch = { id: 's-1', mr_id: 'MR000777', product: 'Hammer', quantity: 5 };
      return answer(200, { inventory: { inventories: [batch] } });
    }) as unknown as typeof fetch;
    renderDialog(TransferFormDialog, transfer);
    await screen.findByText(TRANSFER_TEXTS.editTitle);
    fireEvent.click(screen.getByRole('button', { name: named(LINE_TEXTS.addItem) }));
    const batchPicker = (await screen.findAllByRole('combobox', { name: 'MR ID' })).at(-1) as HTMLElement;
    fireEvent.mouseDown(batchPicker);
    const failed = await screen.findByText('An error occurred while fetching the inventory.');
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('No results found.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByTitle('MR000777 · Hammer (5 units)')).toBeInTheDocument();
    expect(stockReads).toBe(3);
  });

  it('refuses a short TRF ID, a fractional quantity and a line without its MR ID, with their messages', async () => {
    renderDialog(TransferFormDialog, null);
    enter('TRF ID', 'TRF');
    enter('Quantity', '1.5');
    await submitRefused(named(TRANSFER_TEXTS.create), [
      TRF_ID_TOO_SHORT,
      'Product quantity must be an integer',
      'MR ID is required',
    ]);
  });
  it('warns when someone else saved the transfer, and Reload loads it', async () => {
    const { savedElsewhere } = renderOnServer(TransferFormDialog, 'transfers', transfer);
    await screen.findByText(TRANSFER_TEXTS.editTitle);
    const warning = await savedElsewhere(transfer.trf_id, { transfer_date: '2026-02-03' });
    expect(screen.getByDisplayValue('Feb 02, 2026')).toBeInTheDocument();
    reload(warning);
    expect(await screen.findByDisplayValue('Feb 03, 2026')).toBeInTheDocument();
    expect(screen.queryByTestId('changed-underneath')).toBeNull();
  });
});
