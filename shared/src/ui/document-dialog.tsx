import type { DocumentResource } from '@logistics/shared/contracts/resources';
import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from '@logistics/shared/contracts/zod';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import {
  DELETED_DEFAULT,
  lineChangesNotAllowed,
  lineItemMessages,
  resourceLabels,
  UPDATED_DEFAULT,
  uiText,
  type DocumentTexts,
  type LineItemKind,
} from '@logistics/shared/contracts/messages';
import { isApiError } from '@logistics/shared/api/http';
import type { LatestRead, VersionedRow } from '@logistics/shared/ui/changed-underneath';
import { refusedField } from '@logistics/shared/ui/dialog-refusal';
import { CHECK_ERROR } from '@logistics/shared/ui/form';
import { FormDialog, type FormDialogProps } from '@logistics/shared/ui/form-dialog';
import { errorMessage, useToasts } from '@logistics/shared/ui/toasts';
import { useFormDialog } from '@logistics/shared/ui/use-form-dialog';

/**
 * The create, edit and view dialog of a document: a head and its lines (a sale's products, a shipment's orders).
 * useDocumentDialog holds what the four document dialogs do alike; each keeps its fields, defaults, texts and
 * payload (documentFormDialog of document-form-dialog.tsx makes those sent through their API's own calls).
 * Its saved lines are changed one by one (useSavedLines), each change raising the document's version, or with
 * the document: its update carries every saved line changed since it was last saved.
 */

export type { DocumentResource };

/** A document's word in its form ids, its line messages and its 'View …' title: its singular ('sale'). */
const documentKind = (resource: DocumentResource): LineItemKind => resourceLabels[resource].singular;

/** A line saved with its document, in the edit form's `existing`; its id names it in /{kind}-products/{id}. */
export interface SavedLine {
  id: string;
  /** The product it names, in the refusal of a role that may not change it. */
  product?: string;
}

/** A saved line's change as the document's update carries it (`changed_products`): its id and payload. */
export type ChangedLine<P> = P & { id: string };

export interface SavedLinesOptions<L extends SavedLine, P> {
  /** DELETE /{kind}-products/{id}. */
  remove: (id: string) => Promise<MessageResponse>;
  /** The document read again by its name: a removal raises its version but answers only a message. */
  refetch: (name: string) => Promise<{ version: number }>;
  /** 'Update Line' (PUT /{kind}-products/{id}); absent where lines are only removed (a shipment's orders). */
  update?: {
    /** May the role change saved lines; changed without it, the document's update is refused, naming them. */
    allowed: boolean;
    /** The line's fields validated before it is sent; the whole line without it. */
    fields?: readonly (keyof L & string)[];
    /** The payload from the line and the document's version, or nothing while the line is invalid. */
    payload: (line: L, version: number | undefined) => P | undefined;
    /** Sends it: the server's message and the document's new version. */
    send: (id: string, input: P) => Promise<{ message?: string; version: number }>;
  };
}

export interface SavedLines {
  /** A line call is under way: the dialog and every line button wait. */
  busy: boolean;
  update: (index: number) => void;
  remove: (index: number) => Promise<void>;
}

/**
 * The edit form as the line calls use it, by plain paths: each dialog's form has its own type, and these calls
 * read only `existing` and `version`, which every document's edit form has.
 */
type LooseForm = UseFormReturn<FieldValues>;

/** Updates and removes the saved lines of the document `name`, keeping the form's version that of the server. */
export function useSavedLines<L extends SavedLine, P>(
  form: LooseForm,
  resource: DocumentResource,
  name: string,
  options: SavedLinesOptions<L, P> | undefined,
  /** Whether a line call is under way, held by the dialog: its form waits for it from its first render. */
  [busy, setBusy]: [boolean, (busy: boolean) => void],
  /** The saved lines of the document read again (`refetch`), as the form holds them. */
  savedLinesOf: (document: { version: number }) => readonly L[],
): SavedLines {
  const toasts = useToasts(`${resource}-form`);
  const messages = lineItemMessages(documentKind(resource));

  /** Runs a line call; its failure is a toast unless `onLine` shows it on the line (and answers true). */
  const run = async (work: () => Promise<void>, failure: string, onLine?: (error: unknown) => boolean) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!onLine?.(error)) toasts.error(error, failure);
    } finally {
      setBusy(false);
    }
  };

  const update = async (index: number) => {
    const change = options?.update;
    const path = `existing.${index}`;
    if (!change || !(await form.trigger(change.fields?.map((field) => `${path}.${field}`) ?? path))) return;
    const line = form.getValues(path) as L | undefined;
    const version = form.getValues('version') as number | undefined;
    const input = line && change.payload(line, version);
    if (!line || input === undefined) return;
    /**
     * An answer lost on the way (the connection broke) leaves the update unknown, and saying it failed may be false:
     * the document is read again, and one version on with the line as it was sent, the line was updated as asked.
     */
    const readBack = async (error: unknown) => {
      if (isApiError(error) && error.status === 0 && version !== undefined) {
        const fresh = await options.refetch(name).catch(() => undefined);
        const stored = fresh && savedLinesOf(fresh).find((row) => row.id === line.id);
        const asSent = stored && JSON.stringify(change.payload(stored, version)) === JSON.stringify(input);
        if (fresh?.version === version + 1 && asSent)
          return { message: UPDATED_DEFAULT, version: fresh.version };
      }
      throw error;
    };
    await run(
      async () => {
        const answer = await change.send(line.id, input).catch(readBack);
        // The document's version moved with its line: a later update of the document must send the new one.
        form.setValue('version', answer.version);
        // The line is saved as it stands: the document's update no longer counts it as changed.
        form.resetField(path, { defaultValue: line });
        toasts.success(answer.message || UPDATED_DEFAULT);
      },
      messages.update,
      (error) => {
        // A refusal of one of the line's own fields (a quantity the role may not lower) is shown on it, where the
        // person just typed, as a save's refusal is.
        const field = refusedField(error);
        const at = field === undefined ? undefined : `${path}.${field}`;
        if (at === undefined || form.getValues(at) === undefined) return false;
        const message = errorMessage(error, messages.update);
        form.setError(at, { type: CHECK_ERROR.refusal, message }, { shouldFocus: true });
        return true;
      },
    );
  };

  const remove = async (index: number) => {
    const line = form.getValues(`existing.${index}`) as L | undefined;
    if (!options || !line) return;
    /**
     * An answer lost on the way leaves the removal unknown, and saying it failed may be false: the document is read
     * again, and a line no longer in it was removed, as the person asked.
     */
    const readBack = async (error: unknown): Promise<{ message: string }> => {
      if (isApiError(error) && error.status === 0) {
        const fresh = await options.refetch(name).catch(() => undefined);
        if (fresh && !savedLinesOf(fresh).some((row) => row.id === line.id))
          return { message: DELETED_DEFAULT };
      }
      throw error;
    };
    await run(async () => {
      const answer = await options.remove(line.id).catch(readBack);
      const lines = (form.getValues('existing') ?? []) as L[];
      form.setValue(
        'existing',
        lines.filter((row) => row.id !== line.id),
      );
      toasts.success(answer.message || DELETED_DEFAULT);
      const fresh = await options.refetch(name).catch(() => undefined);
      if (fresh) form.setValue('version', fresh.version);
    }, messages.delete);
  };

  return { busy, update: (index) => void update(index), remove };
}

/**
 * The saved lines whose values differ from those last saved (the form's defaults, which a line's own update
 * moves): each as the document's update carries it. A line changed by a role that may not change lines is
 * refused here, naming the lines, as the server would refuse it.
 */
function changedSavedLines<L extends SavedLine, P>(
  form: LooseForm,
  options: SavedLinesOptions<L, P> | undefined,
): ChangedLine<P>[] {
  const change = options?.update;
  if (!change) return [];
  const version = form.getValues('version') as number | undefined;
  const saved = (form.formState.defaultValues?.existing ?? []) as L[];
  const current = (form.getValues('existing') ?? []) as L[];
  const changed = current.flatMap((line) => {
    const input = change.payload(line, version);
    const before = saved.find((row) => row.id === line.id);
    const unchanged = before && JSON.stringify(change.payload(before, version)) === JSON.stringify(input);
    return input === undefined || unchanged ? [] : [{ line, input: { ...input, id: line.id } }];
  });
  if (changed.length > 0 && !change.allowed)
    throw new Error(lineChangesNotAllowed(changed.map(({ line }) => line.product ?? line.id)));
  return changed.map(({ input }) => input);
}

/**
 * An edit form's values for a saved document: the head fields named, as saved, its version, its saved lines
 * as the form holds them (`existing`), and no new lines yet.
 */
export function savedDocumentValues<D extends { version: number }, K extends keyof D, E>(
  document: D,
  head: readonly K[],
  existing: E,
): Pick<D, K> & { version: number; existing: E; new_products: [] } {
  // Built from the keys named: TypeScript cannot see that the entries make exactly that Pick.
  const values = Object.fromEntries(head.map((key) => [key, document[key]])) as Pick<D, K>;
  return { ...values, version: document.version, existing, new_products: [] };
}

/** What a document's dialog reads through its resource's API (`purchaseApi`): the resource, and a document's detail. */
export interface DocumentDialogApi<D> {
  resource: DocumentResource;
  /**
   * The document's detail query by its key (the live events refetch it). Newer than the form's, the edit dialog
   * says so and offers to load it; gone (404), it says that. Written as a method so that every document's API fits.
   */
  useOne(key: string | undefined, initial?: D): LatestRead<D>;
}

interface DocumentDialogCommon<TIn extends FieldValues, TOut extends FieldValues, D> {
  /** The resource's API (`purchaseApi` of api/purchases.ts), which names the resource. */
  api: DocumentDialogApi<D>;
  texts: DocumentTexts;
  open: boolean;
  onClose: () => void;
  schema: z.ZodType<TOut, TIn>;
  /** The create or update call is under way. */
  saving: boolean;
}

export interface NewDocumentOptions<
  TIn extends FieldValues,
  TOut extends FieldValues,
  S,
> extends DocumentDialogCommon<TIn, TOut, unknown> {
  document?: undefined;
  /** What a new document starts from (an inventory-in-charge's own inventory, once known). */
  start?: S;
  /** The form's values for `start`; a module's function: the form resets when `start` changes while open. */
  defaults: (start: S | undefined) => TIn;
  save: (values: TOut) => Promise<unknown>;
  /** Instead of texts.createDescription. */
  description?: string;
}

export interface SavedDocumentOptions<
  TIn extends FieldValues,
  TOut extends FieldValues,
  D extends { version: number },
  L extends SavedLine,
  P,
> extends DocumentDialogCommon<TIn, TOut, D> {
  /** The document to edit, as its row was listed; its key (BILL ID, MR ID, …) names it in the texts and the URL. */
  document: D;
  /** The form's values for a document; a module's function: the form resets when `document` changes. */
  defaults: (document: D) => TIn;
  /** Without it the role only looks: the dialog is titled 'View …', has no submit, shows its fields as text. */
  canSave: boolean;
  /**
   * Sends the update of `document`, the one the form loaded, with the saved lines changed since they were last
   * saved (in one transaction on the server): answers the server's message.
   */
  save: (values: TOut, document: D, changedLines: ChangedLine<P>[]) => Promise<{ message?: string }>;
  lines?: SavedLinesOptions<L, P>;
}

export interface DocumentDialogState<TIn extends FieldValues, TOut extends FieldValues, D> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The document as the form loaded it: the row it opened with, or the saved one after a reload. */
  loaded: D;
  lines: SavedLines;
  /** What the dialog shows and does: titles, texts, submit, waiting and the changed-underneath notice. */
  dialog: Omit<FormDialogProps, 'children'>;
}

/** The key a document is read and saved by: its list definition's keyField (a sale's BILL ID). */
export const documentKey = (resource: DocumentResource, document: unknown): string =>
  String((document as Record<string, unknown>)[listDefinitions[resource].keyField]);

type NewAny = NewDocumentOptions<FieldValues, FieldValues, unknown>;
type SavedAny = SavedDocumentOptions<FieldValues, FieldValues, { version: number }, SavedLine, unknown>;
const isSaved = (options: NewAny | SavedAny): options is SavedAny => options.document !== undefined;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A document's create or edit dialog: its form reset on open, the submit with its toasts, and, on edit, the
 * view-only mode of a role that may not save, the saved lines and the warning that the row changed underneath.
 */
export function useDocumentDialog<TIn extends FieldValues, TOut extends FieldValues, S>(
  options: NewDocumentOptions<TIn, TOut, S>,
): DocumentDialogState<TIn, TOut, S | undefined>;
export function useDocumentDialog<
  TIn extends FieldValues,
  TOut extends FieldValues,
  D extends { version: number },
  L extends SavedLine,
  P,
>(options: SavedDocumentOptions<TIn, TOut, D, L, P>): DocumentDialogState<TIn, TOut, D>;
export function useDocumentDialog(
  options: NewAny | SavedAny,
): DocumentDialogState<FieldValues, FieldValues, unknown> {
  const { api, texts, open, onClose, schema, saving } = options;
  const { resource } = api;
  const saved = isSaved(options) ? options : undefined;
  const fresh = isSaved(options) ? undefined : options;
  const kind = documentKind(resource);
  // A reload loads the row read by its key, so it is the opened document's.
  const name = saved ? documentKey(resource, saved.document) : '';
  const latest = api.useOne(open && saved ? name : undefined, saved?.document);
  // What the form's values come from: the document to edit, or what a new one starts from.
  const source: unknown = saved ? saved.document : fresh?.start;
  const linesBusy = useState(false);
  // Where the form holds each saved line the last update carried (`existing.<n>`), by its place in `changed_products`.
  const sentLines = useRef<readonly number[]>([]);
  const state = useFormDialog({
    resource,
    open,
    schema,
    source,
    valuesOf: options.defaults as (source: unknown) => FieldValues,
    row: saved ? saved.document : null,
    // An edit's API reads documents of the saved overload's type, which all have their version.
    latest: saved ? (latest as LatestRead<VersionedRow>) : undefined,
    pending: saving,
    busy: linesBusy[0],
    onClose,
    // A refusal (stock, a newer version, lines the role may not change) is shown in the dialog, nothing saved.
    save: (values, loaded, form) => {
      if (!saved) return fresh?.save(values) ?? Promise.resolve();
      const changed = changedSavedLines(form, saved.lines);
      const existing = (form.getValues('existing') ?? []) as SavedLine[];
      sentLines.current = changed.map(({ id }) => existing.findIndex((line) => line.id === id));
      return saved.save(values, loaded as { version: number }, changed);
    },
    // A refusal of a changed saved line names it in `changed_products`: the form holds it in `existing`.
    formPath: (field) => {
      const [, at, rest] = /^changed_products\.(\d+)\.(.+)$/.exec(field) ?? [];
      const index = at === undefined ? undefined : sentLines.current[Number(at)];
      return index === undefined || index < 0 ? field : `existing.${index}.${rest}`;
    },
  });
  const { form } = state;

  const lines = useSavedLines(form, resource, name, saved?.lines, linesBusy, (document) => {
    const values = saved?.defaults(document) as { existing?: SavedLine[] } | undefined;
    return values?.existing ?? [];
  });
  const loaded: unknown = saved ? state.loaded : source;

  const common = { ...state.dialog, width: 960 };
  const dialog = saved
    ? {
        ...common,
        title: saved.canSave ? texts.editTitle : uiText.viewTitle(capitalized(kind)),
        description: saved.canSave ? texts.editDescription(name) : texts.viewDescription(name),
        submitLabel: saved.canSave ? texts.update : undefined,
        formId: `${kind}-edit-form`,
      }
    : {
        ...common,
        title: texts.createTitle,
        description: fresh?.description ?? texts.createDescription,
        submitLabel: texts.create,
        formId: `${kind}-create-form`,
      };
  return { form, loaded, lines, dialog };
}

/** The dialog of useDocumentDialog, its fields in the form's context. */
export function DocumentDialog<TIn extends FieldValues, TOut extends FieldValues, D>({
  state,
  children,
}: {
  state: DocumentDialogState<TIn, TOut, D>;
  children: ReactNode;
}) {
  return (
    <FormDialog {...state.dialog}>
      <FormProvider {...state.form}>{children}</FormProvider>
    </FormDialog>
  );
}
