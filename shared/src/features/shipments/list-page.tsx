import { useEffect } from 'react';
import { useNavigate } from '@logistics/shared/ui/router';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { DELETED_DEFAULT, deleteConfirmation, resourceMessages } from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import type { Shipment } from '@logistics/shared/contracts/shipments';
import { shipmentStatuses, statusLabel } from '@logistics/shared/contracts/statuses';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { useDeleteShipment, useShipments } from '@logistics/shared/api/shipments';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { listLoading } from '@logistics/shared/api/list-params';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { shipmentColumns, shipmentSearchLabel } from './columns';
import { ShipmentFormDialog } from './form-dialog';

const messages = resourceMessages('shipments');
const statusOptions = shipmentStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

/** The path of a shipment's detail page under the role's prefix: /{prefix}/shipments/{id}. */
export function shipmentDetailPath(role: string, shipmentId: string): string {
  return `${prefixOf(role)}/shipments/${encodeURIComponent(shipmentId)}`;
}

/**
 * The shipments list: search by shipment ID, filter by status, a shipment-date range; Preview opens the detail
 * page; create, edit and delete where the role may (SPEC sections 2 and 6). A captain sees only their own.
 */
export function ShipmentsPage() {
  const role = useRole();
  const toasts = useToasts();
  const navigate = useNavigate();
  const list = useListState({ resource: 'shipments' });
  const query = useShipments(list.params);
  const remove = useDeleteShipment();
  const dialogs = useResourceDialogs<Shipment>();
  const facets = query.data?.facets;

  useEffect(() => {
    if (query.error) toasts.error(query.error, messages.fetchList);
  }, [query.error, toasts]);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(row.shipment_id);
      toasts.success(answer.message || DELETED_DEFAULT);
    } catch (error) {
      toasts.error(error, messages.delete);
    } finally {
      dialogs.close();
    }
  };

  return (
    <>
      <DataTable<Shipment>
        title="Shipments"
        columns={shipmentColumns}
        rows={query.data?.shipments ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel={shipmentSearchLabel}
        filters={[{ field: 'status', label: 'Status', options: facetOptions(statusOptions, facets?.status) }]}
        facets={facets}
        dateRange
        onCreate={can(role, 'shipments', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.shipment_id,
          onPreview: (row) => navigate(shipmentDetailPath(role, row.shipment_id)),
          onEdit: can(role, 'shipments', 'open-edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'shipments', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'shipments', params: list.params }}
        {...list.table}
      />
      <ShipmentFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        shipment={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Shipment"
        message={deleteConfirmation('shipment', dialogs.row?.shipment_id ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
