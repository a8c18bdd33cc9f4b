import { Modal } from '@logistics/shared/ui/antd';
import { Table } from '@logistics/shared/ui/antd-table';
import { useState } from 'react';
import type { Purchase } from '@logistics/shared/contracts/purchases';
import { purchaseApi } from '@logistics/shared/api/purchases';
import { facetFilter, useInventoryFilters, useVendorOptions } from '@logistics/shared/api/reference-options';
import { ResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { purchaseColumns, purchaseLineColumns } from './columns';
import { PurchaseFormDialog } from './form-dialog';

/**
 * The purchases list: search by MR ID, filter by inventory and vendor, a purchase-date range; create, edit and
 * delete where the role may. A row click shows its line items.
 */
export function PurchasesPage() {
  const [lines, setLines] = useState<Purchase | null>(null);
  const vendors = useVendorOptions();
  const byInventory = useInventoryFilters([{ field: 'inventory', label: 'Inventory' }]);
  return (
    <ResourceListPage
      api={purchaseApi}
      columns={purchaseColumns}
      filters={(facets) => [
        ...byInventory(facets),
        facetFilter({ field: 'vendor', label: 'Vendor' }, vendors.data, facets),
      ]}
      searchLabel="MR ID"
      onRowClick={(row) => setLines(row)}
      FormDialog={PurchaseFormDialog}
    >
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
    </ResourceListPage>
  );
}
