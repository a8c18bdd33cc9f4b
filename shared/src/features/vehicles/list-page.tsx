import { facetOptions } from '@logistics/shared/api/reference-options';
import { masterDataListPage } from '@logistics/shared/ui/master-data-list-page';
import { VehicleFormDialog, vehicleTypeOptions } from './form-dialog';

/**
 * The vehicles list: search by VIN, filter by type, create, edit and delete where the role may; import where it
 * may create.
 */
export const VehiclesPage = masterDataListPage('vehicles', VehicleFormDialog, {
  filters: (facets) => [
    { field: 'type', label: 'Type', options: facetOptions(vehicleTypeOptions, facets?.type) },
  ],
  searchLabel: 'VIN',
});
