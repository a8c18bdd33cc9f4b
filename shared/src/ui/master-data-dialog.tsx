import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from '@logistics/shared/contracts/zod';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { capitalized, resourceLabels } from '@logistics/shared/contracts/messages';
import { updatePayload } from '@logistics/shared/contracts/payloads';
import type { Resource } from '@logistics/shared/contracts/permissions';
import type { LatestRead, VersionedRow } from '@logistics/shared/ui/changed-underneath';
import type { FormDialogProps } from '@logistics/shared/ui/form-dialog';
import { useFormDialog } from '@logistics/shared/ui/use-form-dialog';

/** The hooks of the resource's API (api/<resource>.ts) a master-data dialog reads and writes through. */
export interface MasterDataDialogApi<Row extends VersionedRow, TOut extends FieldValues> {
  /** The row's detail query by its key: `useVendor`. */
  useOne: (key: string | undefined, initial?: Row) => LatestRead<Row>;
  useCreate: () => { mutateAsync: (values: TOut) => Promise<unknown>; isPending: boolean };
  useUpdate: () => {
    mutateAsync: (variables: {
      key: string;
      input: Partial<TOut> & VersionedRow;
    }) => Promise<{ message?: string | undefined }>;
    isPending: boolean;
  };
}

export interface MasterDataDialogOptions<
  Row extends VersionedRow,
  TIn extends FieldValues,
  TOut extends FieldValues,
> {
  resource: Resource & keyof typeof listDefinitions;
  api: MasterDataDialogApi<Row, TOut>;
  open: boolean;
  /** The row to edit; null to create one. */
  row: Row | null;
  /** The create rules: the edit validates with them too (a row keeps its required fields). */
  schema: z.ZodType<TOut, TIn>;
  /** The form's values for the row (or for a new one). */
  valuesOf: (row: Row | null) => TIn;
  /** How the edit's description names the row ('Change the details of the vehicle “VIN…”.'). */
  nameOf: (row: Row) => string;
  onClose: () => void;
}

/**
 * The create and edit dialog of one master-data row: the form cycle of `useFormDialog` with the dialog's words.
 * A dialog keeps only its fields:
 *
 * The row is read again while the dialog is open (its detail query, by its key): the live events read it again
 * when anyone saves the resource, and the dialog says when the row changed underneath. An edit sends the row's
 * key (its list definition's `keyField`), the changed fields without nulls, and the version it was read at.
 *
 * ```tsx
 * const api = { useOne: useVendor, useCreate: useCreateVendor, useUpdate: useUpdateVendor };
 * const { form, dialog } = useMasterDataDialog({ resource: 'vendors', api, row: vendor, … });
 * return <FormDialog {...dialog}><TextField control={form.control} name="name" … /></FormDialog>;
 * ```
 */
export function useMasterDataDialog<
  Row extends VersionedRow,
  TIn extends FieldValues,
  TOut extends FieldValues,
>({
  resource,
  api,
  open,
  row,
  schema,
  valuesOf,
  nameOf,
  onClose,
}: MasterDataDialogOptions<Row, TIn, TOut>): {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The row the form holds: the one to edit, or the saved one after Reload; null on create. */
  loaded: Row | null;
  dialog: Omit<FormDialogProps, 'children'>;
} {
  const { singular } = resourceLabels[resource];
  const keyField = listDefinitions[resource].keyField;
  const keyOf = (of: Row) => String((of as Record<string, unknown>)[keyField]);
  const latest = api.useOne(open && row ? keyOf(row) : undefined, row ?? undefined);
  const create = api.useCreate();
  const update = api.useUpdate();
  const pending = create.isPending || update.isPending;
  const { form, loaded, dialog } = useFormDialog({
    resource,
    open,
    schema,
    source: row,
    valuesOf,
    row,
    latest,
    pending,
    onClose,
    save: (values: TOut, saved: Row | null) =>
      saved
        ? // updatePayload only drops the null fields of the values the schema gave: what is left has their types.
          update.mutateAsync({
            key: keyOf(saved),
            input: updatePayload({ ...values, version: saved.version }) as Partial<TOut> & VersionedRow,
          })
        : create.mutateAsync(values),
  });

  const word = capitalized(singular);
  return {
    form,
    loaded,
    dialog: {
      ...dialog,
      title: row ? `Edit ${word}` : `Create ${word}`,
      description: loaded
        ? `Change the details of the ${singular} “${nameOf(loaded)}”.`
        : `Fill in the details of the new ${singular}.`,
      formId: row ? `${singular}-edit-form` : `${singular}-create-form`,
    },
  };
}
