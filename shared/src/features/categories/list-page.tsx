import { masterDataListPage } from '@logistics/shared/ui/master-data-list-page';
import { CategoryFormDialog } from './form-dialog';

/** The categories list: search by name, create, edit and delete where the role may; import where it may create. */
export const CategoriesPage = masterDataListPage('categories', CategoryFormDialog);
