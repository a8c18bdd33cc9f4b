import { useEffect } from 'react';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import {
  DELETED_DEFAULT,
  deleteConfirmation,
  deleteKindOf,
  resourceMessages,
} from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import type { Product } from '@logistics/shared/contracts/products';
import { useProducts, useDeleteProduct } from '@logistics/shared/api/products';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { listLoading } from '@logistics/shared/api/list-params';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { ImportButton } from '@logistics/shared/ui/import-dialog';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { productColumns } from './columns';
import { ProductFormDialog } from './form-dialog';

const definition = listDefinitions.products;
const messages = resourceMessages('products');

/** The products list: search by name, filter by category, create, edit and delete where the role may (SPEC sections 2 and 6). */
export function ProductsPage() {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'products' });
  const query = useProducts(list.params);
  const remove = useDeleteProduct();
  const dialogs = useResourceDialogs<Product>();

  useEffect(() => {
    if (query.error) toasts.error(query.error, messages.fetchList);
  }, [query.error, toasts]);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(row.name);
      toasts.success(answer.message || DELETED_DEFAULT);
    } catch (error) {
      toasts.error(error, messages.delete);
    } finally {
      // SPEC section 4: the dialog closes after the delete, whether it worked or not.
      dialogs.close();
    }
  };

  return (
    <>
      <DataTable<Product>
        title="Products"
        columns={productColumns}
        rows={query.data?.products ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel={definition.searchField}
        filters={[
          {
            field: 'category',
            label: 'Category',
            options: facetOptions(undefined, query.data?.facets.category),
          },
        ]}
        facets={query.data?.facets}
        onCreate={can(role, 'products', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.id,
          onEdit: can(role, 'products', 'edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'products', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'products', params: list.params }}
        listActions={can(role, 'products', 'create') ? <ImportButton resource="products" /> : undefined}
        {...list.table}
      />
      <ProductFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        product={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Product"
        message={deleteConfirmation(deleteKindOf.products, dialogs.row?.name ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
