import { useEffect } from 'react';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import {
  DELETED_DEFAULT,
  deleteConfirmation,
  deleteKindOf,
  resourceMessages,
} from '@logistics/shared/contracts/messages';
import { can, rowScopes } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import type { User } from '@logistics/shared/contracts/users';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { useDeleteUser, useUsers } from '@logistics/shared/api/users';
import { listLoading } from '@logistics/shared/api/list-params';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { captainColumns, userColumns } from './columns';
import { UserFormDialog, personNouns } from './form-dialog';

const definition = listDefinitions.users;
/** The Captains page lists the employees of this role. */
const CAPTAIN_ROLE = 'captain' satisfies Role;
const messages = resourceMessages('users');

/**
 * The employee list (SPEC sections 2 and 6): search by e-mail, filter by role; admin sees everyone, the
 * inventory-manager the inventory-in-charge employees and the fleet-manager the captains (the server scopes the
 * rows). With `captainsOnly` it is the fleet-manager's Captains page: the same list showing captains.
 */
function UserList({ captainsOnly }: { captainsOnly: boolean }) {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'users' });
  const params = captainsOnly
    ? { ...list.params, filters: { ...list.params.filters, role: [CAPTAIN_ROLE] } }
    : list.params;
  const query = useUsers(params);
  const remove = useDeleteUser();
  const dialogs = useResourceDialogs<User>();
  const roleChoices = rowScopes.employeeTableRoles[role].map((value) => ({ value, label: value }));
  const noun = captainsOnly ? 'captain' : 'employee';

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
      <DataTable<User>
        title={captainsOnly ? 'Captains' : 'Employees'}
        columns={captainsOnly ? captainColumns : userColumns}
        rows={query.data?.users ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel={definition.searchField}
        filters={
          captainsOnly
            ? undefined
            : [{ field: 'role', label: 'Role', options: facetOptions(roleChoices, query.data?.facets.role) }]
        }
        facets={query.data?.facets}
        onCreate={can(role, 'users', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.id,
          onEdit: can(role, 'users', 'edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'users', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'users', params: params }}
        {...list.table}
      />
      <UserFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        user={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
        noun={noun}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title={`Delete ${personNouns[noun].title}`}
        message={deleteConfirmation(captainsOnly ? 'captain' : deleteKindOf.users, dialogs.row?.name ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}

/** /{prefix}/employees. */
export function EmployeesPage() {
  return <UserList captainsOnly={false} />;
}

/** /fleet-manager/captains: the employee list showing captains. */
export function CaptainsPage() {
  return <UserList captainsOnly />;
}
