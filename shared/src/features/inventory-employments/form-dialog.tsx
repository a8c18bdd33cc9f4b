import { useEffect } from 'react';
import {
  inventoryEmploymentCreateSchema,
  inventoryEmploymentUpdateSchema,
  type InventoryEmploymentInput,
  type InventoryEmploymentUpdateInput,
  type InventoryEmployment,
} from '@logistics/shared/contracts/inventory-employments';
import { MAX_PAGE_SIZE } from '@logistics/shared/contracts/lists';
import { UPDATED_DEFAULT, resourceMessages } from '@logistics/shared/contracts/messages';
import { supervisorRoles } from '@logistics/shared/contracts/permissions';
import {
  useCreateInventoryEmployment,
  useInventoryEmployment,
  useUpdateInventoryEmployment,
} from '@logistics/shared/api/inventory-employments';
import {
  personLabel,
  useDebouncedSearch,
  useInventoryOptions,
} from '@logistics/shared/api/reference-options';
import { useUsers } from '@logistics/shared/api/users';
import { useUnderneath } from '@logistics/shared/ui/changed-underneath';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { useZodForm } from '@logistics/shared/ui/form';
import { useDialogRefusal } from '@logistics/shared/ui/dialog-refusal';
import { useToasts } from '@logistics/shared/ui/toasts';
import { DateField, SelectField } from '@logistics/shared/ui/transaction-fields';

const messages = resourceMessages('inventory-employments');

interface InventoryEmploymentFormDialogProps {
  open: boolean;
  /** The employment to edit; absent to create one. */
  employment: InventoryEmployment | null;
  onClose: () => void;
}

/** Create an inventory employment (a supervisor placed in charge), or edit its dates (hire, termination, resign, transfer). */
export function InventoryEmploymentFormDialog({
  open,
  employment,
  onClose,
}: InventoryEmploymentFormDialogProps) {
  return employment ? (
    <EditInventoryEmploymentDialog open={open} employment={employment} onClose={onClose} />
  ) : (
    <CreateInventoryEmploymentDialog open={open} onClose={onClose} />
  );
}

const emptyValues: InventoryEmploymentInput = { hire_date: '', employee_id: '', inventory: '' };

function CreateInventoryEmploymentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toasts = useToasts('inventory-employments-form');
  const create = useCreateInventoryEmployment();
  const [employeeSearch, setEmployeeSearch] = useDebouncedSearch();
  const [inventorySearch, setInventorySearch] = useDebouncedSearch();
  const employees = useUsers({
    page: 1,
    pageSize: MAX_PAGE_SIZE,
    // Only these may be put in charge of an inventory (the server refuses anyone else).
    filters: { role: [...supervisorRoles] },
    // Found by what the picker shows, 'Name (email)'.
    ...(employeeSearch ? { q: employeeSearch, match: 'label' as const } : {}),
  });
  const inventories = useInventoryOptions(inventorySearch, open);
  const form = useZodForm(inventoryEmploymentCreateSchema, { defaultValues: emptyValues });
  const { reset } = form;
  const refusal = useDialogRefusal(form, open);
  useEffect(() => {
    if (open) reset(emptyValues);
  }, [open, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toasts.success(messages.created);
      onClose();
    } catch (error) {
      refusal.show(error, messages.create);
    }
  });

  return (
    <FormDialog
      open={open}
      title="Create Supervisor Assignment"
      description="Place an inventory-in-charge employee in charge of an inventory."
      submitLabel="Create"
      submitting={create.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      dirty={form.formState.isDirty}
      refusal={refusal.message}
      formId="inventory-employment-create-form"
    >
      <SelectField
        control={form.control}
        name="employee_id"
        id="inventory-employment-employee"
        label="Employee"
        required
        options={(employees.data?.users ?? []).map((user) => ({ value: user.id, label: personLabel(user) }))}
        loading={employees.isFetching}
        onSearch={setEmployeeSearch}
        placeholder="Select an employee"
      />
      <SelectField
        control={form.control}
        name="inventory"
        id="inventory-employment-inventory"
        label="Inventory"
        required
        options={inventories.data ?? []}
        loading={inventories.isFetching}
        onSearch={setInventorySearch}
        placeholder="Select an inventory"
      />
      <DateField
        control={form.control}
        name="hire_date"
        id="inventory-employment-hire-date"
        label="Hire date"
        required
      />
    </FormDialog>
  );
}

function EditInventoryEmploymentDialog({
  open,
  employment,
  onClose,
}: {
  open: boolean;
  employment: InventoryEmployment;
  onClose: () => void;
}) {
  const toasts = useToasts('inventory-employments-form');
  const update = useUpdateInventoryEmployment();
  const valuesOf = (row: InventoryEmployment): InventoryEmploymentUpdateInput => ({
    hire_date: row.hire_date,
    termination_date: row.termination_date ?? '',
    resign_date: row.resign_date ?? '',
    transfer_date: row.transfer_date ?? '',
    version: row.version,
  });
  const latest = useInventoryEmployment(open ? employment.id : undefined, employment);
  const form = useZodForm(inventoryEmploymentUpdateSchema, { defaultValues: valuesOf(employment) });
  const { reset } = form;
  const refusal = useDialogRefusal(form, open);
  useEffect(() => {
    if (open) reset(valuesOf(employment));
  }, [open, employment, reset]);
  // The row the form holds (the saved one after Reload): its version is in the form's values.
  const underneath = useUnderneath({
    resource: 'inventory-employments',
    open,
    row: employment,
    latest,
    saving: update.isPending,
    load: (saved) => reset(valuesOf(saved)),
  });
  const loaded = underneath.loaded ?? employment;

  const onSubmit = form.handleSubmit(async (values) => {
    // The schema drops blank dates: only the non-empty ones are sent.
    try {
      const answer = await update.mutateAsync({ id: employment.id, input: values });
      toasts.success(answer.message || UPDATED_DEFAULT);
      onClose();
    } catch (error) {
      refusal.show(error, messages.update);
    }
  });

  return (
    <FormDialog
      open={open}
      title="Edit Supervisor Assignment"
      description={`Change the dates of the assignment of “${loaded.employee.name}” to the inventory “${loaded.inventory}”.`}
      submitLabel="Update"
      submitting={update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      dirty={form.formState.isDirty}
      refusal={refusal.message}
      formId="inventory-employment-edit-form"
      notice={underneath.notice}
    >
      <p>
        {personLabel(loaded.employee)} · {loaded.inventory}
      </p>
      <DateField
        control={form.control}
        name="hire_date"
        id="inventory-employment-hire-date"
        label="Hire date"
      />
      <DateField
        control={form.control}
        name="termination_date"
        id="inventory-employment-termination-date"
        label="Termination date"
      />
      <DateField
        control={form.control}
        name="resign_date"
        id="inventory-employment-resign-date"
        label="Resign date"
      />
      <DateField
        control={form.control}
        name="transfer_date"
        id="inventory-employment-transfer-date"
        label="Transfer date"
      />
    </FormDialog>
  );
}
