import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  INVALID_EMPLOYEE_ID,
  type InventoryEmployment,
} from '@logistics/shared/contracts/inventory-employments';
import { inventoryEmploymentKeys } from '@logistics/shared/api/inventory-employments';
import { inventoryEmploymentColumns } from './columns';
import { InventoryEmploymentFormDialog } from './form-dialog';
import { InventoryEmploymentsPage } from './list-page';
import {
  expectRowActions,
  Providers,
  seeded,
  meta,
  firstPage,
  rowServer,
  testClient,
} from '../../../test/list-page-harness';

const employment: InventoryEmployment = {
  id: 'a-1',
  ...meta,
  hire_date: '2026-01-05',
  employee_id: 'u-2',
  employee: { id: 'u-2', name: 'Ines Incharge', email: 'ines@example.org' },
  inventory: 'Main Store',
  employee_status: true,
  termination_date: null,
  resign_date: null,
  transfer_date: null,
};
const page = () =>
  seeded(inventoryEmploymentKeys.list(firstPage), {
    assignments: [employment],
    total: 1,
    facets: { inventory: { 'Main Store': 1 } },
  });
const valueOf = (field: string) =>
  inventoryEmploymentColumns.find((column) => column.field === field)?.value?.(employment);

describe('inventory employment columns', () => {
  it("shows employee, inventory and the dates as YYYY-MMM-DD, 'N/A' when missing", () => {
    expect(inventoryEmploymentColumns.map((column) => column.header)).toEqual([
      'Employee',
      'Inventory',
      'Hire Date',
      'Termination Date',
      'Resign Date',
      'Transfer Date',
    ]);
    expect(valueOf('employee')).toBe('Ines Incharge');
    expect(valueOf('hire_date')).toBe('2026-Jan-05');
    expect(valueOf('termination_date')).toBe('N/A');
  });
});

describe('InventoryEmploymentFormDialog', () => {
  it('requires the hire date, the employee and the inventory', async () => {
    render(
      <Providers role="admin">
        <InventoryEmploymentFormDialog open row={null} onClose={() => undefined} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Hire date is required')).toBeInTheDocument();
    expect(await screen.findByText(INVALID_EMPLOYEE_ID)).toBeInTheDocument();
  });
});

describe('InventoryEmploymentFormDialog, the assignment changed underneath', () => {
  it('says the assignment was deleted when its read answers 404', async () => {
    const client = testClient();
    const server = rowServer<InventoryEmployment>({
      client,
      resource: 'inventory-employments',
      rows: [employment],
    });
    render(
      <Providers role="admin" client={client}>
        <InventoryEmploymentFormDialog open row={employment} onClose={() => undefined} />
      </Providers>,
    );
    act(() => server.elsewhere.remove(employment.id));
    expect(await screen.findByTestId('gone-underneath')).toHaveTextContent(
      'This inventory assignment was deleted by someone else since you opened it.',
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});

describe('InventoryEmploymentsPage rights', () => {
  it('the admin may create, edit and delete, with the assignment wording', () =>
    expectRowActions(<InventoryEmploymentsPage />, {
      role: 'admin',
      client: page(),
      row: 'Ines Incharge',
      create: true,
      edit: true,
      remove:
        'Are you sure you want to delete the assignment of “Ines Incharge” to the inventory “Main Store”? This action cannot be undo.',
    }));

  it('the inventory-manager may create and edit, not delete', () =>
    expectRowActions(<InventoryEmploymentsPage />, {
      role: 'inventory-manager',
      client: page(),
      row: 'Ines Incharge',
      create: true,
      edit: true,
      remove: false,
    }));
});
