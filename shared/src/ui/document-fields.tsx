import { DatePicker, Flex, Form, Input, Select, Spin } from '@logistics/shared/ui/antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useRef, type ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ISO_DATE_FORMAT, RANGE_DISPLAY_FORMAT } from '@logistics/shared/contracts/format';
import { uiText } from '@logistics/shared/contracts/messages';
import { EARLIEST_DATE } from '@logistics/shared/contracts/validation';
import { BoundField, useFocusOnAppear } from '@logistics/shared/ui/form';
import type { Option, ReadFailure } from '@logistics/shared/api/reference-options';
import { LoadFailed } from '@logistics/shared/ui/load-failed';
import { FieldText, useFieldsReadOnly } from '@logistics/shared/ui/read-only';

/**
 * Form fields the document dialogs need beside the kit's TextField: a select, a date picker and a read-only
 * value. Kit candidates: they move to shared/ui/form.tsx when the kit has them.
 */

interface FieldProps<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: string;
  /** The input's id, which its label points at. */
  id: string;
  disabled?: boolean;
  required?: boolean;
}

export interface SelectFieldProps<TIn extends FieldValues, TOut extends FieldValues> extends FieldProps<
  TIn,
  TOut
> {
  options: readonly Option[];
  loading?: boolean;
  /** Shown while nothing is chosen; by default the label says what to choose ('Select a vendor'). */
  placeholder?: string;
  /** Server-side search: the text typed in the select (debounced by the caller). */
  onSearch?: (text: string) => void;
  /** Several values; the field then holds a string array. */
  multiple?: boolean;
  allowClear?: boolean;
  /** Called with the chosen value after the field changes (for example to fill a price). */
  onChosen?: (value: string | undefined) => void;
  /** Focused as it appears (a dialog's first field). */
  autoFocus?: boolean;
  /** Set while the options' read has failed (`ReadChoices`). */
  failure?: ReadFailure;
}

/** A labelled antd Select bound to a form field; the search goes to the server when `onSearch` is given. */
export function SelectField<TIn extends FieldValues, TOut extends FieldValues>({
  disabled,
  options,
  loading,
  placeholder,
  onSearch,
  multiple,
  allowClear,
  onChosen,
  autoFocus,
  failure,
  ...frame
}: SelectFieldProps<TIn, TOut>) {
  const focusRef = useFocusOnAppear(autoFocus, frame.id);
  return (
    <BoundField {...frame} asText={(value) => optionLabels(options, value)}>
      {(field, state) => (
        <Select
          id={frame.id}
          ref={(element) => {
            field.ref(element);
            focusRef(element);
          }}
          // An empty value is no choice yet: the select shows its placeholder.
          value={(field.value as string | string[] | null | undefined) || (multiple ? [] : undefined)}
          onChange={(value: string | string[] | undefined) => {
            field.onChange(value ?? (multiple ? [] : ''));
            if (!multiple) onChosen?.(value as string | undefined);
          }}
          onBlur={field.onBlur}
          options={options.map((option) => ({ value: option.value, label: option.label }))}
          mode={multiple ? 'multiple' : undefined}
          disabled={disabled}
          loading={loading}
          placeholder={placeholder ?? uiText.selectOne(frame.label)}
          allowClear={allowClear}
          {...state}
          // A server search also filters what the list holds by the text typed, at once: until the search answers,
          // the list would otherwise still offer the options read before, and Enter would choose one of them that
          // does not match what was typed. Every option the server finds contains the text in its label.
          showSearch={
            onSearch ? { filterOption: labelContainsTyped, onSearch } : { optionFilterProp: 'label' }
          }
          // The list opens with an empty search box: it shows the first options again, not what the last
          // search found (antd empties the box, but the server search would keep its last text). A read that
          // failed is asked again as the list opens: the keyboard cannot reach the list's Retry.
          onOpenChange={(opening) => {
            if (!opening) return;
            onSearch?.('');
            failure?.retry();
          }}
          notFoundContent={noOptionsContent(loading, failure)}
          style={{ width: '100%' }}
        />
      )}
    </BoundField>
  );
}

/**
 * What a select's open list shows when it has no option to show: a spinner while its options are still being read
 * (the server may yet find some), the read's failure with a Retry when it failed (it found nothing: it did not
 * answer), and 'No results found.' only once the read has answered with none.
 */
export function noOptionsContent(loading: boolean | undefined, failure: ReadFailure | undefined): ReactNode {
  if (loading) {
    return (
      <Flex justify="center">
        <Spin size="small" aria-label={uiText.pleaseWait} />
      </Flex>
    );
  }
  if (failure)
    return (
      <LoadFailed
        message={failure.error.message}
        error={failure.error}
        onRetry={failure.retry}
        fit="narrow"
      />
    );
  return uiText.noFacetResults;
}

const labelContainsTyped = (typed: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .toLowerCase()
    .includes(typed.trim().toLowerCase());

/** The labels of a select's chosen value or values, as its options name them. */
function optionLabels(options: readonly Option[], value: unknown): string {
  const values = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item !== '',
  );
  return values.map((item) => options.find((option) => option.value === item)?.label ?? item).join(', ');
}

// A typed date is read in the picker's own format (antd's picker loads the same plugin).
dayjs.extend(customParseFormat);
const earliest = dayjs(EARLIEST_DATE);

/** A date picker offers nothing after today, nothing before 1 January 1900. */
export function isDisabledDate(date: Dayjs): boolean {
  return date.isAfter(dayjs(), 'day') || date.isBefore(earliest, 'day');
}

/** A field's 'YYYY-MM-DD' as a day, or null when it holds none (or no valid one). */
function dayOf(raw: unknown): Dayjs | null {
  const value = typeof raw === 'string' && raw ? dayjs(raw, ISO_DATE_FORMAT) : null;
  return value?.isValid() ? value : null;
}

/**
 * A date typed that the calendar does not offer (after today, before 1900) goes into the field, where the form's
 * check refuses it in words: the picker itself would keep the date it had and show the typed one, and the form
 * would save a date the person never chose. Called as the field is left or Enter is pressed (before a submit).
 */
function keepTypedDate(text: string, change: (value: string) => void): void {
  const typed = text.trim() ? dayjs(text.trim(), RANGE_DISPLAY_FORMAT, true) : null;
  if (typed?.isValid() && isDisabledDate(typed)) change(typed.format(ISO_DATE_FORMAT));
}

const dateText = (raw: unknown) => dayOf(raw)?.format(RANGE_DISPLAY_FORMAT) ?? '';

/** A labelled date picker holding 'YYYY-MM-DD'; it shows 'Pick a date' and the date as 'MMM DD, YYYY'. */
export function DateField<TIn extends FieldValues, TOut extends FieldValues>({
  disabled,
  ...frame
}: FieldProps<TIn, TOut>) {
  // The text last typed into the picker, read as the field is left: by then the picker has put its own text back.
  const typed = useRef('');
  return (
    <BoundField {...frame} asText={dateText}>
      {(field, state) => {
        const value = dayOf(field.value);
        return (
          // The picker hands its own onInput to no one: what is typed is read as it bubbles through here.
          <div
            style={{ width: '100%' }}
            onInputCapture={(event) => {
              if (event.target instanceof HTMLInputElement) typed.current = event.target.value;
            }}
          >
            <DatePicker
              id={frame.id}
              ref={field.ref}
              value={value}
              onChange={(date: Dayjs | null) => {
                typed.current = '';
                field.onChange(date ? date.format(ISO_DATE_FORMAT) : '');
              }}
              onBlur={() => {
                keepTypedDate(typed.current, field.onChange);
                typed.current = '';
                field.onBlur();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.target instanceof HTMLInputElement)
                  keepTypedDate(event.target.value, field.onChange);
              }}
              format={RANGE_DISPLAY_FORMAT}
              placeholder={uiText.pickADate}
              disabledDate={isDisabledDate}
              disabled={disabled}
              // A required date has no clear icon: clearing it only raises its "required" error, and the icon shows
              // only under a mouse, too small a target for a finger (keyboard: select the text and delete it).
              allowClear={!frame.required}
              {...state}
              style={{ width: '100%' }}
            />
          </div>
        );
      }}
    </BoundField>
  );
}

/** A value shown in a read-only input (the live total): it looks like a field and cannot be typed in. */
export function ReadOnlyField({
  label,
  id,
  value,
  extra,
}: {
  label: string;
  id: string;
  value: string;
  extra?: ReactNode;
}) {
  const readOnly = useFieldsReadOnly();
  if (readOnly) return <FieldText label={label} id={id} value={value} />;
  return (
    <Form.Item label={label} htmlFor={id} extra={extra}>
      <Input id={id} value={value} readOnly aria-readonly="true" />
    </Form.Item>
  );
}
