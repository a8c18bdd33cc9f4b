import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { printTexts } from '@logistics/shared/contracts/print';
import { ShipmentNote } from './note';
import { sampleShipment } from '../../../test/shipment';

const shipment = sampleShipment;

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
