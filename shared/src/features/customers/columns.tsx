import { customerListColumns } from '@logistics/shared/contracts/list-columns';
import type { Customer } from '@logistics/shared/contracts/customers';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** Customers show name, email, phone and address. */
export const customerColumns: readonly DataTableColumn<Customer>[] = customerListColumns;
