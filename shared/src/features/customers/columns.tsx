import type { Customer } from '@logistics/shared/contracts/customers';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** SPEC section 2: customers show name, email, phone and address. */
export const customerColumns: readonly DataTableColumn<Customer>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false, flex: 1 },
  { field: 'email', header: 'Email', sortable: true, flex: 1, value: (row) => row.email ?? '' },
  { field: 'phone', header: 'Phone', sortable: true, flex: 1, value: (row) => row.phone ?? '' },
  { field: 'address', header: 'Address', sortable: true, flex: 2, value: (row) => row.address ?? '' },
];
