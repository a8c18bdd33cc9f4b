import {
  employmentDateLabels,
  inventoryEmploymentCreateSchema,
  inventoryEmploymentUpdateSchema,
  type InventoryEmploymentInput,
  type InventoryEmploymentUpdateInput,
  type InventoryEmployment,
} from '@logistics/shared/contracts/inventory-employments';
import { inventoryEmploymentApi } from '@logistics/shared/api/inventory-employments';
import {
  personLabel,
  useSupervisorOptions,
  useInventoryOptions,
  useSearchedChoices,
} from '@logistics/shared/api/reference-options';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { useFormDialog } from '@logistics/shared/ui/use-form-dialog';
import { blankForNull } from '@logistics/shared/ui/form';
import { FormFields } from '@logistics/shared/ui/form-fields';
import {
  createOrEditDialog,
  type CreateDialogProps,
  type EditDialogProps,
} from '@logistics/shared/ui/resource-dialogs';

/** Create an inventory employment (a supervisor placed in charge), or edit its dates (hire, termination, resign, transfer). */
export const InventoryEmploymentFormDialog = createOrEditDialog(
  CreateInventoryEmploymentDialog,
  EditInventoryEmploymentDialog,
);

const emptyValues: InventoryEmploymentInput = { hire_date: '', employee_id: '', inventory: '' };

function CreateInventoryEmploymentDialog({ open, onClose }: CreateDialogProps) {
  const create = inventoryEmploymentApi.useCreate();
  const employees = useSearchedChoices(useSupervisorOptions, { enabled: open });
  const inventories = useSearchedChoices(useInventoryOptions, { enabled: open });
  const { form, dialog } = useFormDialog({
    resource: 'inventory-employments',
    open,
    schema: inventoryEmploymentCreateSchema,
    source: emptyValues,
    valuesOf: (values: InventoryEmploymentInput) => values,
    row: null,
    pending: create.isPending,
    save: (values) => create.mutateAsync(values),
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      title="Create Supervisor Assignment"
      description="Place an inventory-in-charge employee in charge of an inventory."
      formId="inventory-employment-create-form"
    >
      <FormFields
        control={form.control}
        idPrefix="inventory-employment"
        focusFirst
        fields={[
          { name: 'employee_id', label: 'Employee', required: true, options: employees },
          { name: 'inventory', label: 'Inventory', required: true, options: inventories },
          { name: 'hire_date', label: employmentDateLabels.hire_date, required: true, type: 'date' },
        ]}
      />
    </FormDialog>
  );
}

const editedDates = Object.entries(employmentDateLabels) as Array<
  [keyof typeof employmentDateLabels, string]
>;

function EditInventoryEmploymentDialog({
  open,
  row: employment,
  onClose,
}: EditDialogProps<InventoryEmployment>) {
  const update = inventoryEmploymentApi.useUpdate();
  const latest = inventoryEmploymentApi.useOne(open ? employment.id : undefined, employment);
  const { form, loaded, dialog } = useFormDialog({
    resource: 'inventory-employments',
    open,
    schema: inventoryEmploymentUpdateSchema,
    source: employment,
    valuesOf: (row: InventoryEmployment): InventoryEmploymentUpdateInput => ({
      hire_date: row.hire_date,
      ...blankForNull(row, ['termination_date', 'resign_date', 'transfer_date']),
      version: row.version,
    }),
    row: employment,
    latest,
    pending: update.isPending,
    // The schema drops blank dates: only the non-empty ones are sent.
    save: (values) => update.mutateAsync({ key: employment.id, input: values }),
    onClose,
  });
  const shown = loaded ?? employment;

  return (
    <FormDialog
      {...dialog}
      title="Edit Supervisor Assignment"
      description={`Change the dates of the assignment of “${shown.employee.name}” to the inventory “${shown.inventory}”.`}
      formId="inventory-employment-edit-form"
    >
      <p>
        {personLabel(shown.employee)} · {shown.inventory}
      </p>
      <FormFields
        control={form.control}
        idPrefix="inventory-employment"
        // Only the non-empty dates are sent, so a saved date may be changed, not removed: it has no clear icon
        // (emptied by the keyboard, the picker goes back to it).
        fields={editedDates.map(([name, label]) => ({
          name,
          label,
          type: 'date',
          required: Boolean(shown[name]),
        }))}
      />
    </FormDialog>
  );
}
