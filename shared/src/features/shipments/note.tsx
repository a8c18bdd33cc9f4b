import { formatDate, NOT_AVAILABLE } from '@logistics/shared/contracts/format';
import { formatUsd, toBig } from '@logistics/shared/contracts/money';
import { printTexts } from '@logistics/shared/contracts/print';
import type { Shipment } from '@logistics/shared/contracts/shipments';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import { PrintFacts, PrintFooter, PrintHeading } from '@logistics/shared/ui/print-document';
import { SaleBody } from '../sales/invoice';

/**
 * The shipment note: the company, the shipment (ID, date, status, captain, vehicle), then every sale it carries
 * with customer, address and lines, and the total of all of them. `ownInventoryOnly`: the reader is given only
 * their own inventory's sales of it, so the count and the total say they are those, not the shipment's.
 */
export function ShipmentNote({
  shipment,
  ownInventoryOnly,
}: {
  shipment: Shipment;
  ownInventoryOnly: boolean;
}) {
  const sales = shipment.items.map((item) => item.sale);
  const vehicle = [shipment.vehicle.make, shipment.vehicle.model, shipment.vehicle.year]
    .filter(Boolean)
    .join(' ');
  // The server's totals of the sales, added up exactly.
  const grandTotal = sales.reduce((sum, sale) => sum.plus(toBig(sale.total_price)), toBig(0)).toFixed(3);
  return (
    <article>
      <PrintHeading title={`${printTexts.shipmentNote} ${shipment.shipment_id}`} />
      <PrintFacts
        facts={[
          [printTexts.shipmentId, shipment.shipment_id],
          [printTexts.date, formatDate(shipment.shipment_date)],
          [printTexts.captain, `${shipment.captain.name} (${shipment.captain.email})`],
          [printTexts.status, statusLabel(shipment.status)],
          [printTexts.vehicle, vehicle || NOT_AVAILABLE],
          [printTexts.vin, shipment.vehicle.vin],
        ]}
      />
      <h2>{(ownInventoryOnly ? printTexts.ownSalesCount : printTexts.salesCount)(sales.length)}</h2>
      {sales.length === 0 ? <p>{ownInventoryOnly ? printTexts.noOwnSales : printTexts.noSales}</p> : null}
      {sales.map((sale) => (
        <section key={sale.id} className="print-sale" aria-label={sale.bill_id}>
          <SaleBody sale={sale} />
        </section>
      ))}
      <div className="print-totals print-grand-total">
        <span>
          {ownInventoryOnly ? printTexts.ownGrandTotal : printTexts.grandTotal}: {formatUsd(grandTotal)}
        </span>
      </div>
      <PrintFooter />
    </article>
  );
}
