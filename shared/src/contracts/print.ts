/** The printable shipment note and sale invoice: what they say on paper. */

/** The product's name and line: the heading of every printed document; the name also heads the login page and the sidebar. */
export const COMPANY = {
  name: 'Logistics Back Office',
  line: 'Goods distribution · vendors, warehouses and deliveries',
} as const;

export const printTexts = {
  print: 'Print',
  shipmentNote: 'Shipment note',
  invoice: 'Sales invoice',
  shipmentId: 'Shipment ID',
  billId: 'BILL ID',
  date: 'Date',
  status: 'Status',
  captain: 'Captain',
  vehicle: 'Vehicle',
  vin: 'VIN',
  customer: 'Customer',
  address: 'Shipping address',
  inventory: 'Inventory',
  columns: {
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    discount: 'Discount',
    amount: 'Amount',
  },
  adjustment: 'Adjustment',
  total: 'Total',
  salesCount: (count: number) => (count === 1 ? '1 sale' : `${count} sales`),
  grandTotal: 'Total of the shipment',
  noSales: 'This shipment carries no sales.',
  /** An inventory-in-charge reads only their own inventory's sales of a shipment, and the paper says so. */
  ownSalesCount: (count: number) =>
    count === 1 ? '1 sale from your inventory' : `${count} sales from your inventory`,
  ownGrandTotal: 'Total of the sales from your inventory',
  noOwnSales: 'This shipment carries no sales from your inventory.',
  printed: (when: string) => `Printed ${when}`,
  signature: 'Received by (name, signature, date)',
} as const;
