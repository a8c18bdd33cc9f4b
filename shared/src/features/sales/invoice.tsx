import { formatDate } from '@logistics/shared/contracts/format';
import { formatUsd, lineTotal } from '@logistics/shared/contracts/money';
import { printTexts } from '@logistics/shared/contracts/print';
import type { Sale } from '@logistics/shared/contracts/sales';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import { PrintFacts, PrintFooter, PrintHeading } from '@logistics/shared/ui/print-document';

const columns = printTexts.columns;

/** One sale on paper: customer, address and inventory, its lines with their amounts, adjustment and total. */
export function SaleBody({ sale }: { sale: Sale }) {
  return (
    <>
      <PrintFacts
        facts={[
          [printTexts.billId, sale.bill_id],
          [printTexts.date, formatDate(sale.sale_date)],
          [
            printTexts.customer,
            <>
              {sale.customer.name}
              {sale.customer.email ? ` (${sale.customer.email})` : ''}
            </>,
          ],
          [printTexts.status, statusLabel(sale.status)],
          [printTexts.address, sale.shipping_address],
          [printTexts.inventory, sale.inventory],
        ]}
      />
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

/** The sale invoice: the company, the sale and its total. */
export function SaleInvoice({ sale }: { sale: Sale }) {
  return (
    <article>
      <PrintHeading title={`${printTexts.invoice} ${sale.bill_id}`} />
      <SaleBody sale={sale} />
      <PrintFooter />
    </article>
  );
}
