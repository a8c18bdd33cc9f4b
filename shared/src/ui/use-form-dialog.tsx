import { useEffect, useRef, useState } from 'react';
import { useWatch, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from '@logistics/shared/contracts/zod';
import { UPDATED_DEFAULT, resourceMessages, uiText } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { isApiError } from '@logistics/shared/api/http';
import { useUnderneath, type LatestRead, type VersionedRow } from '@logistics/shared/ui/changed-underneath';
import { useDialogRefusal, type DialogRefusal } from '@logistics/shared/ui/dialog-refusal';
import { useZodForm } from '@logistics/shared/ui/form';
import type { FormDialogProps } from '@logistics/shared/ui/form-dialog';
import { useToasts } from '@logistics/shared/ui/toasts';

export interface FormDialogStateOptions<
  Row extends VersionedRow,
  Source,
  TIn extends FieldValues,
  TOut extends FieldValues,
  Answer,
> {
  resource: Resource;
  open: boolean;
  schema: z.ZodType<TOut, TIn>;
  /**
   * What the form's values come from: the row to edit, or what a new row starts from. Each opening, and a new
   * source while open, resets the form to it; not again when the form was made for it already (a reset draws a
   * document's lines anew, which would drop a Remove confirmation opened as the dialog appeared).
   */
  source: Source;
  /** The form's values for the source (an edited row is its own source, as is the saved row Reload loads). */
  valuesOf: (source: Source) => TIn;
  /** The row edited, watched for changing underneath; null when the form creates one. */
  row: Row | null;
  /** The row's detail query, read while the dialog is open (the live events read it again on any save). */
  latest?: LatestRead<Row> | undefined;
  /** The save is under way. */
  pending: boolean;
  /** Another call of the form's is under way (a saved line's): the dialog waits, and it is no one else's change. */
  busy?: boolean;
  /** Sends the values: for an edit, of `loaded`, the row the form holds. */
  save: (values: TOut, loaded: Row | null, form: UseFormReturn<TIn, unknown, TOut>) => Promise<Answer>;
  /** The toast of a created row (an edit's is the server's message): the resource's own words without it. */
  created?: string;
  /** After a save: the dialog closes; a page's form stays (and loads the answer). */
  onSaved?: (answer: Answer, form: UseFormReturn<TIn, unknown, TOut>) => void;
  onClose: () => void;
  /** Where a refused save is said: in the dialog (on the field it names, else above its buttons) without it. */
  refuse?: (error: unknown, fallback: string) => void;
  /** The form's path of the body's field a refusal names, where the two differ (useDialogRefusal). */
  formPath?: (field: string) => string;
}

export interface FormDialogState<TIn extends FieldValues, TOut extends FieldValues, Row> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The row the form holds: the one it opened with, or the saved one after Reload; null on create. */
  loaded: Row | null;
  /** Says a refused call of the form's own (a reset link's) where its save's refusal is said. */
  refusal: DialogRefusal;
  /** What every form dialog shows and does alike; the dialog adds its title, description, labels and form id. */
  dialog: Omit<FormDialogProps, 'children' | 'title' | 'description' | 'formId'>;
}

/**
 * The cycle of every form that creates or edits a row: the form reset to its source on opening, the submit with
 * its toasts and its refusal kept in the form, and the warning that the edited row changed underneath (with
 * Reload). Master data (`useMasterDataDialog`), documents (`useDocumentDialog`), employees, supervisor
 * assignments and the profile page each add only their fields, texts and payloads.
 */
export function useFormDialog<
  Row extends VersionedRow,
  Source,
  TIn extends FieldValues,
  TOut extends FieldValues,
  Answer,
>({
  resource,
  open,
  schema,
  source,
  valuesOf,
  row,
  latest,
  pending,
  busy = false,
  save,
  created,
  onSaved,
  onClose,
  refuse,
  formPath,
}: FormDialogStateOptions<Row, Source, TIn, TOut, Answer>): FormDialogState<TIn, TOut, Row> {
  const toasts = useToasts(`${resource}-form`);
  const messages = resourceMessages(resource);
  // Whole values are default values; TypeScript cannot see that for a generic TIn.
  const form = useZodForm(schema, { defaultValues: valuesOf(source) as DefaultValues<TIn> });
  const { reset } = form;
  const refusal = useDialogRefusal(form, open, formPath);
  const formFor = useRef<{ source: Source } | null>(open ? { source } : null);
  useEffect(() => {
    if (open && (formFor.current === null || formFor.current.source !== source)) reset(valuesOf(source));
    formFor.current = open ? { source } : null;
    // valuesOf is the form's own function of its source: the source is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, source, reset]);

  // A save whose answer never came (the connection broke): the server may have saved it. Once the row read back
  // holds exactly what was sent, one version after the one sent, it was saved, and the dialog says so; until
  // then its refusal stands, and that newer version is no one else's change.
  const [unanswered, setUnanswered] = useState<{ sent: TOut; version: number } | null>(null);
  const savedRow = latest?.data;
  const answeredByRead =
    open &&
    unanswered !== null &&
    savedRow !== undefined &&
    savedRow.version === unanswered.version + 1 &&
    sameSave(schema.safeParse(valuesOf(savedRow as unknown as Source)).data, unanswered.sent);
  // A form's own calls may move its version past the loaded row's (a document's saved lines answer the new one).
  const formVersion: unknown = useWatch({ control: form.control, name: 'version' as never });
  const underneath = useUnderneath({
    resource,
    open,
    row,
    latest,
    saving: pending || busy || answeredByRead,
    // The saved row loaded: a refusal for holding an older one no longer holds.
    load: (saved) => {
      reset(valuesOf(saved as unknown as Source));
      refusal.clear();
    },
    formVersion: typeof formVersion === 'number' ? formVersion : undefined,
  });
  const editing = row !== null;

  useEffect(() => {
    if (!answeredByRead || !savedRow) return;
    setUnanswered(null);
    refusal.clear();
    toasts.success(UPDATED_DEFAULT);
    if (onSaved) reset(valuesOf(savedRow as unknown as Source));
    else onClose();
    // Once, when the read shows the save: the callbacks are the dialog's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answeredByRead]);
  useEffect(() => {
    if (!open) setUnanswered(null);
  }, [open]);

  const onSubmit = form.handleSubmit(async (values) => {
    setUnanswered(null);
    if (editing && !form.formState.isDirty) {
      // A write would still raise the row's version: other people's open dialogs would then say it was changed.
      toasts.info(uiText.nothingToSave);
      if (!onSaved) onClose();
      return;
    }
    try {
      const answer = await save(values, underneath.loaded, form);
      const message = (answer as { message?: unknown } | undefined)?.message;
      toasts.success(
        editing
          ? typeof message === 'string' && message !== ''
            ? message
            : UPDATED_DEFAULT
          : (created ?? messages.created),
      );
      if (onSaved) onSaved(answer, form);
      else onClose();
    } catch (error) {
      (refuse ?? refusal.show)(error, editing ? messages.update : messages.create);
      const sentVersion = (values as { version?: unknown }).version ?? underneath.loaded?.version;
      if (editing && isApiError(error) && error.status === 0 && typeof sentVersion === 'number') {
        setUnanswered({ sent: values, version: sentVersion });
        latest?.refetch?.();
      }
    }
  });

  return {
    form,
    loaded: underneath.loaded,
    refusal,
    dialog: {
      open,
      submitLabel: editing ? 'Update' : 'Create',
      submitting: pending,
      busy,
      onSubmit,
      onCancel: onClose,
      notice: underneath.notice,
      dirty: form.formState.isDirty,
      refusal: refusal.message,
      // Refused while someone else's save waits to be loaded: its Reload beside the refusal too, which a form taller
      // than the screen shows far from the warning at the top.
      refusalReload: underneath.reload,
    },
  };
}

/** Whether two saves send the same values, their version aside (a save's values, as the form's schema gives them). */
function sameSave(read: unknown, sent: unknown): boolean {
  if (typeof read !== 'object' || read === null || typeof sent !== 'object' || sent === null) return false;
  const { version: _readVersion, ...readValues } = read as Record<string, unknown>;
  const { version: _sentVersion, ...sentValues } = sent as Record<string, unknown>;
  return JSON.stringify(readValues) === JSON.stringify(sentValues);
}
