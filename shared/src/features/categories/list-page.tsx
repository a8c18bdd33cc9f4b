import { masterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import { masterDataListPage } from '@logistics/shared/ui/master-data-list-page';

/** Create and edit a category; the edit sends the row's version. */
export const CategoryFormDialog = masterDataFormDialog('categories', [
  { name: 'name', label: 'Name', required: true },
  { name: 'description', label: 'Description', type: 'textarea' },
]);

/** The categories list: search by name, create, edit and delete where the role may; import where it may create. */
export const CategoriesPage = masterDataListPage('categories', CategoryFormDialog);
