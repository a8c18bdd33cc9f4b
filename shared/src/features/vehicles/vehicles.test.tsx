import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { Vehicle } from '@logistics/shared/contracts/vehicles';
import { vehicleListColumns } from '@logistics/shared/contracts/vehicles';
import { masterDataApi } from '@logistics/shared/api/resource-api';
import { VehicleFormDialog, VehiclesPage } from './list-page';
import { seeded, meta, firstPage } from '../../../test/list-page-harness';
import { enter, renderDialog, submitRefused } from '../../../test/dialog-harness';
import { cellsOf, deleteQuestion, headersOf, offers, pageRights } from '../../../test/list-page-checks';

const vehicle: Vehicle = {
  id: 've-1',
  ...meta,
  vin: '1HGCM82633A004352',
  make: 'Volvo',
  model: 'FH',
  year: 2020,
  color: 'White',
  mileage: 120,
  engine_no: null,
  chassis_no: null,
  plate_number: 'ABC-1234',
  cargo_capacity: 18000,
  type: 'truck',
};
const page = () =>
  seeded(masterDataApi('vehicles').keys.list(firstPage), {
    vehicles: [vehicle],
    total: 1,
    facets: { type: { truck: 1 } },
  });
const valueOf = cellsOf(vehicleListColumns, vehicle);

describe('vehicle columns', () => {
  it("shows make, model and year together, capacity with 'kg' and mileage with 'km/h'", () => {
    expect(headersOf(vehicleListColumns, false)).toEqual([
      'Vehicle',
      'VIN',
      'Type',
      'Plate Number',
      'Capacity',
      'Mileage',
    ]);
    // The rest of a vehicle, shown from the View menu, so that an export imports back whole.
    expect(headersOf(vehicleListColumns, true)).toEqual(['Color', 'Engine Number', 'Chassis Number']);
    expect(valueOf('make')).toBe('Volvo FH 2020');
    expect(valueOf('cargo_capacity')).toBe('18000 kg');
    expect(valueOf('mileage')).toBe('120 km/h');
  });
});

describe('VehicleFormDialog', () => {
  it('shows the required and bound messages', async () => {
    renderDialog(VehicleFormDialog, null, { role: 'fleet-manager' });
    enter('Year', '1800');
    enter('VIN', 'SHORT');
    await submitRefused('Create', [
      'Year must not be before 1900',
      'VIN must be at least 17 characters',
      'Make is required',
    ]);
  });
});

describe('VehiclesPage rights', () => {
  const rights = pageRights(<VehiclesPage />, page, 'Volvo FH 2020');

  it('the fleet-manager may create, edit and delete by VIN', async () => {
    await rights('fleet-manager', offers.all(deleteQuestion('vehicle', '1HGCM82633A004352')));
    expect(screen.getByPlaceholderText('Filter VINs...')).toBeInTheDocument();
  });

  it.each(['captain', 'inventory-in-charge'] as const)('the %s sees no Create, Edit or Delete', (role) =>
    rights(role, offers.none),
  );
});
