import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type * as z from '@logistics/shared/contracts/zod';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { capitalized, resourceLabels } from '@logistics/shared/contracts/messages';
import { updatePayload } from '@logistics/shared/contracts/payloads';
import type { Resource } from '@logistics/shared/contracts/permissions';
import type { LatestRead, VersionedRow } from '@logistics/shared/ui/changed-underneath';
import type { FormDialogProps } from '@logistics/shared/ui/form-dialog';
import { useFormDialog } from '@logistics/shared/ui/use-form-dialog';
import type { Option } from '@logistics/shared/api/reference-options';
import { SelectField } from '@logistics/shared/ui/document-fields';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField } from '@logistics/shared/ui/form';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

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

/** One field of a master-data form: a text input, or a select where it has options. */
export interface MasterDataField<TIn extends FieldValues> {
  name: Path<TIn> & string;
  label: string;
  required?: boolean;
  type?: 'email' | 'textarea';
  /** A select's fixed choices (a vehicle's type), or `read` where `choices` reads them (a product's category). */
  options?: readonly Option[] | 'read';
  placeholder?: string;
  /** A new row's value where it is not empty (a product's low-stock threshold). */
  initial?: string;
}

/** A select's choices read from the server: what was found for the text typed, and the search. */
export interface ReadChoices {
  options: readonly Option[];
  loading: boolean;
  onSearch: (text: string) => void;
}

export type MasterDataFormDialogProps<
  Row extends VersionedRow,
  TIn extends FieldValues,
  TOut extends FieldValues,
> = ResourceFormDialogProps<Row> &
  Pick<MasterDataDialogOptions<Row, TIn, TOut>, 'resource' | 'api' | 'schema'> & {
    /** The fields in the order drawn; the first has the focus. */
    fields: readonly MasterDataField<TIn>[];
    /** How the edit's description names the row; its name where it has one. */
    nameOf?: (row: Row) => string;
    /** The selects whose choices are read, by field, given the row the form holds. */
    choices?: (loaded: Row | null) => Partial<Record<Path<TIn>, ReadChoices>>;
  };

/**
 * The form's values for a row (or a new one), from its fields: each field's value as the text its input shows, a
 * select's value as it is (undefined shows its placeholder until one is chosen, and the schema names the choices).
 */
export function masterDataValuesOf<Row extends object, TIn extends FieldValues>(
  fields: readonly MasterDataField<TIn>[],
  row: Row | null,
): TIn {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value: unknown = row ? (row as Record<string, unknown>)[field.name] : undefined;
    if (field.options) values[field.name] = value ?? undefined;
    else if (value == null) values[field.name] = row ? '' : (field.initial ?? '');
    else values[field.name] = typeof value === 'number' ? String(value) : value;
  }
  // The fields are the form's inputs, each named by a path of TIn: one value for each is the form's values.
  return values as TIn;
}

/**
 * The create and edit dialog of a master-data row, drawn from its fields: each resource's dialog names its fields,
 * its API's hooks and its create rules; `useMasterDataDialog` does the rest. An input's id is the singular and the
 * field (`vehicle-plate-number`), which its label points at.
 *
 * ```tsx
 * const api = { useOne: useVendor, useCreate: useCreateVendor, useUpdate: useUpdateVendor };
 * <MasterDataFormDialog {...props} resource="vendors" api={api} schema={vendorCreateSchema}
 *   fields={[{ name: 'name', label: 'Name', required: true }, { name: 'email', label: 'Email', type: 'email' }]} />
 * ```
 */
export function MasterDataFormDialog<
  Row extends VersionedRow,
  TIn extends FieldValues,
  TOut extends FieldValues,
>({ fields, nameOf, choices, ...options }: MasterDataFormDialogProps<Row, TIn, TOut>) {
  const { form, loaded, dialog } = useMasterDataDialog<Row, TIn, TOut>({
    ...options,
    valuesOf: (row) => masterDataValuesOf(fields, row),
    nameOf: nameOf ?? ((row) => String((row as Record<string, unknown>).name)),
  });
  const singular = resourceLabels[options.resource].singular;
  const read: Partial<Record<string, ReadChoices>> = choices?.(loaded) ?? {};
  return (
    <FormDialog {...dialog}>
      {fields.map((field, index) => {
        const common = {
          control: form.control,
          name: field.name,
          id: `${singular}-${field.name.replaceAll('_', '-')}`,
          label: field.label,
          required: field.required,
        };
        return field.options ? (
          <SelectField
            key={field.name}
            {...common}
            options={field.options === 'read' ? (read[field.name]?.options ?? []) : field.options}
            loading={read[field.name]?.loading}
            onSearch={read[field.name]?.onSearch}
            placeholder={field.placeholder}
          />
        ) : (
          <TextField key={field.name} {...common} type={field.type} autoFocus={index === 0} />
        );
      })}
    </FormDialog>
  );
}
