import { useEffect } from 'react';
import {
  DELETED_DEFAULT,
  deleteConfirmation,
  deleteKindOf,
  resourceMessages,
} from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import type { Vehicle } from '@logistics/shared/contracts/vehicles';
import { useVehicles, useDeleteVehicle } from '@logistics/shared/api/vehicles';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { listLoading } from '@logistics/shared/api/list-params';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { ImportButton } from '@logistics/shared/ui/import-dialog';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { vehicleColumns, vehicleSearchLabel } from './columns';
import { VehicleFormDialog, vehicleTypeOptions } from './form-dialog';

const messages = resourceMessages('vehicles');

/** The vehicles list: search by VIN, filter by type, create, edit and delete where the role may (SPEC sections 2 and 6). */
export function VehiclesPage() {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'vehicles' });
  const query = useVehicles(list.params);
  const remove = useDeleteVehicle();
  const dialogs = useResourceDialogs<Vehicle>();

  useEffect(() => {
    if (query.error) toasts.error(query.error, messages.fetchList);
  }, [query.error, toasts]);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(row.vin);
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
      <DataTable<Vehicle>
        title="Vehicles"
        columns={vehicleColumns}
        rows={query.data?.vehicles ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.vin}
        searchLabel={vehicleSearchLabel}
        filters={[
          {
            field: 'type',
            label: 'Type',
            options: facetOptions(vehicleTypeOptions, query.data?.facets.type),
          },
        ]}
        facets={query.data?.facets}
        onCreate={can(role, 'vehicles', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.vin,
          onEdit: can(role, 'vehicles', 'edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'vehicles', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'vehicles', params: list.params }}
        listActions={can(role, 'vehicles', 'create') ? <ImportButton resource="vehicles" /> : undefined}
        {...list.table}
      />
      <VehicleFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        vehicle={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Vehicle"
        message={deleteConfirmation(deleteKindOf.vehicles, dialogs.row?.vin ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
