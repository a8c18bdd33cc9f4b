import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import {
  INVALID_EMPLOYEE_ID,
  type InventoryEmployment,
} from '@logistics/shared/contracts/inventory-employments';
import { inventoryEmploymentKeys } from '@logistics/shared/api/inventory-employments';
import { inventoryEmploymentColumns } from './columns';
import { InventoryEmploymentFormDialog } from './form-dialog';
import { InventoryEmploymentsPage } from './list-page';
import { seeded, meta, firstPage } from '../../../test/list-page-harness';
import { renderDialog, submitRefused } from '../../../test/dialog-harness';
import { cellsOf, headersOf, offers, pageRights } from '../../../test/list-page-checks';
import { renderOnServer } from '../../../test/changed-underneath-harness';

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
const valueOf = cellsOf(inventoryEmploymentColumns, employment);

describe('inventory employment columns', () => {
  it("shows employee, inventory and the dates as YYYY-MMM-DD, 'N/A' when missing", () => {
    expect(headersOf(inventoryEmploymentColumns)).toEqual([
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
    renderDialog(InventoryEmploymentFormDialog, null);
    await submitRefused('Create', ['Hire date is required', INVALID_EMPLOYEE_ID]);
  });
});

describe('InventoryEmploymentFormDialog, editing the dates', () => {
  const ended: InventoryEmployment = {
    ...employment,
    employee_status: false,
    termination_date: '2026-04-13',
  };
  /** The date picker of the field labelled `label`, by its input. */
  const picker = (label: string) => screen.getByLabelText(label).closest('.ant-picker');

  it('offers no clear icon on a saved date: it may be changed, not removed', () => {
    renderDialog(InventoryEmploymentFormDialog, ended);
    expect(picker('Termination date')).not.toBeNull();
    expect(picker('Termination date')?.querySelector('.ant-picker-clear')).toBeNull();
    expect(picker('Hire date')?.querySelector('.ant-picker-clear')).toBeNull();
  });
});

describe('InventoryEmploymentFormDialog, the assignment changed underneath', () => {
  it('says the assignment was deleted when its read answers 404', async () => {
    const { server } = renderOnServer(InventoryEmploymentFormDialog, 'inventory-employments', employment);
    act(() => server.elsewhere.remove(employment.id));
    expect(await screen.findByTestId('gone-underneath')).toHaveTextContent(
      'This inventory assignment was deleted by someone else since you opened it.',
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});

describe('InventoryEmploymentsPage rights', () => {
  const rights = pageRights(<InventoryEmploymentsPage />, page, 'Ines Incharge');

  it('the admin may create, edit and delete, with the assignment wording', () =>
    rights(
      'admin',
      offers.all(
        'Are you sure you want to delete the assignment of “Ines Incharge” to the inventory “Main Store”? This action cannot be undo.',
      ),
    ));

  it('the inventory-manager may create and edit, not delete', () =>
    rights('inventory-manager', offers.allButDelete));
});
