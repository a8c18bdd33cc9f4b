import {
  createCase,
  makeSale,
  makeShipment,
  readCase,
  rowCase,
  shipmentBody,
  type DocumentPermissionCase,
  type RowKey,
} from './documents-context.js';

const shipment: RowKey = async (c) => (await makeShipment(c)).shipment_id;

/** /shipments and /shipment-products, as every role (see documents-context.ts). */
export const shipmentCases: DocumentPermissionCase[] = [
  readCase('shipments', 'list', '/api/shipments'),
  rowCase('shipments', 'view', 'GET', '/api/shipments/:shipment_id', shipment),
  createCase('shipments', '/api/shipments', shipmentBody),
  rowCase('shipments', 'edit', 'PUT', '/api/shipments/:shipment_id', shipment, {
    status: 'delayed',
    version: 1,
  }),
  {
    // Adding orders is an update that carries `orders`.
    resource: 'shipments',
    action: 'add-orders',
    method: 'PATCH',
    route: '/api/shipments/:shipment_id',
    request: async (c) => {
      const sale = await makeSale(c, false);
      return {
        url: `/api/shipments/${await shipment(c)}`,
        body: { orders: [{ bill_id: sale.bill_id }], version: 1 },
      };
    },
  },
  rowCase('shipments', 'delete', 'DELETE', '/api/shipments/:shipment_id', shipment),
  rowCase('shipments', 'remove-orders', 'DELETE', '/api/shipment-products/:id', async (c) => {
    const sale = await makeSale(c, false);
    return (await makeShipment(c, [sale.bill_id])).items[0]?.id;
  }),
];
