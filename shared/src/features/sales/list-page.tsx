import { useEffect } from 'react';
import { DELETED_DEFAULT, deleteConfirmation, resourceMessages } from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import type { Sale } from '@logistics/shared/contracts/sales';
import { orderStatuses, statusLabel } from '@logistics/shared/contracts/statuses';
import { facetOptions, useInventoryOptions } from '@logistics/shared/api/reference-options';
import { useDeleteSale, useSales } from '@logistics/shared/api/sales';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { listLoading } from '@logistics/shared/api/list-params';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { saleColumns } from './columns';
import { SaleFormDialog } from './form-dialog';

const messages = resourceMessages('sales');
const statusOptions = orderStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

/**
 * The sales list: search by BILL ID, filter by inventory and status, a sale-date range; create, edit and delete
 * where the role may (SPEC sections 2 and 6). The server shows an inventory-in-charge only their inventory's.
 */
export function SalesPage() {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'sales' });
  const query = useSales(list.params);
  const remove = useDeleteSale();
  const dialogs = useResourceDialogs<Sale>();
  const inventories = useInventoryOptions();
  const facets = query.data?.facets;

  useEffect(() => {
    if (query.error) toasts.error(query.error, messages.fetchList);
  }, [query.error, toasts]);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(row.bill_id);
      toasts.success(answer.message || DELETED_DEFAULT);
    } catch (error) {
      toasts.error(error, messages.delete);
    } finally {
      dialogs.close();
    }
  };

  return (
    <>
      <DataTable<Sale>
        title="Sales"
        columns={saleColumns}
        rows={query.data?.sales ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel="BILL ID"
        filters={[
          {
            field: 'inventory',
            label: 'Inventory',
            options: facetOptions(inventories.data, facets?.inventory),
          },
          { field: 'status', label: 'Status', options: facetOptions(statusOptions, facets?.status) },
        ]}
        facets={facets}
        dateRange
        onCreate={can(role, 'sales', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.bill_id,
          onEdit: can(role, 'sales', 'open-edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'sales', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'sales', params: list.params }}
        {...list.table}
      />
      <SaleFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        sale={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Sale"
        message={deleteConfirmation('sale', dialogs.row?.bill_id ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
