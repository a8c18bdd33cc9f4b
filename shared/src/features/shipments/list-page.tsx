import { useNavigate } from '@logistics/shared/ui/router';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { shipmentStatuses, statusLabel } from '@logistics/shared/contracts/statuses';
import { facetFilter } from '@logistics/shared/api/reference-options';
import { shipmentApi } from '@logistics/shared/api/shipments';
import { ResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { useRole } from '@logistics/shared/ui/role';
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
  const role = useRole();
  const navigate = useNavigate();
  return (
    <ResourceListPage
      api={shipmentApi}
      columns={shipmentColumns}
      filters={(facets) => [facetFilter({ field: 'status', label: 'Status' }, statusOptions, facets)]}
      searchLabel={shipmentSearchLabel}
      moreActions={{ onPreview: (row) => navigate(shipmentDetailPath(role, row.shipment_id)) }}
      FormDialog={ShipmentFormDialog}
    />
  );
}
