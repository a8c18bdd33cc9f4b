import type * as z from '@logistics/shared/contracts/zod';
import { documentTexts } from '@logistics/shared/contracts/messages';
import { updatePayload } from '@logistics/shared/contracts/payloads';
import { can } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import {
  saleCreateSchema,
  saleUpdateSchema,
  type Sale,
  type SaleInput,
} from '@logistics/shared/contracts/sales';
import { todayIso } from '@logistics/shared/contracts/validation';
import { saleApi, saleLineApi } from '@logistics/shared/api/sales';
import { savedDocumentValues } from '@logistics/shared/ui/document-dialog';
import {
  documentFormDialog,
  documentRights,
  documentUpdate,
  useOwnInventoryName,
  type DocumentRights,
  type SavedDocumentFieldsProps,
} from '@logistics/shared/ui/document-form-dialog';
import {
  emptyLine,
  existingLines,
  existingLinesSchema,
  existingLineUpdate,
} from '@logistics/shared/ui/priced-lines';
import { NewPricedLines, SavedPricedLines } from '@logistics/shared/ui/priced-document-lines';
import { SaleEditTabs } from './edit-tabs';
import { SaleHeadFields } from './head-fields';

const createDefaults = (inventory?: string | null): SaleInput => ({
  bill_id: '',
  sale_date: todayIso(),
  customer_id: '',
  shipping_address: '',
  status: 'pending',
  inventory: inventory ?? '',
  adjustment: '0',
  products: [emptyLine()],
});

/** An inventory-in-charge sells from their own inventory: it is the new sale's, fixed. */
function NewSaleFields({ start }: { start?: string | null }) {
  return (
    <>
      <SaleHeadFields locked={false} ownInventory={start} />
      <NewPricedLines kind="sale" showStock />
    </>
  );
}

const saleEditSchema = saleUpdateSchema.extend({ existing: existingLinesSchema });

const editDefaults = (sale: Sale): z.input<typeof saleEditSchema> =>
  savedDocumentValues(
    sale,
    ['bill_id', 'sale_date', 'customer_id', 'shipping_address', 'status', 'inventory', 'adjustment'],
    existingLines(sale.products),
  );

/** Fleet-manager and captain save the status only: the amounts and the rest of the sale stay as they are. */
function saleRights(role: Role): DocumentRights {
  const rights = documentRights(role, 'sales');
  const amounts = can(role, 'sales', 'edit-amounts');
  return { ...rights, amounts, updateLine: rights.updateLine && amounts, addLine: rights.addLine && amounts };
}

function SavedSaleFields({ open, loaded, lines, rights }: SavedDocumentFieldsProps<Sale>) {
  return (
    <SaleEditTabs
      open={open}
      sale={loaded}
      details={
        <>
          <SaleHeadFields locked={!rights.amounts} current={loaded} />
          <SavedPricedLines kind="sale" name={loaded.bill_id} lines={lines} rights={rights} showStock />
        </>
      }
    />
  );
}

export const SALE_TEXTS = documentTexts('sale');

/** Create and edit a sale with its lines and the live total. */
export const SaleFormDialog = documentFormDialog({
  api: saleApi,
  lines: { api: saleLineApi, payload: existingLineUpdate },
  useStart: useOwnInventoryName,
  create: { schema: saleCreateSchema, defaults: createDefaults, Fields: NewSaleFields },
  edit: { schema: saleEditSchema, defaults: editDefaults, Fields: SavedSaleFields },
  texts: SALE_TEXTS,
  rights: saleRights,
  // Without the amounts right, the status alone is sent.
  body: (values, changed, rights) =>
    rights.amounts
      ? documentUpdate(values, changed)
      : updatePayload({ status: values.status, version: values.version }),
});
