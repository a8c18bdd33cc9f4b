import { deleteConfirmation, deleteKindOf } from '@logistics/shared/contracts/messages';
import type { Product } from '@logistics/shared/contracts/products';
import { useProducts, useDeleteProduct } from '@logistics/shared/api/products';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { ImportButton } from '@logistics/shared/ui/import-button';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { productColumns } from './columns';
import { ProductFormDialog } from './form-dialog';

/** The products list: search by name, filter by category, create, edit and delete where the role may. */
export function ProductsPage() {
  const page = useResourceListPage({
    resource: 'products',
    useRows: useProducts,
    useRemove: useDeleteProduct,
    idOf: (row: Product) => row.id,
    deleteKey: (row) => row.name,
  });
  return (
    <>
      <DataTable<Product>
        title="Products"
        columns={productColumns}
        filters={[
          {
            field: 'category',
            label: 'Category',
            options: facetOptions(undefined, page.table.facets?.category),
          },
        ]}
        {...page.table}
        listActions={page.mayCreate ? <ImportButton resource="products" /> : undefined}
      />
      <ProductFormDialog
        open={page.formDialog.open}
        product={page.formDialog.row}
        onClose={page.formDialog.onClose}
      />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Product"
        message={deleteConfirmation(deleteKindOf.products, page.dialogs.row?.name ?? '')}
      />
    </>
  );
}
