import * as z from '@logistics/shared/contracts/zod';
import { readText, rowMeta } from './rows.js';
import { vehicleTypeSchema, vehicleTypes } from './statuses.js';
import {
  integerField,
  limits,
  optionalIntegerField,
  optionalText,
  text,
  updateSchemaOf,
} from './validation.js';
import type { ResourceDeclaration } from './resources.js';
import type { MasterDataTable } from './master-data-tables.js';
import { readByEveryone } from './rights.js';
import { type ListColumn, orEmpty, statusColumn } from './list-columns.js';

export const EARLIEST_VEHICLE_YEAR = 1900;
/** Read at validation time, so a long-running server accepts next year's models from 1 January. */
export const currentYear = (): number => new Date().getFullYear();
export const YEAR_TOO_EARLY = `Year must not be before ${EARLIEST_VEHICLE_YEAR}`;
export const yearTooLate = (year: number) => `Year must not be after ${year}`;

/** Vehicle create. */
export const vehicleCreateSchema = z.object({
  make: text({ label: 'Make', ...limits.name }),
  model: optionalText({ label: 'Model', min: 1, max: limits.name.max }),
  year: integerField({
    label: 'Year',
    min: EARLIEST_VEHICLE_YEAR,
    max: currentYear,
    messages: { min: YEAR_TOO_EARLY, max: yearTooLate },
  }),
  color: text({ label: 'Color', ...limits.color }),
  mileage: optionalIntegerField({ label: 'Mileage', positive: true }),
  engine_no: optionalText({ label: 'Engine number', ...limits.engineOrChassis }),
  chassis_no: optionalText({ label: 'Chassis number', ...limits.engineOrChassis }),
  vin: text({ label: 'VIN', ...limits.vin }),
  plate_number: text({ label: 'Plate number', ...limits.plate }),
  cargo_capacity: integerField({ label: 'Cargo capacity', positive: true }),
  type: vehicleTypeSchema,
});
/** Vehicle update: all optional. */
export const vehicleUpdateSchema = updateSchemaOf(vehicleCreateSchema);

export type VehicleInput = z.input<typeof vehicleCreateSchema>;
export type VehicleCreate = z.output<typeof vehicleCreateSchema>;
export type VehicleUpdate = z.output<typeof vehicleUpdateSchema>;

/** A vehicle as read; its VIN is its key. Capacity is in kg. */
export const vehicleSchema = z.object({
  ...rowMeta,
  vin: z.string(),
  make: z.string(),
  model: readText,
  year: z.number().int(),
  color: z.string(),
  mileage: z.number().int().nullable(),
  engine_no: readText,
  chassis_no: readText,
  plate_number: z.string(),
  cargo_capacity: z.number().int(),
  type: vehicleTypeSchema,
});
export type Vehicle = z.output<typeof vehicleSchema>;

/** How a shipment names its vehicle. */
export const vehicleRefSchema = z.object({
  make: z.string(),
  model: readText,
  year: z.number().int(),
  vin: z.string(),
});
export type VehicleRef = z.output<typeof vehicleRefSchema>;

/** 'Volvo FH 2020': make, model and year shown together. */
export function vehicleLabel(vehicle: { make: string; model?: string | null; year: number }): string {
  return [vehicle.make, vehicle.model, vehicle.year].filter((part) => part != null && part !== '').join(' ');
}

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const vehicleDeclaration = {
  labels: { singular: 'vehicle', plural: 'vehicles', title: 'Vehicles' },
  icon: 'car',
  list: {
    listKey: 'vehicles',
    singleKey: 'vehicle',
    keyField: 'vin',
    searchField: 'vin',
    filters: ['type'],
    sortable: ['make', 'vin', 'type', 'plate_number', 'cargo_capacity', 'mileage', 'year', 'created_at'],
  },
  fixedFilters: { type: vehicleTypes },
  rights: readByEveryone(['admin', 'fleet-manager']),
  menus: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
  goneWay: 'deleted or given another VIN',
  liveQueryPrefixes: ['vehicles', 'shipments'],
} as const satisfies ResourceDeclaration;

export const vehicleListColumns: readonly ListColumn<Vehicle>[] = [
  { field: 'make', header: 'Vehicle', sortable: true, hideable: false, value: vehicleLabel },
  { field: 'vin', header: 'VIN', sortable: true },
  statusColumn('type', 'Type'),
  { field: 'plate_number', header: 'Plate Number', sortable: true, card: 'subtitle' },
  {
    field: 'cargo_capacity',
    header: 'Capacity',
    sortable: true,
    kind: 'number',
    value: (row) => `${row.cargo_capacity} kg`,
  },
  {
    field: 'mileage',
    header: 'Mileage',
    sortable: true,
    kind: 'number',
    value: (row) => (row.mileage == null ? 'N/A' : `${row.mileage} km/h`),
  },
  // The rest of a vehicle, so that its export (with them shown) imports back whole.
  { field: 'color', header: 'Color', sortable: true, initiallyHidden: true },
  {
    field: 'engine_no',
    header: 'Engine Number',
    sortable: true,
    initiallyHidden: true,
    value: (row) => orEmpty(row.engine_no),
  },
  {
    field: 'chassis_no',
    header: 'Chassis Number',
    sortable: true,
    initiallyHidden: true,
    value: (row) => orEmpty(row.chassis_no),
  },
];

/** How the server keeps vehicles: their own table, a VIN and a plate number each unique whatever its letter case. */
export const vehicleTable = {
  description: 'The fleet: vehicles that shipments travel in.',
  rowSchema: vehicleSchema,
  createSchema: vehicleCreateSchema,
  updateSchema: vehicleUpdateSchema,
  columns: vehicleListColumns,
  uniqueFields: [
    { field: 'vin', label: 'VIN', compare: 'upper' },
    { field: 'plate_number', label: 'plate number', compare: 'upper' },
  ],
} as const satisfies MasterDataTable;
