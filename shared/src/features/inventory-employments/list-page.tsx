import { useEffect } from 'react';
import type { InventoryEmployment } from '@logistics/shared/contracts/inventory-employments';
import {
  DELETED_DEFAULT,
  deleteInventoryEmploymentConfirmation,
  resourceMessages,
} from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import {
  useDeleteInventoryEmployment,
  useInventoryEmployments,
} from '@logistics/shared/api/inventory-employments';
import { facetOptions, useInventoryOptions } from '@logistics/shared/api/reference-options';
import { listLoading } from '@logistics/shared/api/list-params';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { inventoryEmploymentColumns } from './columns';
import { InventoryEmploymentFormDialog } from './form-dialog';

const messages = resourceMessages('inventory-employments');

/**
 * /{prefix}/inventories/supervisors: the supervisor assignments, searched by employee and filtered by inventory;
 * create and edit (dates) by admin and inventory-manager, delete by admin (SPEC sections 2 and 6).
 */
export function SupervisorsPage() {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'inventory-employments' });
  const query = useInventoryEmployments(list.params);
  const remove = useDeleteInventoryEmployment();
  const dialogs = useResourceDialogs<InventoryEmployment>();
  const inventories = useInventoryOptions();
  const facets = query.data?.facets;

  useEffect(() => {
    if (query.error) toasts.error(query.error, messages.fetchList);
  }, [query.error, toasts]);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(row.id);
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
      <DataTable<InventoryEmployment>
        title="Supervisors"
        columns={inventoryEmploymentColumns}
        rows={query.data?.assignments ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel="employee"
        filters={[
          {
            field: 'inventory',
            label: 'Inventory',
            options: facetOptions(inventories.data, facets?.inventory),
          },
        ]}
        facets={facets}
        onCreate={can(role, 'inventory-employments', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.id,
          onEdit: can(role, 'inventory-employments', 'edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'inventory-employments', 'delete')
            ? (row) => dialogs.open('DELETE', row)
            : undefined,
        }}
        exportTarget={{ resource: 'inventory-employments', params: list.params }}
        {...list.table}
      />
      <InventoryEmploymentFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        employment={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Supervisor Assignment"
        message={deleteInventoryEmploymentConfirmation(
          dialogs.row?.employee.name ?? '',
          dialogs.row?.inventory ?? '',
        )}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
