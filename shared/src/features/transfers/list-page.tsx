import { useEffect } from 'react';
import { DELETED_DEFAULT, deleteConfirmation, resourceMessages } from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import type { Transfer } from '@logistics/shared/contracts/transfers';
import { facetOptions, useInventoryOptions } from '@logistics/shared/api/reference-options';
import { useDeleteTransfer, useTransfers } from '@logistics/shared/api/transfers';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { listLoading } from '@logistics/shared/api/list-params';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { transferColumns } from './columns';
import { TransferFormDialog } from './form-dialog';

const messages = resourceMessages('transfers');

/**
 * The transfers list: search by TRF ID, filter by source and destination inventory, a transfer-date range;
 * create, edit and delete where the role may (SPEC sections 2 and 6). The server shows an inventory-in-charge
 * only the transfers that touch their inventory.
 */
export function TransfersPage() {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'transfers' });
  const query = useTransfers(list.params);
  const remove = useDeleteTransfer();
  const dialogs = useResourceDialogs<Transfer>();
  const inventories = useInventoryOptions();
  const facets = query.data?.facets;

  useEffect(() => {
    if (query.error) toasts.error(query.error, messages.fetchList);
  }, [query.error, toasts]);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(row.trf_id);
      toasts.success(answer.message || DELETED_DEFAULT);
    } catch (error) {
      toasts.error(error, messages.delete);
    } finally {
      dialogs.close();
    }
  };

  return (
    <>
      <DataTable<Transfer>
        title="Transfers"
        columns={transferColumns}
        rows={query.data?.transfers ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel="TRF ID"
        filters={[
          {
            field: 'source_inventory',
            label: 'Source Inventory',
            options: facetOptions(inventories.data, facets?.source_inventory),
          },
          {
            field: 'destination_inventory',
            label: 'Destination Inventory',
            options: facetOptions(inventories.data, facets?.destination_inventory),
          },
        ]}
        facets={facets}
        dateRange
        onCreate={can(role, 'transfers', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.trf_id,
          onEdit: can(role, 'transfers', 'open-edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'transfers', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'transfers', params: list.params }}
        {...list.table}
      />
      <TransferFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        transfer={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Transfer"
        message={deleteConfirmation('transfer', dialogs.row?.trf_id ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
