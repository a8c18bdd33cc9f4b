import { Divider, Typography } from '@logistics/shared/ui/antd';
import { removeConfirmation } from '@logistics/shared/contracts/messages';
import type { SavedLines } from '@logistics/shared/ui/document-dialog';
import { ExistingLinesField } from '@logistics/shared/ui/existing-lines-field';
import { NewLinesField } from '@logistics/shared/ui/new-lines-field';

/** An edit dialog's lines: the saved ones, changed (one by one or with it) or removed, and new ones to add. */
export function SavedAndNewLines({
  kind,
  name,
  texts,
  lines,
  canUpdate,
  canRemove,
  canAdd,
  showStock,
}: {
  kind: 'purchase' | 'sale';
  /** The document's key (MR ID, BILL ID), named in a removal's confirmation. */
  name: string;
  texts: { products: string; newProducts: string };
  lines: SavedLines;
  canUpdate: boolean;
  canRemove: boolean;
  canAdd: boolean;
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
    </>
  );
}
