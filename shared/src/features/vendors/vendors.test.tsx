import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { liveMessages, resourceMessages, UPDATED_DEFAULT } from '@logistics/shared/contracts/messages';
import { nameToPath } from '@logistics/shared/contracts/paths';
import { VENDOR_NAME_REQUIRED, type Vendor, vendorListColumns } from '@logistics/shared/contracts/vendors';
import { masterDataApi } from '@logistics/shared/api/resource-api';
import { VendorFormDialog, VendorsPage } from './list-page';
import {
  firstPage,
  Providers,
  rowServer,
  seeded,
  testClient,
  watchFor,
} from '../../../test/list-page-harness';
import { enter, renderDialog, submitRefused } from '../../../test/dialog-harness';
import { cellsOf, deleteQuestion, headersOf, offers, pageRights } from '../../../test/list-page-checks';
import { reload } from '../../../test/changed-underneath-harness';

const vendor: Vendor = {
  id: 'v-1',
  version: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  name: 'Acme Supplies',
  email: 'sales@acme.example',
  phone: null,
  address: '1 Main Street',
  description: 'Hand tools',
};

/** A client whose first list page already holds the vendor, so the page shows it without a server. */
const withVendor = () =>
  seeded(masterDataApi('vendors').keys.list(firstPage), { vendors: [vendor], total: 1, facets: {} });

const valueOf = cellsOf(vendorListColumns, vendor);

describe('vendor columns', () => {
  it('shows name, email, phone, address and description', () => {
    expect(headersOf(vendorListColumns)).toEqual(['Name', 'Email', 'Phone', 'Address', 'Description']);
    expect(valueOf('phone')).toBe('');
    expect(valueOf('description')).toBe('Hand tools');
  });
});

describe('VendorFormDialog', () => {
  it("says 'Vendor name is required' on an empty name", async () => {
    renderDialog(VendorFormDialog, null);
    await submitRefused('Create', [VENDOR_NAME_REQUIRED]);
  });

  it('fills the edit form from the row', () => {
    renderDialog(VendorFormDialog, vendor);
    expect(screen.getByLabelText('Name')).toHaveValue('Acme Supplies');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});

describe('VendorFormDialog, its vendor changed underneath', () => {
  const key = nameToPath(vendor.name);
  const serve = (rows: Vendor[]) => {
    const client = testClient();
    const server = rowServer<Vendor>({
      client,
      resource: 'vendors',
      rows,
      listMs: 300,
    });
    return { client, server };
  };

  /**
   * The dialog as the vendors page opens it, its list behind it: a save closes it once both are read again, the
   * vendor first, so the dialog draws the vendor's new read while its save is still under way.
   */
  function Page() {
    const [open, setOpen] = useState(true);
    masterDataApi('vendors').useList(firstPage);
    return <VendorFormDialog open={open} row={vendor} onClose={() => setOpen(false)} />;
  }

  function opened() {
    const { client, server } = serve([vendor]);
    render(
      <Providers role="admin" client={client}>
        <Page />
      </Providers>,
    );
    return { server, dialog: screen.getByRole('dialog', { name: 'Edit Vendor' }) };
  }

  /** The calls made so far, as 'GET /api/vendors/…'. */
  const calls = () =>
    jest.mocked(fetch).mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

  it("warns of someone else's save; Reload loads the saved values and Update sends their version", async () => {
    const { server, dialog } = opened();
    // Read again on open, the same version: nothing to say.
    await waitFor(() => expect(calls()).toContain(`GET /api/vendors/${key}`));
    expect(screen.queryByTestId('changed-underneath')).toBeNull();

    act(() => server.elsewhere.save(key, { email: 'orders@acme.example' }));
    const warning = await screen.findByTestId('changed-underneath');
    expect(warning).toHaveTextContent(liveMessages.changedUnderneath('vendors'));
    // The form keeps what the user has until they reload.
    expect(within(dialog).getByLabelText('Email')).toHaveValue('sales@acme.example');

    reload(warning);
    expect(within(dialog).getByLabelText('Email')).toHaveValue('orders@acme.example');
    expect(screen.queryByTestId('changed-underneath')).toBeNull();
    // The person's own change, applied again over the saved values.
    enter('Description', 'Garden tools', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toEqual({
      key,
      body: expect.objectContaining({
        email: 'orders@acme.example',
        description: 'Garden tools',
        version: 2,
      }),
    });
  });

  it('says its save was saved when the answer was lost but the vendor reads back as sent, not that someone else changed it', async () => {
    const { server, dialog } = opened();
    await waitFor(() => expect(calls()).toContain(`GET /api/vendors/${key}`));
    const warning = watchFor('changed-underneath');
    server.loseNextAnswer({ saved: true });
    enter('Description', 'Hand and power tools', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(UPDATED_DEFAULT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Vendor' })).toBeNull());
    expect(server.puts).toHaveLength(1);
    expect(warning.seen).toBe(false);
    warning.stop();
  });

  it('keeps its refusal and the typed values when the answer was lost and the vendor reads back unchanged', async () => {
    const { server, dialog } = opened();
    await waitFor(() => expect(calls()).toContain(`GET /api/vendors/${key}`));
    server.loseNextAnswer({ saved: false });
    enter('Description', 'Hand and power tools', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(resourceMessages('vendors').update)).toBeInTheDocument();
    // Read again after the lost answer: still the version sent.
    await waitFor(() =>
      expect(calls().filter((call) => call === `GET /api/vendors/${key}`).length).toBeGreaterThan(1),
    );
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Hand and power tools');
    expect(screen.queryByText(UPDATED_DEFAULT)).toBeNull();
    expect(screen.queryByTestId('changed-underneath')).toBeNull();
  });

  it('says the vendor was deleted or renamed when its read answers 404, with nothing to reload', async () => {
    const { server } = opened();
    act(() => server.elsewhere.remove(key));
    const notice = await screen.findByTestId('gone-underneath');
    expect(notice).toHaveTextContent(
      'This vendor was deleted or renamed by someone else since you opened it.',
    );
    expect(within(notice).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('changed-underneath')).toBeNull();
  });

  it.each([
    ['Description', 'Hand and power tools'],
    // Its old name answers 404 while the save is still under way.
    ['Name', 'Acme Tools'],
  ])('stays quiet through its own save of a new %s', async (label, value) => {
    const { server, dialog } = opened();
    act(() => server.elsewhere.save(key, { phone: '5550100200' }));
    reload(await screen.findByTestId('changed-underneath'));
    const notices = [watchFor('changed-underneath'), watchFor('gone-underneath')];

    enter(label, value, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Vendor' })).toBeNull());
    // The save read the vendor again before it was done: its new version, or a 404 under its old name.
    const made = calls();
    expect(made.slice(made.indexOf(`PUT /api/vendors/${key}`))).toContain(`GET /api/vendors/${key}`);
    expect(notices.map((notice) => notice.seen)).toEqual([false, false]);
    notices.forEach((notice) => notice.stop());
  });
});

describe('VendorsPage rights', () => {
  const rights = pageRights(<VendorsPage />, withVendor, 'Acme Supplies');

  it.each(['admin', 'procurement-manager'] as const)('%s may create, edit and delete', (role) =>
    rights(role, offers.all(deleteQuestion('vendor', 'Acme Supplies'))),
  );

  it('the inventory-manager sees no Create, Edit or Delete', () => rights('inventory-manager', offers.none));
});
