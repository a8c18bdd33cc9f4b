import type { ReactNode } from 'react';
import { printTexts } from '@logistics/shared/contracts/print';
import type { Sale } from '@logistics/shared/contracts/sales';
import { DetailsAndHistoryTabs } from '@logistics/shared/ui/history-panel';
import { SaleInvoice } from './invoice';
import { PrintButton } from '@logistics/shared/ui/print-document';

/** The sale edit dialog's body: its details and its history in tabs, and the invoice's print button. */
export function SaleEditTabs({ open, sale, details }: { open: boolean; sale: Sale; details: ReactNode }) {
  return (
    // Print sits over the tab bar's end, outside the tablist (which may hold only tabs).
    <div style={{ position: 'relative' }}>
      <div style={{ position: 'absolute', insetInlineEnd: 0, top: 7, zIndex: 1 }}>
        <PrintButton
          label={`${printTexts.invoice} ${sale.bill_id}`}
          document={() => <SaleInvoice sale={sale} />}
        />
      </div>
      <DetailsAndHistoryTabs subject={{ kind: 'sale', billId: sale.bill_id }} details={details} open={open} />
    </div>
  );
}
