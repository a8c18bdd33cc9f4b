import { formatDate } from '@logistics/shared/contracts/format';
import type { SupervisorAssignment } from '@logistics/shared/contracts/inventory-employments';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * SPEC section 2: employee name, inventory, hire date, termination date, resign date and transfer date; a
 * missing date shows N/A (formatDate does that).
 */
export const assignmentColumns: readonly DataTableColumn<SupervisorAssignment>[] = [
  {
    field: 'employee',
    header: 'Employee',
    sortable: true,
    hideable: false,
    value: (row) => row.employee.name,
  },
  { field: 'inventory', header: 'Inventory', sortable: true },
  { field: 'hire_date', header: 'Hire Date', sortable: true, value: (row) => formatDate(row.hire_date) },
  {
    field: 'termination_date',
    header: 'Termination Date',
    sortable: true,
    value: (row) => formatDate(row.termination_date),
  },
  {
    field: 'resign_date',
    header: 'Resign Date',
    sortable: true,
    value: (row) => formatDate(row.resign_date),
  },
  {
    field: 'transfer_date',
    header: 'Transfer Date',
    sortable: true,
    value: (row) => formatDate(row.transfer_date),
  },
];
