import type { Shipment } from '@logistics/shared/contracts/shipments';
import { sampleSale } from './sale';

/** A pending shipment carrying the sales tests' sale, as the API answers it: the shipments tests' row. */
export const sampleShipment: Shipment = {
  id: 'sh-1',
  version: 1,
  created_at: '2026-02-02T10:00:00.000Z',
  updated_at: '2026-02-02T10:00:00.000Z',
  shipment_id: 'SHP-0001',
  shipment_date: '2026-02-02',
  status: 'pending',
  captain: { id: 'c-1', name: 'Cass Captain', email: 'captain@example.com' },
  vehicle: { make: 'Volvo', model: 'FH', year: 2020, vin: 'VIN0001' },
  items: [{ id: 'item-1', sale: sampleSale }],
};
