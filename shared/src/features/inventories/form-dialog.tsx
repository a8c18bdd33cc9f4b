import {
  inventoryCreateSchema,
  type Inventory,
  type InventoryInput,
} from '@logistics/shared/contracts/inventories';
import { useCreateInventory, useInventory, useUpdateInventory } from '@logistics/shared/api/inventories';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField } from '@logistics/shared/ui/form';
import { useMasterDataDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

function valuesOf(inventory: Inventory | null): InventoryInput {
  return {
    name: inventory?.name ?? '',
    email: inventory?.email ?? '',
    phone: inventory?.phone ?? '',
    address: inventory?.address ?? '',
    description: inventory?.description ?? '',
  };
}

/** Create and edit an inventory; the edit sends the row's version. */
export function InventoryFormDialog({ open, row: inventory, onClose }: ResourceFormDialogProps<Inventory>) {
  const { form, dialog } = useMasterDataDialog({
    resource: 'inventories',
    // Its detail is more than its list row (the stock rows): read on open, with no first value from the list.
    api: { useOne: (key) => useInventory(key), useCreate: useCreateInventory, useUpdate: useUpdateInventory },
    open,
    row: inventory,
    schema: inventoryCreateSchema,
    valuesOf,
    nameOf: (row) => row.name,
    onClose,
  });

  return (
    <FormDialog {...dialog}>
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
