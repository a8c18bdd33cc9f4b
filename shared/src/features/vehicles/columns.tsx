import { statusLabel } from '@logistics/shared/contracts/statuses';
import { vehicleLabel, type Vehicle } from '@logistics/shared/contracts/vehicles';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** What the list's search looks in, as its placeholder names it. */
export const vehicleSearchLabel = 'VIN';

/**
 * SPEC section 2: make, model and year shown together; VIN; type (filterable); plate number; capacity with 'kg';
 * mileage with 'km/h' (the product's wording).
 */
export const vehicleColumns: readonly DataTableColumn<Vehicle>[] = [
  { field: 'make', header: 'Vehicle', sortable: true, hideable: false, value: vehicleLabel },
  { field: 'vin', header: 'VIN', sortable: true },
  { field: 'type', header: 'Type', sortable: true, value: (row) => statusLabel(row.type) },
  { field: 'plate_number', header: 'Plate Number', sortable: true },
  {
    field: 'cargo_capacity',
    header: 'Capacity',
    sortable: true,
    value: (row) => `${row.cargo_capacity} kg`,
  },
  {
    field: 'mileage',
    header: 'Mileage',
    sortable: true,
    value: (row) => (row.mileage == null ? 'N/A' : `${row.mileage} km/h`),
  },
];
