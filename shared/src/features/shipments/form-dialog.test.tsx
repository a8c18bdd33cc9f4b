import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { removeConfirmation, uiText } from '@logistics/shared/contracts/messages';
import type { Role } from '@logistics/shared/contracts/roles';
import { INVALID_CAPTAIN_ID } from '@logistics/shared/contracts/shipments';
import { SHIPMENT_TEXTS, ShipmentFormDialog } from './form-dialog';
import { named, renderDialog, submitRefused } from '../../../test/dialog-harness';
import { sampleShipment } from '../../../test/shipment';

jest.setTimeout(30000);

const shipment = sampleShipment;

describe('ShipmentFormDialog', () => {
  it.each<[Role, { update: boolean; orders: boolean }]>([
    ['admin', { update: true, orders: true }],
    ['fleet-manager', { update: true, orders: false }],
    ['inventory-manager', { update: true, orders: true }],
    ['inventory-in-charge', { update: true, orders: true }],
    ['captain', { update: false, orders: false }],
  ])('gives the %s only the buttons its role may use', async (role, expected) => {
    renderDialog(ShipmentFormDialog, shipment, { role });
    // A dialog the role may not save is titled View.
    await screen.findByText(expected.update ? SHIPMENT_TEXTS.editTitle : uiText.viewTitle('Shipment'));
    expect(screen.getByText('BILL-0001')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: named(SHIPMENT_TEXTS.update) })).toHaveLength(
      expected.update ? 1 : 0,
    );
    expect(screen.queryAllByRole('button', { name: 'Remove BILL-0001' })).toHaveLength(
      expected.orders ? 1 : 0,
    );
    expect(screen.queryAllByLabelText(SHIPMENT_TEXTS.addOrders)).toHaveLength(expected.orders ? 1 : 0);
    // Shown as text, not as fields that cannot be used.
    if (!expected.update) {
      expect(screen.getByLabelText('Shipment ID')).toHaveTextContent(shipment.shipment_id);
      expect(screen.queryByRole('textbox', { name: 'Shipment ID' })).toBeNull();
    }
  });

  it.each<[Role, boolean]>([
    ['admin', true],
    ['fleet-manager', false],
  ])('offers the %s orders on create: %s (as on edit), named once', async (role, orders) => {
    renderDialog(ShipmentFormDialog, null, { role });
    await screen.findByText(SHIPMENT_TEXTS.createTitle);
    expect(screen.queryAllByLabelText(SHIPMENT_TEXTS.addOrders)).toHaveLength(orders ? 1 : 0);
    // The section's title says "Orders"; nothing else in the dialog says it again.
    expect(screen.queryAllByText(SHIPMENT_TEXTS.orders, { exact: true })).toHaveLength(orders ? 1 : 0);
  });

  it('asks before removing an order, naming the sale and the shipment', async () => {
    renderDialog(ShipmentFormDialog, shipment);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove BILL-0001' }));
    // jsdom gives every antd modal the same title id, so the confirmation is found by its wording.
    const wording = await screen.findByText(removeConfirmation.order('BILL-0001', 'SHP-0001'));
    const confirm = wording.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
    expect(within(confirm).getByText(removeConfirmation.orderTitle)).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toHaveClass('ant-btn-dangerous');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText(removeConfirmation.order('BILL-0001', 'SHP-0001'))).toBeNull(),
    );
    expect(screen.getByText('BILL-0001')).toBeInTheDocument();
  });

  it('starts a new shipment as pending, its pickers saying what they ask for, and asks for a captain', async () => {
    renderDialog(ShipmentFormDialog, null, { role: 'fleet-manager' });
    expect(await screen.findByTitle('Pending')).toBeInTheDocument();
    // The empty pickers say what they ask for.
    expect(screen.getByText('Select a captain')).toBeInTheDocument();
    expect(screen.getByText('Select a vehicle')).toBeInTheDocument();
    await submitRefused(named(SHIPMENT_TEXTS.create), [INVALID_CAPTAIN_ID]);
  });
});
