import { useCallback } from 'react';
import { deleteConfirmation, resourceLabels } from '@logistics/shared/contracts/messages';
import { rowScopes } from '@logistics/shared/contracts/permissions';
import type { User } from '@logistics/shared/contracts/users';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { onlyCaptains, userApi } from '@logistics/shared/api/users';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';
import { ResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { useRole } from '@logistics/shared/ui/role';
import { captainColumns, userColumns } from './columns';
import { UserFormDialog, personNouns } from './form-dialog';

/**
 * The employee list: search by e-mail, filter by role; admin sees everyone, the
 * inventory-manager the inventory-in-charge employees and the fleet-manager the captains (the server scopes the
 * rows). With `captainsOnly` it is the fleet-manager's Captains page: the same list showing captains.
 */
function UserList({ captainsOnly }: { captainsOnly: boolean }) {
  const role = useRole();
  const roleChoices = rowScopes.employeeTableRoles[role].map((value) => ({ value, label: value }));
  const noun = captainsOnly ? 'captain' : 'employee';
  // The dialog names the people as this page does ("Captain" on the Captains page).
  const FormDialog = useCallback(
    (props: ResourceFormDialogProps<User>) => <UserFormDialog {...props} noun={noun} />,
    [noun],
  );

  return (
    <ResourceListPage
      api={userApi}
      withParams={captainsOnly ? onlyCaptains : undefined}
      title={captainsOnly ? 'Captains' : undefined}
      columns={captainsOnly ? captainColumns : userColumns}
      filters={
        captainsOnly
          ? undefined
          : (facets) => [{ field: 'role', label: 'Role', options: facetOptions(roleChoices, facets?.role) }]
      }
      FormDialog={FormDialog}
      deleteTitle={`Delete ${personNouns[noun].title}`}
      deleteMessage={(row) =>
        deleteConfirmation(captainsOnly ? 'captain' : resourceLabels.users.singular, row.name)
      }
    />
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
