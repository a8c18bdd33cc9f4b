import { masterDataApi } from '@logistics/shared/api/resource-api';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { MasterDataListPage } from '@logistics/shared/ui/master-data-list-page';
import { vehicleListColumns } from '@logistics/shared/contracts/vehicles';
import { VehicleFormDialog, vehicleTypeOptions } from './form-dialog';

/**
 * The vehicles list: search by VIN, filter by type, create, edit and delete where the role may; import where it
 * may create.
 */
export function VehiclesPage() {
  return (
    <MasterDataListPage
      api={masterDataApi('vehicles')}
      columns={vehicleListColumns}
      FormDialog={VehicleFormDialog}
      filters={(facets) => [
        { field: 'type', label: 'Type', options: facetOptions(vehicleTypeOptions, facets?.type) },
      ]}
      searchLabel="VIN"
    />
  );
}
