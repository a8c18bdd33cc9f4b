import { categoryListColumns } from '@logistics/shared/contracts/list-columns';
import type { Category } from '@logistics/shared/contracts/categories';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** SPEC section 2: categories show name and description. */
export const categoryColumns: readonly DataTableColumn<Category>[] = categoryListColumns;
