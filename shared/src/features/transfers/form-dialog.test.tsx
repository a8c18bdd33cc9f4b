import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import type { Role } from '@logistics/shared/contracts/roles';
import { TRF_ID_TOO_SHORT, type Transfer } from '@logistics/shared/contracts/transfers';
import { LINE_TEXTS } from '@logistics/shared/ui/line-items-editor';
import { RoleProvider } from '@logistics/shared/ui/role';
import { TRANSFER_TEXTS, TransferFormDialog } from './form-dialog';
import { ToastHost } from '@logistics/shared/ui/toast-host';

jest.setTimeout(30000);
// Validation and option lists settle through several renders; a busy machine needs more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

function Providers({ role, children }: { role: Role; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <App>
        <ToastHost />
        <RoleProvider role={role}>{children}</RoleProvider>
      </App>
    </QueryClientProvider>
  );
}

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

const named = (text: string) => new RegExp(`(^|\\s)${text}$`);

describe('TransferFormDialog', () => {
  it.each<[Role, boolean]>([
    ['admin', true],
    ['inventory-manager', true],
    ['inventory-in-charge', false],
  ])('lets the %s update lines and add items (remove line: %s)', async (role, remove) => {
    render(
      <Providers role={role}>
        <TransferFormDialog open transfer={transfer} onClose={() => undefined} />
      </Providers>,
    );
    await screen.findByText(TRANSFER_TEXTS.editTitle);
    expect(screen.getByDisplayValue('MR000123')).toBeDisabled();
    expect(screen.getByRole('button', { name: named(LINE_TEXTS.updateLine) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: named(LINE_TEXTS.addItem) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: named(TRANSFER_TEXTS.update) })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: named(LINE_TEXTS.removeLine) })).toHaveLength(
      remove ? 1 : 0,
    );
  });

  it('shows the validation messages of SPEC section 5', async () => {
    render(
      <Providers role="admin">
        <TransferFormDialog open transfer={null} onClose={() => undefined} />
      </Providers>,
    );
    fireEvent.change(screen.getByLabelText('TRF ID'), { target: { value: 'TRF' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: named(TRANSFER_TEXTS.create) }));
    expect(await screen.findByText(TRF_ID_TOO_SHORT)).toBeInTheDocument();
    expect(await screen.findByText('Product quantity must be an integer')).toBeInTheDocument();
    expect(await screen.findByText('MR ID is required')).toBeInTheDocument();
  });
});
