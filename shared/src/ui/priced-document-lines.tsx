import { Divider, Typography } from '@logistics/shared/ui/antd';
import { lineHeadings, removeConfirmation } from '@logistics/shared/contracts/messages';
import type { SavedLines } from '@logistics/shared/ui/document-dialog';
import type { DocumentRights } from '@logistics/shared/ui/document-form-dialog';
import { ExistingLinesField } from '@logistics/shared/ui/existing-lines-field';
import { AdjustmentTotal } from '@logistics/shared/ui/line-totals';
import { NewLinesField } from '@logistics/shared/ui/new-lines-field';

/** A purchase or a sale: the documents whose lines are priced, with an adjustment and a live total under them. */
type PricedKind = 'purchase' | 'sale';

/** A new purchase's or sale's lines under their heading, then its adjustment and live total. */
export function NewPricedLines({
  kind,
  showStock,
}: {
  kind: PricedKind;
  /** Each product's units in the chosen inventory, beside its name (a sale takes them from stock). */
  showStock?: boolean;
}) {
  return (
    <>
      <Divider titlePlacement="start">{lineHeadings.products}</Divider>
      <NewLinesField name="products" idPrefix={`${kind}-line`} canAdd showStock={showStock} />
      <Divider />
      <AdjustmentTotal idPrefix={kind} />
    </>
  );
}

/**
 * An edit dialog's lines: the saved ones, changed (one by one or with the document) or removed, and new ones to
 * add; then the adjustment and the live total.
 */
export function SavedPricedLines({
  kind,
  name,
  lines,
  rights,
  showStock,
}: {
  kind: PricedKind;
  /** The document's key (MR ID, BILL ID), named in a removal's confirmation. */
  name: string;
  lines: SavedLines;
  /** What the role may do to the lines, and whether it may change the adjustment (the document's amounts). */
  rights: Pick<DocumentRights, 'updateLine' | 'removeLine' | 'addLine' | 'amounts'>;
  showStock?: boolean;
}) {
  return (
    <>
      <Divider titlePlacement="start">{lineHeadings.products}</Divider>
      <ExistingLinesField
        idPrefix={kind}
        amountsDisabled={!rights.updateLine}
        onUpdateLine={rights.updateLine ? lines.update : undefined}
        onRemoveLine={rights.removeLine ? lines.remove : undefined}
        removeMessage={(product) => removeConfirmation.line(kind, product, name)}
        busy={lines.busy}
      />
      {rights.addLine ? (
        <>
          <Typography.Title level={5}>{lineHeadings.newProducts}</Typography.Title>
          <NewLinesField name="new_products" idPrefix={`${kind}-new-line`} canAdd showStock={showStock} />
        </>
      ) : null}
      <Divider />
      <AdjustmentTotal idPrefix={kind} disabled={!rights.amounts} />
    </>
  );
}
