import type { User } from '@logistics/shared/contracts/users';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

const nameColumn: DataTableColumn<User> = {
  field: 'name',
  header: 'Name',
  sortable: true,
  hideable: false,
};
const emailColumn: DataTableColumn<User> = { field: 'email', header: 'Email', sortable: true };
const phoneColumn: DataTableColumn<User> = {
  field: 'phone',
  header: 'Phone',
  sortable: true,
  value: (row) => row.phone ?? '',
};
const addressColumn: DataTableColumn<User> = {
  field: 'address',
  header: 'Address',
  sortable: true,
  value: (row) => row.address ?? '',
};

/** SPEC section 2: employees show name, email, phone, role (filterable) and address. */
export const employeeColumns: readonly DataTableColumn<User>[] = [
  nameColumn,
  emailColumn,
  phoneColumn,
  { field: 'role', header: 'Role', sortable: true, value: (row) => row.role ?? 'N/A' },
  addressColumn,
];

/** SPEC section 2: the captains list shows name, email, phone and address. */
export const captainColumns: readonly DataTableColumn<User>[] = [
  nameColumn,
  emailColumn,
  phoneColumn,
  addressColumn,
];
