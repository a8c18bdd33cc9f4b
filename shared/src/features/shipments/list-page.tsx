import { useNavigate } from '@logistics/shared/ui/router';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { deleteConfirmation } from '@logistics/shared/contracts/messages';
import type { Shipment } from '@logistics/shared/contracts/shipments';
import { shipmentStatuses, statusLabel } from '@logistics/shared/contracts/statuses';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { useDeleteShipment, useShipments } from '@logistics/shared/api/shipments';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { shipmentColumns, shipmentSearchLabel } from './columns';
import { ShipmentFormDialog } from './form-dialog';

const statusOptions = shipmentStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

/** The path of a shipment's detail page under the role's prefix: /{prefix}/shipments/{id}. */
export function shipmentDetailPath(role: string, shipmentId: string): string {
  return `${prefixOf(role)}/shipments/${encodeURIComponent(shipmentId)}`;
}

/**
 * The shipments list: search by shipment ID, filter by status, a shipment-date range; Preview opens the detail
 * page; create, edit and delete where the role may. A captain sees only their own.
 */
export function ShipmentsPage() {
  const page = useResourceListPage<'shipments', Shipment>({
    resource: 'shipments',
    useRows: useShipments,
    useRemove: useDeleteShipment,
    // A role that may only read a shipment still opens it (read-only, titled View).
    editRight: 'open-edit',
  });
  const { role, dialogs } = page;
  const navigate = useNavigate();
  const facets = page.table.facets;

  return (
    <>
      <DataTable<Shipment>
        title="Shipments"
        columns={shipmentColumns}
        filters={[{ field: 'status', label: 'Status', options: facetOptions(statusOptions, facets?.status) }]}
        dateRange
        {...page.table}
        searchLabel={shipmentSearchLabel}
        actions={{
          ...page.table.actions,
          onPreview: (row) => navigate(shipmentDetailPath(role, row.shipment_id)),
        }}
      />
      <ShipmentFormDialog
        open={page.formDialog.open}
        shipment={page.formDialog.row}
        onClose={page.formDialog.onClose}
      />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Shipment"
        message={deleteConfirmation('shipment', dialogs.row?.shipment_id ?? '')}
      />
    </>
  );
}
