import { masterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';

/** Create and edit a category; the edit sends the row's version. */
export const CategoryFormDialog = masterDataFormDialog('categories', [
  { name: 'name', label: 'Name', required: true },
  { name: 'description', label: 'Description', type: 'textarea' },
]);
