import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import type { DocumentTexts } from '@logistics/shared/contracts/messages';
import { updatePayload, type VersionedChange } from '@logistics/shared/contracts/payloads';
import { can } from '@logistics/shared/contracts/permissions';
import type { DocumentResource } from '@logistics/shared/contracts/resources';
import type { Role } from '@logistics/shared/contracts/roles';
import { useOwnInventory } from '@logistics/shared/api/reference-options';
import {
  DocumentDialog,
  documentKey,
  useDocumentDialog,
  type ChangedLine,
  type DocumentDialogApi,
  type DocumentDialogState,
  type NewDocumentOptions,
  type SavedDocumentOptions,
  type SavedLine,
  type SavedLines,
  type SavedLinesOptions,
} from '@logistics/shared/ui/document-dialog';
import {
  createOrEditDialog,
  type CreateDialogProps,
  type EditDialogProps,
} from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';

/**
 * The create and edit dialogs of a document that is sent through its API's own create and update (a purchase,
 * a sale, a transfer), made from what each document has of its own: schemas, defaults, fields and rights. A
 * document whose body is made of its form's values (a shipment's orders) keeps its dialogs on
 * useDocumentDialog.
 */

/** A document API's create or update call as a dialog sends it (react-query's mutation is one). */
interface DocumentCall<V, A> {
  mutateAsync: (variables: V) => Promise<A>;
  isPending: boolean;
}

/** What useDocumentDialog's options become where the dialog sends through the API's own call. */
type SentThrough<O, Api> = Omit<O, 'api' | 'save' | 'saving'> & { api: Api };

/** A document's API as its create dialog uses it: its detail, and its create call. */
type CreateApi<TOut> = DocumentDialogApi<unknown> & { useCreate(): DocumentCall<TOut, unknown> };

/** A document's API as its edit dialog uses it: its detail, and its update call under the document's key. */
type UpdateApi<D> = DocumentDialogApi<D> & {
  useUpdate(): DocumentCall<{ key: string; input: VersionedChange }, MessageResponse>;
};

/**
 * The create dialog of a document whose body is the form's values as they are: it saves through its API's
 * create.
 */
function useCreateDocumentDialog<TIn extends FieldValues, TOut extends FieldValues, S>(
  options: SentThrough<NewDocumentOptions<TIn, TOut, S>, CreateApi<TOut>>,
): DocumentDialogState<TIn, TOut, S | undefined> {
  const create = options.api.useCreate();
  return useDocumentDialog({
    ...options,
    save: (values) => create.mutateAsync(values),
    saving: create.isPending,
  });
}

/**
 * A document's update as an edit dialog sends it: the form's values with the saved lines changed since they
 * were saved (`changed_products`). The saved lines as the form holds them (`existing`) are not sent:
 * updatePayload drops an undefined field.
 */
export const documentUpdate = <TOut extends { version: number }, P>(
  values: TOut,
  changed: ChangedLine<P>[],
) => updatePayload({ ...values, existing: undefined, changed_products: changed });

/**
 * The edit dialog of a document whose update is the form's values: it sends `body` (documentUpdate unless
 * given) through its API's update under the document's key.
 */
function useEditDocumentDialog<
  TIn extends FieldValues,
  TOut extends FieldValues & { version: number },
  D extends { version: number },
  L extends SavedLine,
  P,
>(
  options: SentThrough<SavedDocumentOptions<TIn, TOut, D, L, P>, UpdateApi<D>> & {
    body?: (values: TOut, changed: ChangedLine<P>[]) => VersionedChange;
  },
): DocumentDialogState<TIn, TOut, D> {
  const update = options.api.useUpdate();
  const { resource } = options.api;
  const body = options.body ?? documentUpdate;
  return useDocumentDialog({
    ...options,
    save: (values, document, changed) =>
      update.mutateAsync({ key: documentKey(resource, document), input: body(values, changed) }),
    saving: update.isPending,
  });
}

/** What a role may do in a document's edit dialog. */
export interface DocumentRights {
  /** Save the document: without it the dialog only shows it, titled 'View …'. */
  edit: boolean;
  /** Change its amounts (its adjustment; a sale's head but its status): the edit right unless narrowed. */
  amounts: boolean;
  updateLine: boolean;
  removeLine: boolean;
  addLine: boolean;
}

/** The role's rights in a document's edit dialog, as its permissions give them. */
export function documentRights(role: Role, resource: DocumentResource): DocumentRights {
  const edit = can(role, resource, 'edit');
  return {
    edit,
    amounts: edit,
    updateLine: can(role, resource, 'update-line'),
    removeLine: can(role, resource, 'remove-line'),
    addLine: can(role, resource, 'add-line'),
  };
}

/** Only showing the document: no save, no line changed, added or removed. */
export const viewOnlyRights: DocumentRights = {
  edit: false,
  amounts: false,
  updateLine: false,
  removeLine: false,
  addLine: false,
};

/**
 * What a new document starts from where the role works in one inventory (an inventory-in-charge): its name.
 */
export function useOwnInventoryName(): string | null {
  const role = useRole();
  return useOwnInventory(role).data ?? null;
}

/** What an edit dialog's fields are given. */
export interface SavedDocumentFieldsProps<D> {
  /** Whether the dialog is open (its history tab reads only then). */
  open: boolean;
  /** The document as its row was listed. */
  document: D;
  /** The document as the form loaded it: the row, or the saved one after a reload. */
  loaded: D;
  lines: SavedLines;
  rights: DocumentRights;
}

/** A document's saved-line calls as its line API makes them (`purchaseLineApi` of api/purchases.ts). */
interface SavedLineApi<L extends SavedLine, P> {
  useSavedLineCalls(change: {
    allowed: boolean;
    fields?: readonly (keyof L & string)[];
    payload: (line: L, version: number | undefined) => P | undefined;
  }): SavedLinesOptions<L, P>;
}

const noStart = () => undefined;

/**
 * A document's form dialog: its create dialog, and its edit dialog on a row, whose saved lines are changed
 * one by one or with the document, and which only shows the document to a role that may not save it.
 */
export function documentFormDialog<
  CIn extends FieldValues,
  COut extends FieldValues,
  S,
  EIn extends FieldValues,
  EOut extends FieldValues & { version: number },
  D extends { version: number },
  L extends SavedLine,
  P,
>(options: {
  /** The document's API (`purchaseApi`), which names the resource and sends its create and update. */
  api: CreateApi<COut> & UpdateApi<D>;
  /**
   * Its saved lines' API and, for 'Update Line', the fields checked before a line is sent (the whole line
   * without them) and the line's payload with the document's version, or nothing while the line is invalid.
   */
  lines: {
    api: SavedLineApi<L, P>;
    fields?: readonly (keyof L & string)[];
    payload: (line: L, version: number | undefined) => P | undefined;
  };
  texts: DocumentTexts;
  /**
   * What a new document starts from, read as its dialog draws (the role's own inventory); nothing without it.
   */
  useStart?: () => S;
  create: {
    schema: NewDocumentOptions<CIn, COut, S>['schema'];
    /**
     * The form's values for what it starts from; a module's function: the form resets when the start changes.
     */
    defaults: (start: S | undefined) => CIn;
    Fields: ComponentType<{ start: S | undefined }>;
  };
  edit: {
    schema: SavedDocumentOptions<EIn, EOut, D, L, P>['schema'];
    /** The form's values for a document; a module's function: the form resets when the document changes. */
    defaults: (document: D) => EIn;
    Fields: ComponentType<SavedDocumentFieldsProps<D>>;
  };
  /** The role's rights, where narrower than the document's permissions give them (a sale's amounts). */
  rights?: (role: Role) => DocumentRights;
  /**
   * The rights on one document, where its own fields narrow them (an inventory-in-charge's transfer into their
   * inventory); `ownInventory` is the role's one inventory, null for the other roles or while it is read.
   */
  rightsOn?: (
    rights: DocumentRights,
    on: { role: Role; document: D; ownInventory: string | null },
  ) => DocumentRights;
  /** The update's body, where it is not documentUpdate for every role (a sale's status alone). */
  body?: (values: EOut, changed: ChangedLine<P>[], rights: DocumentRights) => VersionedChange;
}) {
  const { api, lines, texts, create, edit, body } = options;
  const useStart: () => S | undefined = options.useStart ?? noStart;
  const rightsOf = options.rights ?? ((role: Role) => documentRights(role, api.resource));

  function CreateDocumentDialog({ open, onClose }: CreateDialogProps) {
    const start = useStart();
    const state = useCreateDocumentDialog({
      api,
      texts,
      open,
      onClose,
      schema: create.schema,
      start,
      defaults: create.defaults,
    });
    return (
      <DocumentDialog state={state}>
        <create.Fields start={start} />
      </DocumentDialog>
    );
  }

  function EditDocumentDialog({ open, row, onClose }: EditDialogProps<D>) {
    const role = useRole();
    const ownInventory = useOwnInventoryName();
    const { rightsOn } = options;
    const rights = rightsOn
      ? rightsOn(rightsOf(role), { role, document: row, ownInventory })
      : rightsOf(role);
    const { api: lineApi, ...change } = lines;
    const savedLines = lineApi.useSavedLineCalls({ allowed: rights.updateLine, ...change });
    const state = useEditDocumentDialog<EIn, EOut, D, L, P>({
      api,
      texts,
      open,
      onClose,
      schema: edit.schema,
      document: row,
      defaults: edit.defaults,
      canSave: rights.edit,
      lines: savedLines,
      body: body && ((values, changed) => body(values, changed, rights)),
    });
    return (
      <DocumentDialog state={state}>
        <edit.Fields open={open} document={row} loaded={state.loaded} lines={state.lines} rights={rights} />
      </DocumentDialog>
    );
  }

  return createOrEditDialog(CreateDocumentDialog, EditDocumentDialog);
}
