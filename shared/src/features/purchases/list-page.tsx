import { Modal } from '@logistics/shared/ui/antd';
import { Table } from '@logistics/shared/ui/antd-table';
import { useState } from 'react';
import { deleteConfirmation } from '@logistics/shared/contracts/messages';
import type { Purchase } from '@logistics/shared/contracts/purchases';
import { useDeletePurchase, usePurchases } from '@logistics/shared/api/purchases';
import { facetOptions, useInventoryOptions, useVendorOptions } from '@logistics/shared/api/reference-options';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { purchaseColumns, purchaseLineColumns } from './columns';
import { PurchaseFormDialog } from './form-dialog';

/**
 * The purchases list: search by MR ID, filter by inventory and vendor, a purchase-date range; create, edit and
 * delete where the role may. A row click shows its line items.
 */
export function PurchasesPage() {
  const page = useResourceListPage<'purchases', Purchase>({
    resource: 'purchases',
    useRows: usePurchases,
    useRemove: useDeletePurchase,
    // A role that may only read a purchase still opens it (read-only, titled View).
    editRight: 'open-edit',
  });
  const { dialogs } = page;
  const [lines, setLines] = useState<Purchase | null>(null);
  const inventories = useInventoryOptions();
  const vendors = useVendorOptions();
  const facets = page.table.facets;

  return (
    <>
      <DataTable<Purchase>
        title="Purchases"
        columns={purchaseColumns}
        filters={[
          {
            field: 'inventory',
            label: 'Inventory',
            options: facetOptions(inventories.data, facets?.inventory),
          },
          { field: 'vendor', label: 'Vendor', options: facetOptions(vendors.data, facets?.vendor) },
        ]}
        dateRange
        onRowClick={(row) => setLines(row)}
        {...page.table}
        searchLabel="MR ID"
      />
      <PurchaseFormDialog
        open={page.formDialog.open}
        purchase={page.formDialog.row}
        onClose={page.formDialog.onClose}
      />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Purchase"
        message={deleteConfirmation('purchase', dialogs.row?.mr_id ?? '')}
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
