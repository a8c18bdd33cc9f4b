import { captainListColumns, employeeListColumns } from '@logistics/shared/contracts/users';
import type { User } from '@logistics/shared/contracts/users';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** Employees show name, email, phone, role and address; captains the same less the role. */
export const userColumns: readonly DataTableColumn<User>[] = employeeListColumns;
export const captainColumns: readonly DataTableColumn<User>[] = captainListColumns;
