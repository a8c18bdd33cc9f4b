import { vehicleListColumns } from '@logistics/shared/contracts/list-columns';
import type { Vehicle } from '@logistics/shared/contracts/vehicles';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** What the list's search looks in, as its placeholder names it. */
export const vehicleSearchLabel = 'VIN';

/**
 * Make, model and year shown together; VIN; type (filterable); plate number; capacity with 'kg';
 * mileage with 'km/h' (the product's wording).
 */
export const vehicleColumns: readonly DataTableColumn<Vehicle>[] = vehicleListColumns;
