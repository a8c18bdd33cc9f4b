import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { App } from '@logistics/shared/ui/antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@logistics/shared/ui/router';
import type { Role } from '@logistics/shared/contracts/roles';
import { RoleProvider } from '@logistics/shared/ui/role';
import type { Vehicle } from '@logistics/shared/contracts/vehicles';
import { vehicleKeys } from '@logistics/shared/api/vehicles';
import { vehicleColumns } from './columns';
import { VehicleFormDialog } from './form-dialog';
import { VehiclesPage } from './list-page';
import { ToastHost } from '@logistics/shared/ui/toast-host';

jest.setTimeout(90000);
// ag-grid renders its rows after a few frames; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 15000 });

const meta = {
  version: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

function Providers({ role, client, children }: { role: Role; client?: QueryClient; children: ReactNode }) {
  const queries = client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queries}>
      <MemoryRouter>
        <App>
          <ToastHost />
          <RoleProvider role={role}>{children}</RoleProvider>
        </App>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** A client whose cache already holds the first list page, so the page shows it without a server. */
function seeded(key: readonly unknown[], data: unknown): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(key, data);
  return client;
}

/** Opens the first row's actions menu; resolves once the menu shows. */
async function openRowMenu(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
  const [menu] = await screen.findAllByLabelText('Open menu');
  fireEvent.click(menu as HTMLElement);
  expect(await screen.findByText('Make as Copy')).toBeInTheDocument();
}

const firstPage = { page: 1, pageSize: 5 };

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
  seeded(vehicleKeys.list(firstPage), { vehicles: [vehicle], total: 1, facets: { type: { truck: 1 } } });
const valueOf = (field: string) => vehicleColumns.find((column) => column.field === field)?.value?.(vehicle);

describe('vehicle columns', () => {
  it("shows make, model and year together, capacity with 'kg' and mileage with 'km/h'", () => {
    expect(vehicleColumns.map((column) => column.header)).toEqual([
      'Vehicle',
      'VIN',
      'Type',
      'Plate Number',
      'Capacity',
      'Mileage',
    ]);
    expect(valueOf('make')).toBe('Volvo FH 2020');
    expect(valueOf('cargo_capacity')).toBe('18000 kg');
    expect(valueOf('mileage')).toBe('120 km/h');
  });
});

describe('VehicleFormDialog', () => {
  it('shows the required and bound messages', async () => {
    render(
      <Providers role="fleet-manager">
        <VehicleFormDialog open vehicle={null} onClose={() => undefined} />
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
    render(
      <Providers role="fleet-manager" client={page()}>
        <VehiclesPage />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: /create/i })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Filter VINs...')).toBeInTheDocument();
    await openRowMenu('Volvo FH 2020');
    expect(screen.getByText('Edit')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Delete'));
    expect(
      await screen.findByText(
        'Are you sure you want to delete the vehicle “1HGCM82633A004352”? This action cannot be undo.',
      ),
    ).toBeInTheDocument();
  });

  it.each(['captain', 'inventory-in-charge'] as const)(
    'the %s sees no Create, Edit or Delete',
    async (role) => {
      render(
        <Providers role={role} client={page()}>
          <VehiclesPage />
        </Providers>,
      );
      await openRowMenu('Volvo FH 2020');
      expect(screen.queryByRole('button', { name: /create/i })).not.toBeInTheDocument();
      expect(screen.queryByText('Edit')).not.toBeInTheDocument();
      expect(screen.queryByText('Delete')).not.toBeInTheDocument();
    },
  );
});
