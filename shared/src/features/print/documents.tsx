import dayjs from 'dayjs';
import { formatDate, formatDateTime, NOT_AVAILABLE } from '@logistics/shared/contracts/format';
import { formatUsd, lineTotal, toBig } from '@logistics/shared/contracts/money';
import { printTexts } from '@logistics/shared/contracts/print';
import type { Sale } from '@logistics/shared/contracts/sales';
import type { Shipment } from '@logistics/shared/contracts/shipments';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import { PrintHeading } from './print-document';

const columns = printTexts.columns;

/** One sale on paper: customer, address and inventory, its lines with their amounts, adjustment and total. */
function SaleBody({ sale }: { sale: Sale }) {
  return (
    <>
      <dl>
        <dt>{printTexts.billId}</dt>
        <dd>{sale.bill_id}</dd>
        <dt>{printTexts.date}</dt>
        <dd>{formatDate(sale.sale_date)}</dd>
        <dt>{printTexts.customer}</dt>
        <dd>
          {sale.customer.name}
          {sale.customer.email ? ` (${sale.customer.email})` : ''}
        </dd>
        <dt>{printTexts.status}</dt>
        <dd>{statusLabel(sale.status)}</dd>
        <dt>{printTexts.address}</dt>
        <dd>{sale.shipping_address}</dd>
        <dt>{printTexts.inventory}</dt>
        <dd>{sale.inventory}</dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th>{columns.product}</th>
            <th className="num">{columns.quantity}</th>
            <th className="num">{columns.unitPrice}</th>
            <th className="num">{columns.discount}</th>
            <th className="num">{columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          {sale.products.map((line) => (
            <tr key={line.id}>
              <td>{line.product}</td>
              <td className="num">{line.quantity.toLocaleString('en-US')}</td>
              <td className="num">{formatUsd(line.unit_price)}</td>
              <td className="num">{line.discount > 0 ? `${line.discount}%` : ''}</td>
              <td className="num">{formatUsd(lineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="print-totals">
        <span>
          {printTexts.adjustment}: {formatUsd(sale.adjustment)}
        </span>
        <strong>
          {printTexts.total}: {formatUsd(sale.total_price)}
        </strong>
      </div>
    </>
  );
}

function Footer() {
  return (
    <footer>
      <span className="print-signature">{printTexts.signature}</span>
      <span>{printTexts.printed(formatDateTime(dayjs().toISOString()))}</span>
    </footer>
  );
}

/** The sale invoice: the company, the sale and its total. */
export function SaleInvoice({ sale }: { sale: Sale }) {
  return (
    <article>
      <PrintHeading title={`${printTexts.invoice} ${sale.bill_id}`} />
      <SaleBody sale={sale} />
      <Footer />
    </article>
  );
}

/**
 * The shipment note: the company, the shipment (ID, date, status, captain, vehicle), then every sale it carries
 * with customer, address and lines, and the total of all of them.
 */
export function ShipmentNote({ shipment }: { shipment: Shipment }) {
  const sales = shipment.items.map((item) => item.sale);
  const vehicle = [shipment.vehicle.make, shipment.vehicle.model, shipment.vehicle.year]
    .filter(Boolean)
    .join(' ');
  // The server's totals of the sales, added up exactly.
  const grandTotal = sales.reduce((sum, sale) => sum.plus(toBig(sale.total_price)), toBig(0)).toFixed(3);
  return (
    <article>
      <PrintHeading title={`${printTexts.shipmentNote} ${shipment.shipment_id}`} />
      <dl>
        <dt>{printTexts.shipmentId}</dt>
        <dd>{shipment.shipment_id}</dd>
        <dt>{printTexts.date}</dt>
        <dd>{formatDate(shipment.shipment_date)}</dd>
        <dt>{printTexts.captain}</dt>
        <dd>
          {shipment.captain.name} ({shipment.captain.email})
        </dd>
        <dt>{printTexts.status}</dt>
        <dd>{statusLabel(shipment.status)}</dd>
        <dt>{printTexts.vehicle}</dt>
        <dd>{vehicle || NOT_AVAILABLE}</dd>
        <dt>{printTexts.vin}</dt>
        <dd>{shipment.vehicle.vin}</dd>
      </dl>
      <h2>{printTexts.salesCount(sales.length)}</h2>
      {sales.length === 0 ? <p>{printTexts.noSales}</p> : null}
      {sales.map((sale) => (
        <section key={sale.id} className="print-sale" aria-label={sale.bill_id}>
          <SaleBody sale={sale} />
        </section>
      ))}
      <div className="print-totals print-grand-total">
        <span>
          {printTexts.grandTotal}: {formatUsd(grandTotal)}
        </span>
      </div>
      <Footer />
    </article>
  );
}
