import { masterDataApi } from '@logistics/shared/api/resource-api';
import { MasterDataListPage } from '@logistics/shared/ui/master-data-list-page';
import { categoryListColumns } from '@logistics/shared/contracts/categories';
import { CategoryFormDialog } from './form-dialog';

/** The categories list: search by name, create, edit and delete where the role may; import where it may create. */
export function CategoriesPage() {
  return (
    <MasterDataListPage
      api={masterDataApi('categories')}
      columns={categoryListColumns}
      FormDialog={CategoryFormDialog}
    />
  );
}
