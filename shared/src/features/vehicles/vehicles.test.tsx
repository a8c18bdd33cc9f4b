import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Vehicle } from '@logistics/shared/contracts/vehicles';
import { vehicleListColumns } from '@logistics/shared/contracts/vehicles';
import { masterDataApi } from '@logistics/shared/api/resource-api';
import { VehicleFormDialog, VehiclesPage } from './list-page';
import { expectRowActions, Providers, seeded, meta, firstPage } from '../../../test/list-page-harness';

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
const valueOf = (field: string) =>
  vehicleListColumns.find((column) => column.field === field)?.value?.(vehicle);

describe('vehicle columns', () => {
  it("shows make, model and year together, capacity with 'kg' and mileage with 'km/h'", () => {
    const shown = vehicleListColumns.filter((column) => !column.initiallyHidden);
    expect(shown.map((column) => column.header)).toEqual([
      'Vehicle',
      'VIN',
      'Type',
      'Plate Number',
      'Capacity',
      'Mileage',
    ]);
    // The rest of a vehicle, shown from the View menu, so that an export imports back whole.
    expect(
      vehicleListColumns.filter((column) => column.initiallyHidden).map((column) => column.header),
    ).toEqual(['Color', 'Engine Number', 'Chassis Number']);
    expect(valueOf('make')).toBe('Volvo FH 2020');
    expect(valueOf('cargo_capacity')).toBe('18000 kg');
    expect(valueOf('mileage')).toBe('120 km/h');
  });
});

describe('VehicleFormDialog', () => {
  it('shows the required and bound messages', async () => {
    render(
      <Providers role="fleet-manager">
        <VehicleFormDialog open row={null} onClose={() => undefined} />
      </Providers>,
    );
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1800' } });
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: 'SHORT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Year must not be before 1900')).toBeInTheDocument();
    expect(await screen.findByText('VIN must be at least 17 characters')).toBeInTheDocument();
    expect(await screen.findByText('Make is required')).toBeInTheDocument();
  });
});

describe('VehiclesPage rights', () => {
  it('the fleet-manager may create, edit and delete by VIN', async () => {
    await expectRowActions(<VehiclesPage />, {
      role: 'fleet-manager',
      client: page(),
      row: 'Volvo FH 2020',
      create: true,
      edit: true,
      remove: 'Are you sure you want to delete the vehicle “1HGCM82633A004352”? This action cannot be undo.',
    });
    expect(screen.getByPlaceholderText('Filter VINs...')).toBeInTheDocument();
  });

  it.each(['captain', 'inventory-in-charge'] as const)('the %s sees no Create, Edit or Delete', (role) =>
    expectRowActions(<VehiclesPage />, {
      role,
      client: page(),
      row: 'Volvo FH 2020',
      create: false,
      edit: false,
      remove: false,
    }),
  );
});
