import { categoryListColumns } from '@logistics/shared/contracts/list-columns';
import type { Category } from '@logistics/shared/contracts/categories';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** Categories show name and description. */
export const categoryColumns: readonly DataTableColumn<Category>[] = categoryListColumns;
