import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { printTexts } from '@logistics/shared/contracts/print';
import type { Shipment } from '@logistics/shared/contracts/shipments';
import { ShipmentNote } from './note';
import { sampleSale } from '../../../test/sale';

const shipment: Shipment = {
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

describe('the shipment note on paper', () => {
  it("counts and totals the shipment's sales for a reader given all of them", () => {
    render(<ShipmentNote shipment={shipment} ownInventoryOnly={false} />);
    expect(screen.getByRole('heading', { name: '1 sale' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${printTexts.grandTotal}:`))).toBeInTheDocument();
  });

  it('says the count and the total are of their own inventory to a reader given only those sales', () => {
    render(<ShipmentNote shipment={shipment} ownInventoryOnly />);
    expect(screen.getByRole('heading', { name: '1 sale from your inventory' })).toBeInTheDocument();
    expect(screen.getByText(/^Total of the sales from your inventory:/)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(printTexts.grandTotal))).toBeNull();
  });

  it('says a shipment carrying none of them carries no sales from their inventory, not none at all', () => {
    render(<ShipmentNote shipment={{ ...shipment, items: [] }} ownInventoryOnly />);
    expect(screen.getByText('This shipment carries no sales from your inventory.')).toBeInTheDocument();
    expect(screen.queryByText(printTexts.noSales)).toBeNull();
  });
});
