import { customerListColumns } from '@logistics/shared/contracts/list-columns';
import type { Customer } from '@logistics/shared/contracts/customers';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** SPEC section 2: customers show name, email, phone and address. */
export const customerColumns: readonly DataTableColumn<Customer>[] = customerListColumns;
