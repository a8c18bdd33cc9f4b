import { tag, today } from '../document-fixtures.js';
import { makeSale, makeShipment, type DocumentPermissionCase } from './documents-context.js';

/** /shipments and /shipment-products, as every role (see documents-context.ts). */
export const shipmentCases: DocumentPermissionCase[] = [
  {
    resource: 'shipments',
    action: 'list',
    method: 'GET',
    route: '/api/shipments',
    request: async () => ({ url: '/api/shipments' }),
  },
  {
    resource: 'shipments',
    action: 'view',
    method: 'GET',
    route: '/api/shipments/:shipment_id',
    request: async (c) => ({ url: `/api/shipments/${(await makeShipment(c)).shipment_id}` }),
  },
  {
    resource: 'shipments',
    action: 'create',
    method: 'POST',
    route: '/api/shipments',
    request: async (c) => ({
      url: '/api/shipments',
      body: {
        shipment_id: `SC-${tag()}`,
        shipment_date: today(),
        vehicle_vin: c.vin,
        captain_id: c.captainId,
      },
    }),
  },
  {
    resource: 'shipments',
    action: 'edit',
    method: 'PUT',
    route: '/api/shipments/:shipment_id',
    request: async (c) => ({
      url: `/api/shipments/${(await makeShipment(c)).shipment_id}`,
      body: { status: 'delayed', version: 1 },
    }),
  },
  {
    // Adding orders is an update that carries `orders`.
    resource: 'shipments',
    action: 'add-orders',
    method: 'PATCH',
    route: '/api/shipments/:shipment_id',
    request: async (c) => {
      const sale = await makeSale(c, false);
      return {
        url: `/api/shipments/${(await makeShipment(c)).shipment_id}`,
        body: { orders: [{ bill_id: sale.bill_id }], version: 1 },
      };
    },
  },
  {
    resource: 'shipments',
    action: 'delete',
    method: 'DELETE',
    route: '/api/shipments/:shipment_id',
    request: async (c) => ({ url: `/api/shipments/${(await makeShipment(c)).shipment_id}` }),
  },
  {
    resource: 'shipments',
    action: 'remove-orders',
    method: 'DELETE',
    route: '/api/shipment-products/:id',
    request: async (c) => {
      const sale = await makeSale(c, false);
      return { url: `/api/shipment-products/${(await makeShipment(c, [sale.bill_id])).items[0]?.id}` };
    },
  },
];
