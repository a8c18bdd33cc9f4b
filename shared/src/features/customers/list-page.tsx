import { useEffect } from 'react';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import {
  DELETED_DEFAULT,
  deleteConfirmation,
  deleteKindOf,
  resourceMessages,
} from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import type { Customer } from '@logistics/shared/contracts/customers';
import { useCustomers, useDeleteCustomer } from '@logistics/shared/api/customers';
import { listLoading } from '@logistics/shared/api/list-params';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { ImportButton } from '@logistics/shared/ui/import-dialog';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { customerColumns } from './columns';
import { CustomerFormDialog } from './form-dialog';

const definition = listDefinitions.customers;
const messages = resourceMessages('customers');

/** The customers list: search by e-mail, create, edit and delete where the role may (SPEC sections 2 and 6). */
export function CustomersPage() {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'customers' });
  const query = useCustomers(list.params);
  const remove = useDeleteCustomer();
  const dialogs = useResourceDialogs<Customer>();

  useEffect(() => {
    if (query.error) toasts.error(query.error, messages.fetchList);
  }, [query.error, toasts]);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(row.id);
      toasts.success(answer.message || DELETED_DEFAULT);
    } catch (error) {
      toasts.error(error, messages.delete);
    } finally {
      // SPEC section 4: the dialog closes after the delete, whether it worked or not.
      dialogs.close();
    }
  };

  return (
    <>
      <DataTable<Customer>
        title="Customers"
        columns={customerColumns}
        rows={query.data?.customers ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel={definition.searchField}
        onCreate={can(role, 'customers', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.id,
          onEdit: can(role, 'customers', 'edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'customers', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'customers', params: list.params }}
        listActions={can(role, 'customers', 'create') ? <ImportButton resource="customers" /> : undefined}
        {...list.table}
      />
      <CustomerFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        customer={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Customer"
        message={deleteConfirmation(deleteKindOf.customers, dialogs.row?.name ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
