import { Divider, Typography } from '@logistics/shared/ui/antd';
import { removeConfirmation } from '@logistics/shared/contracts/messages';
import type { SavedLines } from '@logistics/shared/ui/document-dialog';
import { ExistingLinesField } from '@logistics/shared/ui/existing-lines-field';
import { AdjustmentTotal } from '@logistics/shared/ui/line-totals';
import { NewLinesField } from '@logistics/shared/ui/new-lines-field';

/** A purchase or a sale: the documents whose lines are priced, with an adjustment and a live total under them. */
type PricedKind = 'purchase' | 'sale';

interface PricedLinesTexts {
  products: string;
  newProducts: string;
}

/** A new purchase's or sale's lines under their heading, then its adjustment and live total. */
export function NewPricedLines({
  kind,
  texts,
  showStock,
}: {
  kind: PricedKind;
  texts: Pick<PricedLinesTexts, 'products'>;
  /** Each product's units in the chosen inventory, beside its name (a sale takes them from stock). */
  showStock?: boolean;
}) {
  return (
    <>
      <Divider titlePlacement="start">{texts.products}</Divider>
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
  texts,
  lines,
  canUpdate,
  canRemove,
  canAdd,
  canAdjust,
  showStock,
}: {
  kind: PricedKind;
  /** The document's key (MR ID, BILL ID), named in a removal's confirmation. */
  name: string;
  texts: PricedLinesTexts;
  lines: SavedLines;
  canUpdate: boolean;
  canRemove: boolean;
  canAdd: boolean;
  /** May the role change the adjustment (the document's amounts)? */
  canAdjust: boolean;
  showStock?: boolean;
}) {
  return (
    <>
      <Divider titlePlacement="start">{texts.products}</Divider>
      <ExistingLinesField
        idPrefix={kind}
        amountsDisabled={!canUpdate}
        onUpdateLine={canUpdate ? lines.update : undefined}
        onRemoveLine={canRemove ? lines.remove : undefined}
        removeMessage={(product) => removeConfirmation.line(kind, product, name)}
        busy={lines.busy}
      />
      {canAdd ? (
        <>
          <Typography.Title level={5}>{texts.newProducts}</Typography.Title>
          <NewLinesField
            name="new_products"
            idPrefix={`${kind}-new-line`}
            canAdd={canAdd}
            showStock={showStock}
          />
        </>
      ) : null}
      <Divider />
      <AdjustmentTotal idPrefix={kind} disabled={!canAdjust} />
    </>
  );
}
