import { Typography } from '@logistics/shared/ui/antd';
import { LineCell } from '@logistics/shared/ui/line-row';
import { LineAmount, LineAmountFields, type ExistingLineInput } from '@logistics/shared/ui/priced-lines';
import { SavedLineList, type SavedLineListProps } from '@logistics/shared/ui/saved-line-list';

interface ExistingLinesFieldProps extends Omit<SavedLineListProps, 'columns' | 'updateDisabled'> {
  idPrefix: string;
  /** The amounts cannot be changed (a role without the right, or without the sale's edit-amounts). */
  amountsDisabled: boolean;
}

/** The saved lines of a purchase or sale: the product fixed, the amounts editable line by line. */
export function ExistingLinesField({ idPrefix, amountsDisabled, ...actions }: ExistingLinesFieldProps) {
  return (
    <SavedLineList<ExistingLineInput>
      {...actions}
      updateDisabled={amountsDisabled}
      columns={(index, line) => (
        <>
          <LineCell xs={24} md={5} top={34}>
            <Typography.Text strong>{line?.product}</Typography.Text>
          </LineCell>
          <LineAmountFields
            path={`existing.${index}`}
            id={`${idPrefix}-existing-${index}`}
            disabled={amountsDisabled}
            quantitySpan={3}
          />
          <LineCell xs={8} md={3} top={34}>
            <LineAmount line={line} />
          </LineCell>
        </>
      )}
    />
  );
}
