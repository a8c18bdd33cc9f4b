import type { Customer } from '@logistics/shared/contracts/customers';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** SPEC section 2: customers show name, email, phone and address. */
export const customerColumns: readonly DataTableColumn<Customer>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  { field: 'email', header: 'Email', sortable: true, value: (row) => row.email ?? '' },
  { field: 'phone', header: 'Phone', sortable: true, value: (row) => row.phone ?? '' },
  { field: 'address', header: 'Address', sortable: true, value: (row) => row.address ?? '' },
];
