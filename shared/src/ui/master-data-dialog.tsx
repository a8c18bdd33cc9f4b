import { useEffect } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from '@logistics/shared/contracts/zod';
import {
  UPDATED_DEFAULT,
  capitalized,
  resourceLabels,
  resourceMessages,
} from '@logistics/shared/contracts/messages';
import { updatePayload } from '@logistics/shared/contracts/payloads';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { useUnderneath, type LatestRead, type VersionedRow } from '@logistics/shared/ui/changed-underneath';
import type { FormDialogProps } from '@logistics/shared/ui/form-dialog';
import { useZodForm } from '@logistics/shared/ui/form';
import { useDialogRefusal } from '@logistics/shared/ui/dialog-refusal';
import { useToasts } from '@logistics/shared/ui/toasts';

export interface MasterDataDialogOptions<
  Row extends VersionedRow,
  TIn extends FieldValues,
  TOut extends FieldValues,
> {
  resource: Resource;
  open: boolean;
  /** The row to edit; null to create one. */
  row: Row | null;
  /**
   * The row's detail query, read while the dialog is open (`use<Thing>(open ? key : undefined, row)`): the live
   * events read it again when anyone saves the resource, and the dialog says when the row changed underneath.
   */
  latest: LatestRead<Row> | undefined;
  /** The create rules: the edit validates with them too (a row keeps its required fields). */
  schema: z.ZodType<TOut, TIn>;
  /** The form's values for the row (or for a new one). */
  valuesOf: (row: Row | null) => TIn;
  /** How the edit's description names the row ('Change the details of the vehicle “VIN…”.'). */
  nameOf: (row: Row) => string;
  create: (values: TOut) => Promise<unknown>;
  /** Sends the update body: null fields dropped, the row's version. */
  update: (row: Row, input: Partial<TOut> & VersionedRow) => Promise<{ message?: string | undefined }>;
  /** A create or an update is under way. */
  pending: boolean;
  onClose: () => void;
}

/**
 * The create and edit dialog of one master-data row: the form reset to the row on open,
 * the submit with its toasts, the dialog's words, and the warning that the row changed underneath. A
 * dialog keeps only its fields:
 *
 * ```tsx
 * const latest = useVendor(open ? vendor?.name : undefined, vendor ?? undefined);
 * const { form, dialog } = useMasterDataDialog({ resource: 'vendors', row: vendor, latest, … });
 * return <FormDialog {...dialog}><TextField control={form.control} name="name" … /></FormDialog>;
 * ```
 */
export function useMasterDataDialog<
  Row extends VersionedRow,
  TIn extends FieldValues,
  TOut extends FieldValues,
>({
  resource,
  open,
  row,
  latest,
  schema,
  valuesOf,
  nameOf,
  create,
  update,
  pending,
  onClose,
}: MasterDataDialogOptions<Row, TIn, TOut>): {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The row the form holds: the one to edit, or the saved one after Reload; null on create. */
  loaded: Row | null;
  dialog: Omit<FormDialogProps, 'children'>;
} {
  const { singular } = resourceLabels[resource];
  const messages = resourceMessages(resource);
  const toasts = useToasts(`${resource}-form`);
  // Whole values are default values; TypeScript cannot see that for a generic TIn.
  const form = useZodForm(schema, { defaultValues: valuesOf(row) as DefaultValues<TIn> });
  const { reset } = form;
  const refusal = useDialogRefusal(form, open);
  useEffect(() => {
    if (open) reset(valuesOf(row));
    // valuesOf is the dialog's own function of the row: the row is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, row, reset]);
  // The row the form holds (the saved one after Reload): its version is the one the update sends.
  const { loaded, notice } = useUnderneath({
    resource,
    open,
    row,
    latest,
    saving: pending,
    load: (saved) => reset(valuesOf(saved)),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (loaded) {
        // updatePayload only drops the null fields of the values the schema gave: what is left has their types.
        const input = updatePayload({ ...values, version: loaded.version }) as Partial<TOut> & VersionedRow;
        const answer = await update(loaded, input);
        toasts.success(answer.message || UPDATED_DEFAULT);
      } else {
        await create(values);
        toasts.success(messages.created);
      }
      onClose();
    } catch (error) {
      refusal.show(error, row ? messages.update : messages.create);
    }
  });

  const word = capitalized(singular);
  return {
    form,
    loaded,
    dialog: {
      open,
      title: row ? `Edit ${word}` : `Create ${word}`,
      description: loaded
        ? `Change the details of the ${singular} “${nameOf(loaded)}”.`
        : `Fill in the details of the new ${singular}.`,
      submitLabel: row ? 'Update' : 'Create',
      submitting: pending,
      onSubmit,
      onCancel: onClose,
      formId: row ? `${singular}-edit-form` : `${singular}-create-form`,
      notice,
      dirty: form.formState.isDirty,
      refusal: refusal.message,
    },
  };
}
