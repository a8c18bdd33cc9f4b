import type { Vendor } from '@logistics/shared/contracts/vendors';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** SPEC section 2: vendors show name, email, phone, address and description. */
export const vendorColumns: readonly DataTableColumn<Vendor>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  { field: 'email', header: 'Email', sortable: true, value: (row) => row.email ?? '' },
  { field: 'phone', header: 'Phone', sortable: true, value: (row) => row.phone ?? '' },
  { field: 'address', header: 'Address', sortable: true, value: (row) => row.address ?? '' },
  { field: 'description', header: 'Description', value: (row) => row.description ?? '' },
];
