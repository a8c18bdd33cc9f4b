import { deleteConfirmation, deleteKindOf } from '@logistics/shared/contracts/messages';
import { rowScopes } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import type { User } from '@logistics/shared/contracts/users';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { useDeleteUser, useUsers } from '@logistics/shared/api/users';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { captainColumns, userColumns } from './columns';
import { UserFormDialog, personNouns } from './form-dialog';

/** The Captains page lists the employees of this role. */
const CAPTAIN_ROLE = 'captain' satisfies Role;

/**
 * The employee list: search by e-mail, filter by role; admin sees everyone, the
 * inventory-manager the inventory-in-charge employees and the fleet-manager the captains (the server scopes the
 * rows). With `captainsOnly` it is the fleet-manager's Captains page: the same list showing captains.
 */
function UserList({ captainsOnly }: { captainsOnly: boolean }) {
  const page = useResourceListPage<'users', User>({
    resource: 'users',
    useRows: useUsers,
    useRemove: useDeleteUser,
    withParams: captainsOnly
      ? (params) => ({ ...params, filters: { ...params.filters, role: [CAPTAIN_ROLE] } })
      : undefined,
  });
  const { role, dialogs } = page;
  const roleChoices = rowScopes.employeeTableRoles[role].map((value) => ({ value, label: value }));
  const noun = captainsOnly ? 'captain' : 'employee';

  return (
    <>
      <DataTable<User>
        title={captainsOnly ? 'Captains' : 'Employees'}
        columns={captainsOnly ? captainColumns : userColumns}
        filters={
          captainsOnly
            ? undefined
            : [{ field: 'role', label: 'Role', options: facetOptions(roleChoices, page.table.facets?.role) }]
        }
        {...page.table}
      />
      <UserFormDialog {...page.formDialog} noun={noun} />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title={`Delete ${personNouns[noun].title}`}
        message={deleteConfirmation(captainsOnly ? 'captain' : deleteKindOf.users, dialogs.row?.name ?? '')}
      />
    </>
  );
}

/** /{prefix}/employees. */
export function UsersPage() {
  return <UserList captainsOnly={false} />;
}

/** /fleet-manager/captains: the employee list showing captains. */
export function CaptainsPage() {
  return <UserList captainsOnly />;
}
