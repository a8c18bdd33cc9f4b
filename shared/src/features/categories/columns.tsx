import type { Category } from '@logistics/shared/contracts/categories';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** SPEC section 2: categories show name and description. */
export const categoryColumns: readonly DataTableColumn<Category>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  {
    field: 'description',
    header: 'Description',
    sortable: true,
    value: (row) => row.description ?? '',
  },
];
