import { CURRENT_PASSWORD_REQUIRED } from '@logistics/shared/contracts/auth';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from '@logistics/shared/ui/antd';
import { useSession } from '@logistics/shared/api/session';
import { ProfilePage } from '@logistics/shared/features/profile/profile-page';
import { ToastHost } from '@logistics/shared/ui/toast-host';
import { ONLY_IMAGES } from '@logistics/shared/contracts/validation';
import { uiText } from '@logistics/shared/contracts/messages';

jest.setTimeout(30000);

/** What a PNG file's bytes begin with. */
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function base64Url(value: string): string {
  return Buffer.from(value).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const token = `${base64Url('{"alg":"HS256"}')}.${base64Url(
  JSON.stringify({
    id: 'u-7',
    role: 'captain',
    email: 'cap@example.com',
    exp: Math.floor(Date.now() / 1000) + 3600,
  }),
)}.sig`;

const user = {
  id: 'u-7',
  version: 3,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  avatar: 'http://localhost/api/uploads/logistics/oldimage.png',
  name: 'Cap Tain',
  email: 'cap@example.com',
  phone: '0123456789',
  role: 'captain',
  national_id: 'N-1',
  driving_license_no: null,
  passport_no: null,
  address: '1 Harbour Road',
};

function answer(status: number, body?: unknown) {
  return { status, text: async () => (body === undefined ? '' : JSON.stringify(body)) };
}

let row: typeof user;
const calls: Array<{ method: string; url: string; body: unknown }> = [];
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const method = init.method ?? 'GET';
  const body =
    init.body instanceof FormData
      ? Object.fromEntries(
          Array.from(init.body.entries(), ([key, value]) => [
            key,
            typeof value === 'string' ? value : 'FILE',
          ]),
        )
      : init.body
        ? (JSON.parse(init.body as string) as unknown)
        : undefined;
  calls.push({ method, url, body });
  if (url === '/api/users/u-7' && method === 'GET') return answer(200, { user: row });
  if (url === '/api/users/u-7' && method === 'PUT') {
    const changes = body as Record<string, unknown>;
    if ('newPassword' in changes) return answer(200, { user: row, message: 'Password updated!' });
    row = { ...row, ...(changes as Partial<typeof user>), version: row.version + 1 };
    return answer(200, { user: row, message: 'Profile saved.' });
  }
  if (url === '/api/cloudinary/delete-image') return answer(200, { message: 'Image removed successfully.' });
  if (url === '/api/cloudinary/upload')
    return answer(201, { secure_url: 'http://localhost/api/uploads/logistics/newimage.png' });
  return answer(404, { message: 'no' });
});

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <ToastHost />
        <ProfilePage />
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  row = { ...user };
  calls.length = 0;
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
  useSession.getState().setToken(token, 'Cap Tain');
});

describe('ProfilePage', () => {
  it("loads the current user's row by id into the fields; the role is read-only", async () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Cap Tain'));
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/users/u-7' });
    expect(screen.getByLabelText('Email')).toHaveValue('cap@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('0123456789');
    expect(screen.getByLabelText('National ID')).toHaveValue('N-1');
    expect(screen.getByLabelText('Driving License No')).toHaveValue('');
    expect(screen.getByLabelText('Passport No')).toHaveValue('');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Harbour Road');
    expect(screen.getByLabelText('Role')).toHaveValue('captain');
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  });

  it('updates without the role and refills from the answer', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Cap Tain'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Captain Nemo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Captain Nemo', version: 3 });
    expect(put?.body).not.toHaveProperty('role');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Captain Nemo'));
  });

  it('Update Profile with nothing changed, or a change typed back, sends nothing and says so', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Cap Tain'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText(uiText.nothingToSave)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Captain Nemo' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Cap Tain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(screen.getAllByText(uiText.nothingToSave)).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(screen.getByLabelText('Name')).toHaveValue('Cap Tain');
  });

  it("replaces the avatar: delete the old image, upload the new one, save its URL, 'New avatar uploaded successfully.'", async () => {
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Cap Tain'));
    calls.length = 0;
    fireEvent.change(screen.getByLabelText('Change avatar'), {
      target: { files: [new File([PNG_SIGNATURE, 'rest of the image'], 'me.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('New avatar uploaded successfully.')).toBeInTheDocument();
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => call.url)).toEqual([
      '/api/cloudinary/delete-image',
      '/api/cloudinary/upload',
      '/api/users/u-7',
    ]);
    expect(writes[0]?.body).toEqual({ publicId: 'logistics/oldimage' });
    expect(writes[1]?.body).toMatchObject({ file: 'FILE', upload_preset: 'logistics', folder: 'logistics' });
    expect(writes[2]?.body).toEqual({
      avatar: 'http://localhost/api/uploads/logistics/newimage.png',
      version: 3,
    });
  });

  it.each([
    ['text named .png', new File(['not an image at all'], 'me.png', { type: 'image/png' })],
    ['an SVG', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' })],
  ])(
    "refuses %s before anything is sent: the old avatar is kept, 'Only image files are allowed.'",
    async (_, file) => {
      renderPage();
      await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Cap Tain'));
      calls.length = 0;
      fireEvent.change(screen.getByLabelText('Change avatar'), { target: { files: [file] } });
      expect(await screen.findByText(ONLY_IMAGES)).toBeInTheDocument();
      expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
      expect(row.avatar).toBe(user.avatar);
    },
  );

  it('changes its own password with the current one and the row version, then the session ends', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Cap Tain'));
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'N3wPassw0rd!' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'N3wPassw0rd!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    // Without the current password the form does not send.
    expect(await screen.findByText(CURRENT_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'Old!Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      currentPassword: 'Old!Passw0rd',
      newPassword: 'N3wPassw0rd!',
      version: 3,
    });
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('logistics.token')).toBeNull();
  });
});
