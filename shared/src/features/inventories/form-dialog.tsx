import { useEffect } from 'react';
import {
  inventoryCreateSchema,
  type Inventory,
  type InventoryInput,
} from '@logistics/shared/contracts/inventories';
import { UPDATED_DEFAULT, resourceMessages } from '@logistics/shared/contracts/messages';
import { useCreateInventory, useUpdateInventory } from '@logistics/shared/api/inventories';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useToasts } from '@logistics/shared/ui/toasts';

const messages = resourceMessages('inventories');

interface InventoryFormDialogProps {
  open: boolean;
  /** The inventory to edit; absent to create one. */
  inventory: Inventory | null;
  onClose: () => void;
}

function valuesOf(inventory: Inventory | null): InventoryInput {
  return {
    name: inventory?.name ?? '',
    email: inventory?.email ?? '',
    phone: inventory?.phone ?? '',
    address: inventory?.address ?? '',
    description: inventory?.description ?? '',
  };
}

/** Create and edit an inventory (SPEC sections 5 and 8); the edit sends the row's version. */
export function InventoryFormDialog({ open, inventory, onClose }: InventoryFormDialogProps) {
  const toasts = useToasts('inventories-form');
  const create = useCreateInventory();
  const update = useUpdateInventory();
  const form = useZodForm(inventoryCreateSchema, { defaultValues: valuesOf(inventory) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(inventory));
  }, [open, inventory, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (inventory) {
        // Update payloads drop empty fields (SPEC section 7); the version guards against a concurrent edit.
        const input = Object.fromEntries(
          Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
        ) as typeof values;
        const answer = await update.mutateAsync({
          name: inventory.name,
          input: { ...input, version: inventory.version },
        });
        toasts.success(answer.message || UPDATED_DEFAULT);
      } else {
        await create.mutateAsync(values);
        toasts.success(messages.created);
      }
      onClose();
    } catch (error) {
      toasts.error(error, inventory ? messages.update : messages.create);
    }
  });

  return (
    <FormDialog
      open={open}
      title={inventory ? 'Edit Inventory' : 'Create Inventory'}
      description={
        inventory
          ? `Change the details of the inventory “${inventory.name}”.`
          : 'Fill in the details of the new inventory.'
      }
      submitLabel={inventory ? 'Update' : 'Create'}
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId={inventory ? 'inventory-edit-form' : 'inventory-create-form'}
    >
      <TextField control={form.control} name="name" id="inventory-name" label="Name" required autoFocus />
      <TextField control={form.control} name="email" id="inventory-email" label="Email" type="email" />
      <TextField control={form.control} name="phone" id="inventory-phone" label="Phone" />
      <TextField control={form.control} name="address" id="inventory-address" label="Address" required />
      <TextField
        control={form.control}
        name="description"
        id="inventory-description"
        label="Description"
        type="textarea"
      />
    </FormDialog>
  );
}
