import type { Customer } from '@logistics/shared/contracts/customers';
import { deleteConfirmation, deleteKindOf } from '@logistics/shared/contracts/messages';
import { useCustomers, useDeleteCustomer } from '@logistics/shared/api/customers';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { ImportButton } from '@logistics/shared/ui/import-button';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { customerColumns } from './columns';
import { CustomerFormDialog } from './form-dialog';

/** The customers list: search by e-mail, create, edit and delete where the role may. */
export function CustomersPage() {
  const page = useResourceListPage({
    resource: 'customers',
    useRows: useCustomers,
    useRemove: useDeleteCustomer,
    idOf: (row: Customer) => row.id,
    deleteKey: (row) => row.id,
  });
  return (
    <>
      <DataTable<Customer>
        title="Customers"
        columns={customerColumns}
        {...page.table}
        listActions={page.mayCreate ? <ImportButton resource="customers" /> : undefined}
      />
      <CustomerFormDialog
        open={page.formDialog.open}
        customer={page.formDialog.row}
        onClose={page.formDialog.onClose}
      />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Customer"
        message={deleteConfirmation(deleteKindOf.customers, page.dialogs.row?.name ?? '')}
      />
    </>
  );
}
