import { Modal, Table } from '@logistics/shared/ui/antd';
import { useEffect, useState } from 'react';
import { DELETED_DEFAULT, deleteConfirmation, resourceMessages } from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import type { Purchase } from '@logistics/shared/contracts/purchases';
import { useDeletePurchase, usePurchases } from '@logistics/shared/api/purchases';
import { facetOptions, useInventoryOptions, useVendorOptions } from '@logistics/shared/api/reference-options';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { listLoading } from '@logistics/shared/api/list-params';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { purchaseColumns, purchaseLineColumns } from './columns';
import { PurchaseFormDialog } from './form-dialog';

const messages = resourceMessages('purchases');

/**
 * The purchases list: search by MR ID, filter by inventory and vendor, a purchase-date range; create, edit and
 * delete where the role may (SPEC sections 2 and 6). A row click shows its line items.
 */
export function PurchasesPage() {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'purchases' });
  const query = usePurchases(list.params);
  const remove = useDeletePurchase();
  const dialogs = useResourceDialogs<Purchase>();
  const [lines, setLines] = useState<Purchase | null>(null);
  const inventories = useInventoryOptions();
  const vendors = useVendorOptions();
  const facets = query.data?.facets;

  useEffect(() => {
    if (query.error) toasts.error(query.error, messages.fetchList);
  }, [query.error, toasts]);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(row.mr_id);
      toasts.success(answer.message || DELETED_DEFAULT);
    } catch (error) {
      toasts.error(error, messages.delete);
    } finally {
      dialogs.close();
    }
  };

  return (
    <>
      <DataTable<Purchase>
        title="Purchases"
        columns={purchaseColumns}
        rows={query.data?.purchases ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel="MR ID"
        filters={[
          {
            field: 'inventory',
            label: 'Inventory',
            options: facetOptions(inventories.data, facets?.inventory),
          },
          { field: 'vendor', label: 'Vendor', options: facetOptions(vendors.data, facets?.vendor) },
        ]}
        facets={facets}
        dateRange
        onCreate={can(role, 'purchases', 'create') ? () => dialogs.open('ADD') : undefined}
        onRowClick={(row) => setLines(row)}
        actions={{
          copyId: (row) => row.mr_id,
          onEdit: can(role, 'purchases', 'open-edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'purchases', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'purchases', params: list.params }}
        {...list.table}
      />
      <PurchaseFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        purchase={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Purchase"
        message={deleteConfirmation('purchase', dialogs.row?.mr_id ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
      <Modal
        open={lines !== null}
        title={`Products of MR ID “${lines?.mr_id ?? ''}”`}
        footer={null}
        onCancel={() => setLines(null)}
        width={640}
      >
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          columns={purchaseLineColumns}
          dataSource={lines?.products ?? []}
        />
      </Modal>
    </>
  );
}
