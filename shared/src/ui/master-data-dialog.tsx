import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from '@logistics/shared/contracts/zod';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { capitalized, resourceLabels } from '@logistics/shared/contracts/messages';
import { updatePayload } from '@logistics/shared/contracts/payloads';
import type { Resource } from '@logistics/shared/contracts/permissions';
import {
  masterDataTables,
  type MasterDataTableResource,
  type MasterDataTableRow,
  type MasterDataTableSchema,
} from '@logistics/shared/contracts/resources';
import { masterDataApi } from '@logistics/shared/api/resource-api';
import type { LatestRead, VersionedRow } from '@logistics/shared/ui/changed-underneath';
import type { FormDialogProps } from '@logistics/shared/ui/form-dialog';
import { useFormDialog } from '@logistics/shared/ui/use-form-dialog';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { FormFields, formValuesOf, type FormField } from '@logistics/shared/ui/form-fields';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

/** The hooks of the resource's API (`resourceApi`, `masterDataApi`) a master-data dialog reads and writes through. */
export interface MasterDataDialogApi<Row extends VersionedRow, TOut extends FieldValues> {
  resource: Resource & keyof typeof listDefinitions;
  /** The row's detail query by its key. */
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
  /** The resource's API (`masterDataApi('vendors')`, or `resourceApi` of api/<resource>.ts), which names it. */
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
 * `MasterDataFormDialog` below draws it from the resource's list of fields.
 *
 * The row is read again while the dialog is open (its detail query, by its key): the live events read it again
 * when anyone saves the resource, and the dialog says when the row changed underneath. An edit sends the row's
 * key (its list definition's `keyField`), the changed fields without nulls, and the version it was read at.
 */
export function useMasterDataDialog<
  Row extends VersionedRow,
  TIn extends FieldValues,
  TOut extends FieldValues,
>({
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
  const { resource } = api;
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

export type MasterDataFormDialogProps<
  Row extends VersionedRow,
  TIn extends FieldValues,
  TOut extends FieldValues,
> = ResourceFormDialogProps<Row> &
  Pick<MasterDataDialogOptions<Row, TIn, TOut>, 'api' | 'schema'> & {
    /**
     * The fields in the order drawn; the first has the focus. Given the row the form holds where a field's
     * choices show its value (a product's saved category, whatever the category search found).
     */
    fields: readonly FormField<TIn>[] | ((loaded: Row | null) => readonly FormField<TIn>[]);
    /** How the edit's description names the row; its name where it has one. */
    nameOf?: (row: Row) => string;
  };

/**
 * The create and edit dialog of a master-data row, drawn from its fields: each resource's dialog names its fields,
 * its API's hooks and its create rules; `useMasterDataDialog` does the rest. An input's id is the singular and the
 * field (`vehicle-plate-number`), which its label points at.
 *
 * ```tsx
 * <MasterDataFormDialog {...props} api={masterDataApi('vendors')} schema={vendorCreateSchema}
 *   fields={[{ name: 'name', label: 'Name', required: true }, { name: 'email', label: 'Email', type: 'email' }]} />
 * ```
 */
export function MasterDataFormDialog<
  Row extends VersionedRow,
  TIn extends FieldValues,
  TOut extends FieldValues,
>({ fields, nameOf, ...options }: MasterDataFormDialogProps<Row, TIn, TOut>) {
  const fieldsOf = typeof fields === 'function' ? fields : () => fields;
  const { form, loaded, dialog } = useMasterDataDialog<Row, TIn, TOut>({
    ...options,
    valuesOf: (row) => formValuesOf(fieldsOf(row), row),
    nameOf: nameOf ?? ((row) => String((row as Record<string, unknown>).name)),
  });
  return (
    <FormDialog {...dialog}>
      <FormFields
        control={form.control}
        fields={fieldsOf(loaded)}
        idPrefix={resourceLabels[options.api.resource].singular}
        focusFirst
      />
    </FormDialog>
  );
}

/**
 * The create and edit dialog of a master-data table resource (resources.ts, `masterDataTables`): its API and
 * create rules come from its table contract, so it names only its fields, and how its edit names a row where not
 * by its name.
 */
export function masterDataFormDialog<R extends MasterDataTableResource>(
  resource: R,
  fields: readonly FormField<z.input<MasterDataTableSchema<R, 'createSchema'>>>[],
  nameOf?: (row: MasterDataTableRow<R>) => string,
) {
  type Input = z.input<MasterDataTableSchema<R, 'createSchema'>>;
  type Output = z.output<MasterDataTableSchema<R, 'createSchema'>>;
  // The indexed contract's union of schemas narrows to this resource's only by the key: the types say so here.
  const schema = masterDataTables[resource].createSchema as unknown as z.ZodType<Output, Input>;
  const api = masterDataApi(resource) as unknown as MasterDataDialogApi<MasterDataTableRow<R>, Output>;
  return function TableFormDialog(props: ResourceFormDialogProps<MasterDataTableRow<R>>) {
    return (
      <MasterDataFormDialog<MasterDataTableRow<R>, Input, Output>
        {...props}
        api={api}
        schema={schema}
        fields={fields}
        {...(nameOf ? { nameOf } : {})}
      />
    );
  };
}
