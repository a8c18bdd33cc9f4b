import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@logistics/shared/ui/icons';
import { Button, Col, Divider, Empty, Flex, Row, Typography } from '@logistics/shared/ui/antd';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import * as z from '@logistics/shared/contracts/zod';
import {
  lineAmountsPayload,
  lineAmountsUpdateSchema,
  lineItemSchema,
  type LineAmountsPayload,
  type LineItemInput,
  type LineItemRow,
} from '@logistics/shared/contracts/line-items';
import { removeConfirmation, transactionMessages, uiText } from '@logistics/shared/contracts/messages';
import { lineTotal, totalPrice, type PricedLine } from '@logistics/shared/contracts/money';
import { formatUsd } from '@logistics/shared/contracts/money';
import { RemoveButton } from '@logistics/shared/ui/confirm-delete-dialog';
import type { SavedLines } from '@logistics/shared/ui/document-dialog';
import { TextField } from '@logistics/shared/ui/form';
import { useSubmitCheck } from '@logistics/shared/ui/form-dialog';
import { ReadOnlyField, SelectField } from '@logistics/shared/ui/transaction-fields';
import {
  useDebouncedSearch,
  useProductOptions,
  useStockBatches,
  withCurrent,
  type Option,
} from '@logistics/shared/api/reference-options';

/**
 * The lines of a purchase or a sale (product, quantity, unit price, discount) in a react-hook-form field array,
 * and the live total. Used by the purchase and sale dialogs; kit candidate for shared/ui.
 */

/** A line already saved: its id (for /purchase-products/{id} or /sale-products/{id}) and its amounts. */
export interface ExistingLineInput extends LineItemInput {
  id: string;
}

/** The part of a purchase or sale form these fields read: new lines, saved lines and the adjustment. */
export interface PricedLinesValues {
  products?: LineItemInput[];
  new_products?: LineItemInput[] | null;
  existing?: ExistingLineInput[];
  adjustment?: string | null;
  /** The document's inventory: where a sale's units come from. */
  inventory?: string;
}

export const LINE_TEXTS = {
  addItem: 'Add Item',
  updateLine: 'Update Line',
  removeLine: 'Remove',
  total: 'Total price',
  noLines: 'No products yet.',
  line: (index: number) => `Line ${index + 1}`,
  newLine: (index: number) => `New line ${index + 1}`,
} as const;

export const emptyLine = (): LineItemInput => ({ product: '', quantity: '1', unit_price: '', discount: '' });

/** The saved lines in a purchase's or sale's edit form (`existing`): changed one by one, or with the form. */
export const existingLinesSchema = z.array(lineItemSchema.extend({ id: z.string() })).optional();

/** A purchase's or sale's lines as read, as the edit form holds them. */
export const existingLines = (lines: readonly LineItemRow[]): ExistingLineInput[] =>
  lines.map((line) => ({
    id: line.id,
    product: line.product,
    quantity: String(line.quantity),
    unit_price: line.unit_price,
    discount: String(line.discount),
  }));

/**
 * 'Update Line' of a saved purchase or sale line: its amounts with the document's version (every line change
 * raises it), or nothing while they are invalid.
 */
export function existingLineUpdate(
  line: ExistingLineInput,
  version: number | undefined,
): LineAmountsPayload | undefined {
  const parsed = lineAmountsUpdateSchema.safeParse({ ...line, version });
  return parsed.success ? lineAmountsPayload(parsed.data) : undefined;
}

function LineAmount({ line }: { line: PricedLine | undefined }) {
  return (
    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
      {formatUsd(line ? lineTotal(line) : '0')}
    </Typography.Text>
  );
}

interface NewLinesFieldProps {
  /** Where the lines live: `products` on create, `new_products` in an edit dialog. */
  name: 'products' | 'new_products';
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

/** Lines not saved yet, each removable; 'Add item' appends one. */
export function NewLinesField({ name, idPrefix, canAdd, disabled, showStock = false }: NewLinesFieldProps) {
  const { control, setValue, setError, getFieldState, formState } = useFormContext<PricedLinesValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const lines = useWatch({ control, name });
  const inventory = useWatch({ control, name: 'inventory' });
  const [search, setSearch] = useDebouncedSearch();
  const products = useProductOptions(search, !disabled);
  const stock = useStockLabels(inventory, showStock && !disabled);
  const onSearch = (text: string) => {
    setSearch(text);
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
      const message = transactionMessages.insufficientStock({
        product: line.product,
        inventory,
        available,
        needed: total,
      });
      setError(`${name}.${index}.quantity`, { type: 'stock', message }, { shouldFocus: within });
      within = false;
    });
    return within;
  });
  const label = name === 'products' ? LINE_TEXTS.line : LINE_TEXTS.newLine;
  // The array's own message ('At least one product is required') when there is no line to carry it.
  const arrayError = getFieldState(name, formState).error?.message ?? formState.errors[name]?.root?.message;

  return (
    <Flex vertical gap={4}>
      {fields.map((field, index) => (
        <div key={field.id} role="group" aria-label={label(index)} className="logistics-line">
          <Row gutter={8} align="top" wrap>
            <Col xs={24} md={8}>
              <SelectField
                control={control}
                name={`${name}.${index}.product`}
                id={`${idPrefix}-${index}-product`}
                label="Product"
                options={withCurrent(
                  products.data,
                  lines?.[index]?.product
                    ? { value: lines[index].product, label: lines[index].product }
                    : undefined,
                ).map(stock.label)}
                loading={products.isFetching}
                onSearch={onSearch}
                disabled={disabled}
                onChosen={(product) => {
                  const price = products.data?.find((option) => option.value === product)?.price;
                  if (price !== undefined) {
                    setValue(`${name}.${index}.unit_price`, price, { shouldValidate: true });
                  }
                }}
              />
            </Col>
            <Col xs={8} md={4}>
              <TextField
                control={control}
                name={`${name}.${index}.quantity`}
                id={`${idPrefix}-${index}-quantity`}
                label="Quantity"
                disabled={disabled}
              />
            </Col>
            <Col xs={8} md={4}>
              <TextField
                control={control}
                name={`${name}.${index}.unit_price`}
                id={`${idPrefix}-${index}-unit-price`}
                label="Unit price"
                disabled={disabled}
              />
            </Col>
            <Col xs={8} md={3}>
              <TextField
                control={control}
                name={`${name}.${index}.discount`}
                id={`${idPrefix}-${index}-discount`}
                label="Discount (%)"
                disabled={disabled}
              />
            </Col>
            <Col xs={16} md={3} style={{ paddingTop: 34 }}>
              <LineAmount line={lines?.[index]} />
            </Col>
            <Col xs={8} md={2} style={{ paddingTop: 30 }}>
              <Button
                danger
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`${LINE_TEXTS.removeLine} ${label(index).toLowerCase()}`}
                onClick={() => remove(index)}
                disabled={disabled}
              />
            </Col>
          </Row>
        </div>
      ))}
      {arrayError ? (
        <Typography.Text type="danger" role="alert">
          {arrayError}
        </Typography.Text>
      ) : null}
      {canAdd ? (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => append(emptyLine())} disabled={disabled}>
            {LINE_TEXTS.addItem}
          </Button>
        </div>
      ) : null}
    </Flex>
  );
}

interface ExistingLinesFieldProps {
  idPrefix: string;
  /** The amounts cannot be changed (a role without the right, or without the sale's edit-amounts). */
  amountsDisabled: boolean;
  /** Shows 'Update line' on each line. */
  onUpdateLine?: (index: number) => void;
  /** Shows 'Remove' on each line; the removal is confirmed first, in the words of `removeMessage`. */
  onRemoveLine?: (index: number) => Promise<unknown>;
  /** The confirmation naming the line's product and its document (removeConfirmation.line). */
  removeMessage?: (product: string) => string;
  /** A line call is under way: every line button waits. */
  busy?: boolean;
}

/** The saved lines of a purchase or sale: the product fixed, the amounts editable line by line. */
export function ExistingLinesField({
  idPrefix,
  amountsDisabled,
  onUpdateLine,
  onRemoveLine,
  removeMessage = (product) => product,
  busy,
}: ExistingLinesFieldProps) {
  const { control } = useFormContext<PricedLinesValues>();
  const { fields } = useFieldArray({ control, name: 'existing', keyName: 'key' });
  const lines = useWatch({ control, name: 'existing' });
  if (fields.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LINE_TEXTS.noLines} />;
  return (
    <Flex vertical gap={4}>
      {fields.map((field, index) => (
        <div key={field.key} role="group" aria-label={LINE_TEXTS.line(index)} className="logistics-line">
          <Row gutter={8} align="top" wrap>
            <Col xs={24} md={5} style={{ paddingTop: 34 }}>
              <Typography.Text strong>{field.product}</Typography.Text>
            </Col>
            <Col xs={8} md={3}>
              <TextField
                control={control}
                name={`existing.${index}.quantity`}
                id={`${idPrefix}-existing-${index}-quantity`}
                label="Quantity"
                disabled={amountsDisabled}
              />
            </Col>
            <Col xs={8} md={4}>
              <TextField
                control={control}
                name={`existing.${index}.unit_price`}
                id={`${idPrefix}-existing-${index}-unit-price`}
                label="Unit price"
                disabled={amountsDisabled}
              />
            </Col>
            <Col xs={8} md={3}>
              <TextField
                control={control}
                name={`existing.${index}.discount`}
                id={`${idPrefix}-existing-${index}-discount`}
                label="Discount (%)"
                disabled={amountsDisabled}
              />
            </Col>
            <Col xs={8} md={3} style={{ paddingTop: 34 }}>
              <LineAmount line={lines?.[index]} />
            </Col>
            <Col xs={16} md={6} style={{ paddingTop: 34 }}>
              <Flex gap={4} wrap>
                {onUpdateLine ? (
                  <Button
                    size="small"
                    icon={<SaveOutlined />}
                    onClick={() => onUpdateLine(index)}
                    disabled={busy || amountsDisabled}
                  >
                    {LINE_TEXTS.updateLine}
                  </Button>
                ) : null}
                {onRemoveLine ? (
                  <RemoveButton
                    size="small"
                    title={removeConfirmation.lineTitle}
                    message={removeMessage(field.product)}
                    onRemove={() => onRemoveLine(index)}
                    disabled={busy}
                  >
                    {LINE_TEXTS.removeLine}
                  </RemoveButton>
                ) : null}
              </Flex>
            </Col>
          </Row>
        </div>
      ))}
    </Flex>
  );
}

/**
 * The total price, read only and recomputed as the user types: the sum over saved and new lines of
 * quantity × unit_price × (100 − discount)/100, minus the adjustment, floored at 0, with 3 decimals.
 */
export function LiveTotal({ id }: { id: string }) {
  const { control } = useFormContext<PricedLinesValues>();
  const [products, newProducts, existing, adjustment] = useWatch({
    control,
    name: ['products', 'new_products', 'existing', 'adjustment'],
  });
  const lines: PricedLine[] = [...(existing ?? []), ...(products ?? []), ...(newProducts ?? [])];
  return <ReadOnlyField label={LINE_TEXTS.total} id={id} value={totalPrice(lines, adjustment)} />;
}

/** The adjustment and the live total under a purchase's or sale's lines. */
export function AdjustmentTotal({ idPrefix, disabled }: { idPrefix: string; disabled?: boolean }) {
  const { control } = useFormContext<PricedLinesValues>();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TextField
          control={control}
          name="adjustment"
          id={`${idPrefix}-adjustment`}
          label="Adjustment"
          disabled={disabled}
        />
      </Col>
      <Col xs={24} md={12}>
        <LiveTotal id={`${idPrefix}-total`} />
      </Col>
    </Row>
  );
}

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
