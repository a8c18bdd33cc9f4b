import { Form, Input } from '@logistics/shared/ui/antd';
import { useCallback, useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { FieldText, useFieldsReadOnly } from '@logistics/shared/ui/read-only';

// Forms are built with useZodForm (no UI library in it, so the login page can use it before antd loads).
export { useZodForm } from '@logistics/shared/ui/zod-form';

/** A row's fields named, as a form's text inputs hold them: the empty text where the row has none (null). */
export function blankForNull<Row, K extends keyof Row>(
  row: Row,
  fields: readonly K[],
): { [F in NoInfer<K>]: NonNullable<Row[F]> | '' } {
  // Built from the fields named: TypeScript cannot see that the entries make exactly that object.
  return Object.fromEntries(fields.map((field) => [field, row[field] ?? ''])) as {
    [F in K]: NonNullable<Row[F]> | '';
  };
}

/**
 * The frame of every field kind: its label, required mark, and its error under it, announced when it appears
 * (antd's own error list is no live region) and named as the field's description (`{id}-error`).
 */
export function FieldItem({
  label,
  id,
  required,
  error,
  children,
}: {
  label: string;
  id: string;
  required?: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? (
          <span id={`${id}-error`} role="alert">
            {error}
          </span>
        ) : undefined
      }
    >
      {children}
    </Form.Item>
  );
}

/** A native form (so Enter submits) around antd's vertical field layout. */
export function FormLayout({
  id,
  onSubmit,
  children,
}: {
  id?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate>
      {/* No asterisk: it would become part of each field's accessible name ('* Email'). */}
      <Form layout="vertical" component={false} requiredMark={false}>
        {children}
      </Form>
    </form>
  );
}

/**
 * The error types the app's own checks set on a field, beside the form's schema: the server's refusal of a save
 * (a taken key), and, found as the person saves, the stock a line asks for and a change their role may not make.
 */
export const CHECK_ERROR = { refusal: 'server', stock: 'stock', right: 'right' } as const;
const CHECK_ERROR_TYPES: readonly string[] = Object.values(CHECK_ERROR);

/** What a bound field's control is told: its error state, and its error as its description. */
export interface FieldControlState {
  status: 'error' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface BoundFieldProps<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: string;
  /** The control's id, which its label points at. */
  id: string;
  required?: boolean;
  /** The value as a read-only form shows it; a field without it stays a control there (a password). */
  asText?: (value: unknown) => string;
  children: (field: ControllerRenderProps<TIn, Path<TIn>>, state: FieldControlState) => ReactNode;
}

/**
 * A form field bound to react-hook-form, whatever its control: shown as text where the form is read-only, else the
 * control in its FieldItem, told its error state and given its error as its description.
 */
export function BoundField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  id,
  required,
  asText,
  children,
}: BoundFieldProps<TIn, TOut>) {
  const readOnly = useFieldsReadOnly();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        if (readOnly && asText) return <FieldText label={label} id={id} value={asText(field.value)} />;
        // A field is called wrong once the person has left it or tried to save, not before: react-hook-form checks
        // a whole list of lines as a line is added or removed, which would mark the fields of a line just added.
        // What the app's own checks put on a field is its answer to the save, shown at once.
        const shown =
          fieldState.isTouched ||
          formState.isSubmitted ||
          CHECK_ERROR_TYPES.includes(fieldState.error?.type ?? '');
        const error = shown ? fieldState.error?.message : undefined;
        const invalid = shown && fieldState.invalid;
        return (
          <FieldItem label={label} id={id} required={required} error={error}>
            {children(field, {
              status: invalid ? 'error' : undefined,
              'aria-invalid': invalid || undefined,
              'aria-describedby': error ? `${id}-error` : undefined,
            })}
          </FieldItem>
        );
      }}
    />
  );
}

/** A text or number value as text; anything else (an empty field) as nothing. */
const valueText = (raw: unknown) => (typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '');

export interface TextFieldProps<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: string;
  /** The input's id, which its label points at. */
  id: string;
  type?: 'text' | 'email' | 'password' | 'textarea';
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * Focuses an input once, in the frame after it appears, when `autoFocus` asks; returns the ref callback to give
 * the input (whose element has the id `id`). Not by the input's own autoFocus: that runs while React inserts the
 * input, and a dialog drawn without motion (the system's reduce-motion setting) inserts it before its portal is in
 * the page, where focus() does nothing (the dialog's focus lock then chose its close button). Not in the effect
 * itself either: the dialog notes what had the focus before it opened, to give it back on close, in its own effect,
 * which runs after its fields'. Not when the person has already put the focus in another field of the same form
 * before that frame (a click or a Tab as the dialog opened): what they type then goes where they chose.
 */
export function useFocusOnAppear(
  autoFocus: boolean | undefined,
  id: string,
): (element: Focusable | null) => void {
  const input = useRef<Focusable | null>(null);
  useEffect(() => {
    if (!autoFocus) return undefined;
    const frame = requestAnimationFrame(() => {
      if (!anotherFieldOfItsFormFocused(id)) input.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
    // Once, as the field appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback((element: Focusable | null) => {
    input.current = element;
  }, []);
}

function anotherFieldOfItsFormFocused(id: string): boolean {
  const active = document.activeElement;
  const form = document.getElementById(id)?.closest('form');
  return (
    !!form &&
    active instanceof HTMLElement &&
    active.id !== id &&
    form.contains(active) &&
    active.matches('input, textarea, select, [contenteditable="true"]')
  );
}

type Focusable = { focus: () => void };

/** A labelled text input bound to a form field, showing the field's validation message under it. */
export function TextField<TIn extends FieldValues, TOut extends FieldValues>({
  type = 'text',
  placeholder,
  autoComplete,
  disabled,
  autoFocus,
  ...frame
}: TextFieldProps<TIn, TOut>) {
  const focusRef = useFocusOnAppear(autoFocus, frame.id);
  return (
    <BoundField {...frame} asText={type === 'password' ? undefined : valueText}>
      {(field, state) => {
        const common = {
          id: frame.id,
          name: field.name,
          value: (field.value as string | undefined | null) ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
          ref: (element: Focusable | null) => {
            field.ref(element);
            focusRef(element);
          },
          placeholder,
          disabled,
          ...state,
        };
        return type === 'password' ? (
          <Input.Password {...common} autoComplete={autoComplete} />
        ) : type === 'textarea' ? (
          <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 8 }} />
        ) : (
          <Input {...common} type={type} autoComplete={autoComplete} />
        );
      }}
    </BoundField>
  );
}
