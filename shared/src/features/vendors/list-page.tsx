import { useEffect } from 'react';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import {
  DELETED_DEFAULT,
  deleteConfirmation,
  deleteKindOf,
  resourceMessages,
} from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import type { Vendor } from '@logistics/shared/contracts/vendors';
import { useVendors, useDeleteVendor } from '@logistics/shared/api/vendors';
import { listLoading } from '@logistics/shared/api/list-params';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { ImportButton } from '@logistics/shared/ui/import-dialog';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { vendorColumns } from './columns';
import { VendorFormDialog } from './form-dialog';

const definition = listDefinitions.vendors;
const messages = resourceMessages('vendors');

/** The vendors list: search by name, create, edit and delete where the role may (SPEC sections 2 and 6). */
export function VendorsPage() {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'vendors' });
  const query = useVendors(list.params);
  const remove = useDeleteVendor();
  const dialogs = useResourceDialogs<Vendor>();

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
      <DataTable<Vendor>
        title="Vendors"
        columns={vendorColumns}
        rows={query.data?.vendors ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel={definition.searchField}
        onCreate={can(role, 'vendors', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.id,
          onEdit: can(role, 'vendors', 'edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'vendors', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'vendors', params: list.params }}
        listActions={can(role, 'vendors', 'create') ? <ImportButton resource="vendors" /> : undefined}
        {...list.table}
      />
      <VendorFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        vendor={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Vendor"
        message={deleteConfirmation(deleteKindOf.vendors, dialogs.row?.name ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
