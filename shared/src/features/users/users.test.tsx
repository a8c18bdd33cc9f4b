import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uiText } from '@logistics/shared/contracts/messages';
import { ADDRESS_REQUIRED, EMAIL_REQUIRED, NAME_REQUIRED } from '@logistics/shared/contracts/validation';
import type { User } from '@logistics/shared/contracts/users';
import { userApi } from '@logistics/shared/api/users';
import { captainColumns, userColumns } from './columns';
import { UserFormDialog } from './form-dialog';
import { CaptainsPage, UsersPage } from './list-page';
import { seeded, meta, firstPage } from '../../../test/list-page-harness';
import { enter, renderDialog, submitRefused } from '../../../test/dialog-harness';
import { deleteQuestion, headersOf, offers, pageRights } from '../../../test/list-page-checks';
import { reload, renderOnServer } from '../../../test/changed-underneath-harness';

const captain: User = {
  id: 'u-1',
  ...meta,
  avatar: null,
  name: 'Carl Captain',
  email: 'carl@example.org',
  phone: '+15550100300',
  role: 'captain',
  national_id: null,
  driving_license_no: null,
  passport_no: null,
  address: '4 Dock Street',
};
const employees = () =>
  seeded(userApi.keys.list(firstPage), { users: [captain], total: 1, facets: { role: { captain: 1 } } });
const captains = () =>
  seeded(userApi.keys.list({ ...firstPage, filters: { role: ['captain'] } }), {
    users: [captain],
    total: 1,
    facets: {},
  });

describe('employee columns', () => {
  it('shows name, email, phone, role and address; the captains list leaves out the role', () => {
    expect(headersOf(userColumns)).toEqual(['Name', 'Email', 'Phone', 'Role', 'Address']);
    expect(headersOf(captainColumns)).toEqual(['Name', 'Email', 'Phone', 'Address']);
  });
});

describe('UserFormDialog', () => {
  it('shows the required messages', async () => {
    renderDialog(UserFormDialog, null);
    await submitRefused('Create', [NAME_REQUIRED, EMAIL_REQUIRED]);
  });

  it('offers the fleet-manager only the captain role, already chosen', () => {
    renderDialog(UserFormDialog, null, { role: 'fleet-manager' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTitle('captain')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).toBeInTheDocument();
  });
});

describe('UserFormDialog on edit (every field optional)', () => {
  const registered: User = {
    ...captain,
    id: 'u-2',
    name: 'Rita Registered',
    email: 'rita@example.org',
    phone: null,
    address: null,
    role: null,
  };

  it('saves a record that lacks a phone and an address', async () => {
    renderDialog(UserFormDialog, registered);
    const dialog = screen.getByRole('dialog', { name: 'Edit Employee' });
    expect(within(dialog).getByLabelText('Phone')).not.toBeRequired();
    enter('Name', 'Reggie Registered', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    // Past validation the update goes to the server (none here, so its call fails with a toast).
    expect(
      await screen.findByText(/An error occurred while updating the employee\.|fetch/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Phone is required')).not.toBeInTheDocument();
    expect(screen.queryByText(ADDRESS_REQUIRED)).not.toBeInTheDocument();
  });

  it('still refuses to clear a phone the record has', async () => {
    renderDialog(UserFormDialog, captain);
    const dialog = screen.getByRole('dialog', { name: 'Edit Employee' });
    enter('Phone', '', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
  });

  it("is titled for the Captains page's captains", () => {
    renderDialog((props) => <UserFormDialog {...props} noun="captain" />, null, { role: 'fleet-manager' });
    expect(screen.getByRole('dialog', { name: 'Create Captain' })).toBeInTheDocument();
  });
});

describe('UserFormDialog, the employee changed underneath', () => {
  it("warns of someone else's save; Reload loads it, and Update sends its version", async () => {
    const { server, savedElsewhere } = renderOnServer(UserFormDialog, 'users', captain);
    const dialog = screen.getByRole('dialog', { name: 'Edit Employee' });
    const warning = await savedElsewhere(captain.id, { address: '9 Quay Lane' });
    expect(within(dialog).getByLabelText('Address')).toHaveValue('4 Dock Street');

    reload(warning);
    expect(within(dialog).getByLabelText('Address')).toHaveValue('9 Quay Lane');
    // The person's own change, applied again over the saved values.
    enter('Phone', '+15550100077', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]?.body).toMatchObject({ address: '9 Quay Lane', phone: '+15550100077', version: 2 });
  });
});

describe('UserFormDialog, Update with nothing changed', () => {
  it('sends nothing, says so, and closes: a write would tell others the employee changed', async () => {
    const { server } = renderOnServer(UserFormDialog, 'users', captain);
    const dialog = screen.getByRole('dialog', { name: 'Edit Employee' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(uiText.nothingToSave)).toBeInTheDocument();
    expect(server.puts).toHaveLength(0);
  });
});

describe('UsersPage rights', () => {
  const employeeRights = pageRights(<UsersPage />, employees, 'Carl Captain');
  const captainRights = pageRights(<CaptainsPage />, captains, 'Carl Captain');

  it('the admin may create, edit and delete', async () => {
    await employeeRights('admin', offers.all(deleteQuestion('employee', 'Carl Captain')));
    expect(screen.getByRole('heading', { name: 'Employees' })).toBeInTheDocument();
  });

  it('the fleet-manager sees the captains, may create and edit, not delete', async () => {
    await captainRights('fleet-manager', offers.allButDelete);
    expect(screen.getByRole('heading', { name: 'Captains' })).toBeInTheDocument();
  });
});
