import { inventoryCreateSchema, type Inventory } from '@logistics/shared/contracts/inventories';
import { inventoryApi } from '@logistics/shared/api/inventories';
import { MasterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

// Its detail is more than its list row (the stock rows): read on open, with no first value from the list.
const api = { ...inventoryApi, useOne: (key: string | undefined) => inventoryApi.useOne(key) };

/** Create and edit an inventory; the edit sends the row's version. */
export function InventoryFormDialog(props: ResourceFormDialogProps<Inventory>) {
  return (
    <MasterDataFormDialog
      {...props}
      api={api}
      schema={inventoryCreateSchema}
      fields={[
        { name: 'name', label: 'Name', required: true },
        { name: 'email', label: 'Email', type: 'email' },
        { name: 'phone', label: 'Phone' },
        { name: 'address', label: 'Address', required: true },
        { name: 'description', label: 'Description', type: 'textarea' },
      ]}
    />
  );
}
