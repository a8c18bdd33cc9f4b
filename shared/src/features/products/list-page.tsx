import { productApi } from '@logistics/shared/api/products';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { MasterDataListPage } from '@logistics/shared/ui/master-data-list-page';
import { productListColumns } from '@logistics/shared/contracts/products';
import { ProductFormDialog } from './form-dialog';

/**
 * The products list: search by name, filter by category, create, edit and delete where the role may; import
 * where it may create.
 */
export function ProductsPage() {
  return (
    <MasterDataListPage
      api={productApi}
      columns={productListColumns}
      FormDialog={ProductFormDialog}
      filters={(facets) => [
        { field: 'category', label: 'Category', options: facetOptions(undefined, facets?.category) },
      ]}
    />
  );
}
