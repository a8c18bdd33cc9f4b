import { useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@logistics/shared/api/http';
import { CHECK_ERROR } from '@logistics/shared/ui/form';
import { errorMessage } from '@logistics/shared/ui/toasts';

export interface DialogRefusal {
  /** The refusal that names no field of the form, for FormDialog's `refusal`. */
  message: string | undefined;
  /** Shows a failed save where the person looks: on the field the server names, else above the buttons. */
  show: (error: unknown, fallback: string) => void;
  /** Takes back the refusal above the buttons (the form now holds what it was refused for being behind). */
  clear: () => void;
}

/** The request body's field an error answer names (`{ message, field }`: `trf_id`, `products.1.quantity`), if any. */
export function refusedField(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('field' in body)) return undefined;
  const { field } = body as { field: unknown };
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/**
 * A dialog's failed save stays in the dialog: a refusal about one of its fields (a taken key, a line's quantity)
 * marks that field and focuses it, any other shows above its buttons; both until the next try or the next opening.
 * `formPath` gives the form's path of the body's field where the two differ (a document's saved lines travel as
 * `changed_products`, held as `existing`).
 */
export function useDialogRefusal<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  open: boolean,
  formPath: (field: string) => string = (field) => field,
): DialogRefusal {
  const [message, setMessage] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (open) setMessage(undefined);
  }, [open]);
  const show = (error: unknown, fallback: string) => {
    const text = errorMessage(error, fallback);
    const named = refusedField(error);
    const field = named === undefined ? undefined : formPath(named);
    // Only a field the form holds can be marked (a role's form may lack one the server names).
    if (field !== undefined && form.getValues(field as FieldPath<TIn>) !== undefined) {
      setMessage(undefined);
      form.setError(
        field as FieldPath<TIn>,
        { type: CHECK_ERROR.refusal, message: text },
        { shouldFocus: true },
      );
      return;
    }
    setMessage(text);
  };
  return { message, show, clear: () => setMessage(undefined) };
}
