import { Col } from '@logistics/shared/ui/antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { documentMessages, uiText } from '@logistics/shared/contracts/messages';
import { CHECK_ERROR } from '@logistics/shared/ui/form';
import { useSubmitCheck } from '@logistics/shared/ui/form-dialog';
import { LineList, type NewLinesName } from '@logistics/shared/ui/line-list';
import { LineCell } from '@logistics/shared/ui/line-row';
import {
  emptyLine,
  LineAmount,
  LineAmountFields,
  type PricedLinesValues,
} from '@logistics/shared/ui/priced-lines';
import { SelectField } from '@logistics/shared/ui/document-fields';
import {
  namedOption,
  useProductOptions,
  useSearchedChoices,
  useStockBatches,
  withCurrent,
  type Option,
} from '@logistics/shared/api/reference-options';

interface NewLinesFieldProps {
  /** Where the lines live: `products` on create, `new_products` in an edit dialog. */
  name: NewLinesName;
  idPrefix: string;
  /** May the user add lines (the role's add-line right on an edit). */
  canAdd: boolean;
  disabled?: boolean;
  /**
   * Name each product with the units the form's inventory holds of it (a sale takes from that stock), read
   * afresh each time the picker opens, so a shortage shows before the server refuses it.
   */
  showStock?: boolean;
}

/** The product picker's options, each with its units in the inventory when the stock is known. */
function useStockLabels(inventory: string | undefined, enabled: boolean) {
  const stock = useStockBatches(enabled ? inventory : undefined);
  const units = new Map<string, number>();
  for (const batch of stock.data ?? [])
    units.set(batch.product, (units.get(batch.product) ?? 0) + batch.quantity);
  const label = (option: Option): Option =>
    stock.data
      ? { ...option, label: uiText.productWithStock(option.value, units.get(option.value) ?? 0) }
      : option;
  return {
    label,
    /** The units of each product, once the stock is read. */
    units: stock.data ? units : undefined,
    refresh: () => void (stock.data ? stock.refetch() : undefined),
  };
}

/**
 * A purchase's or sale's lines not saved yet (product, quantity, unit price, discount, amount), each removable;
 * 'Add Item' appends one. Choosing a product fills in its price.
 */
export function NewLinesField({ name, idPrefix, canAdd, disabled, showStock = false }: NewLinesFieldProps) {
  const { control, setValue, setError } = useFormContext<PricedLinesValues>();
  const lines = useWatch({ control, name });
  const inventory = useWatch({ control, name: 'inventory' });
  const products = useSearchedChoices(useProductOptions, { enabled: !disabled });
  const stock = useStockLabels(inventory, showStock && !disabled);
  const onSearch = (text: string) => {
    products.onSearch(text);
    // The picker opened (its search box starts empty): the stock may have moved since it was read.
    if (text === '') stock.refresh();
  };
  // The units the picker shows are a limit too: a quantity above them is refused before the submit, on its field,
  // with the words of the server's refusal (which stays the authority: the stock may move meanwhile).
  useSubmitCheck(() => {
    const units = stock.units;
    if (!units || !inventory) return true;
    const needed = new Map<string, number>();
    let within = true;
    (lines ?? []).forEach((line, index) => {
      const quantity = Number(line?.quantity);
      if (!line?.product || !Number.isInteger(quantity) || quantity <= 0) return;
      const total = (needed.get(line.product) ?? 0) + quantity;
      needed.set(line.product, total);
      const available = units.get(line.product) ?? 0;
      if (total <= available) return;
      const message = documentMessages.insufficientStock({
        product: line.product,
        inventory,
        available,
        needed: total,
      });
      setError(`${name}.${index}.quantity`, { type: CHECK_ERROR.stock, message }, { shouldFocus: within });
      within = false;
    });
    return within;
  });

  const columns = (index: number) => (
    <>
      <Col xs={24} md={8}>
        <SelectField
          control={control}
          name={`${name}.${index}.product`}
          id={`${idPrefix}-${index}-product`}
          label="Product"
          options={withCurrent<Option>(products.options, namedOption(lines?.[index]?.product)).map(
            stock.label,
          )}
          loading={products.loading}
          onSearch={onSearch}
          failure={products.failure}
          disabled={disabled}
          onChosen={(product) => {
            const price = products.options.find((option) => option.value === product)?.price;
            if (price !== undefined) {
              setValue(`${name}.${index}.unit_price`, price, { shouldValidate: true });
            }
          }}
        />
      </Col>
      <LineAmountFields
        path={`${name}.${index}`}
        id={`${idPrefix}-${index}`}
        disabled={disabled}
        quantitySpan={4}
      />
      <LineCell xs={16} md={3} top={34}>
        <LineAmount line={lines?.[index]} />
      </LineCell>
    </>
  );
  return (
    <LineList
      name={name}
      canAdd={canAdd}
      disabled={disabled}
      emptyLine={emptyLine}
      columns={columns}
      removeSpan={8}
    />
  );
}
