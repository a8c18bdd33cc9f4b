import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from '@logistics/shared/ui/router';
import { useSession } from '@logistics/shared/api/session';
import { TOKEN_STORAGE_KEY } from '@logistics/shared/contracts/format';
import AuthPage from './auth-page';
import ResetPasswordPage from './reset-password-page';
import { signOutState, type SignOut } from './sign-out';
import { answer, fetchMock, signedOutBrowser } from '../../test/browser-fakes';
import { renderInHost } from '../../test/render';
import { tokenOfRole } from '../../../shared/test/tokens';

jest.setTimeout(30000);

function bodyOf(call: unknown[]): unknown {
  return JSON.parse((call[1] as RequestInit).body as string);
}

function renderAt(path: string) {
  return renderInHost(
    path,
    <Routes>
      <Route path="/authentication" element={<AuthPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(signedOutBrowser);

describe('registration tab', () => {
  it("registers with name, email and password and shows the server's message", async () => {
    fetchMock.mockResolvedValue(answer(201, { message: 'Registered! Wait for a role.' }));
    renderAt('/authentication');
    fireEvent.click(await screen.findByRole('tab', { name: 'Registration' }));
    expect(await screen.findByText('Create a New Account')).toBeInTheDocument();
    expect(screen.getByText('Fill in the details to register.')).toBeInTheDocument();
    type('Name', 'New Person');
    type('Email', 'new.person@example.com');
    type('Password', 'Passw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registered! Wait for a role.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/register');
    expect(bodyOf(fetchMock.mock.calls[0] as unknown[])).toEqual({
      name: 'New Person',
      email: 'new.person@example.com',
      password: 'Passw0rd!',
    });
    // Back on the login tab.
    expect(await screen.findByText('Login to Your Account')).toBeInTheDocument();
  });

  it("shows the registration's fallback when the server gives no message", async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    renderAt('/authentication');
    fireEvent.click(await screen.findByRole('tab', { name: 'Registration' }));
    await screen.findByText('Create a New Account');
    type('Name', 'New Person');
    type('Email', 'new.person@example.com');
    type('Password', 'Passw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('An error occurred while trying to register an user.'),
    ).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it("asks only for the e-mail, titled 'Reset Password'", async () => {
    fetchMock.mockResolvedValue(answer(200, { message: 'Check your mail.' }));
    renderAt('/authentication');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reset Password');
    expect(dialog).toHaveTextContent('Enter your email to receive a password reset link.');
    expect(dialog.querySelectorAll('input')).toHaveLength(1);
    fireEvent.change(dialog.querySelector('input') as HTMLInputElement, {
      target: { value: 'admin@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your mail.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/request-password-reset');
    expect(bodyOf(fetchMock.mock.calls[0] as unknown[])).toEqual({ email: 'admin@example.com' });
  });
});

describe('/reset-password?token=', () => {
  it('asks for the new password twice and says when they differ', async () => {
    renderAt('/reset-password?token=abc');
    expect(await screen.findByText('Enter your new Password below.')).toBeInTheDocument();
    type('New Password', 'Passw0rd!');
    type('Confirm Password', 'Passw0rd#');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Passwords do not matches, please check your passwords and try again.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resets with the token, removes the stored token and goes to /authentication', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old-token');
    fetchMock.mockResolvedValue(answer(200, { message: 'Password reset.' }));
    renderAt('/reset-password?token=abc');
    await screen.findByText('Enter your new Password below.');
    type('New Password', 'N3wPassw0rd!');
    type('Confirm Password', 'N3wPassw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Login to Your Account')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/reset-password');
    expect(bodyOf(fetchMock.mock.calls[0] as unknown[])).toEqual({
      reset_password_token: 'abc',
      newPassword: 'N3wPassw0rd!',
    });
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    expect(await screen.findByText('Password reset.')).toBeInTheDocument();
  });
});

describe('the login page arrived at by Sign out', () => {
  /** The login page as Sign out reaches it, and the location it is left at. */
  function arriveSigningOut(how: SignOut) {
    useSession.getState().setToken(tokenOfRole('captain'), 'Cap Tain');
    const token = useSession.getState().token;
    const seen: { location?: ReturnType<typeof useLocation> } = {};
    function Where() {
      seen.location = useLocation();
      return null;
    }
    renderInHost(
      { pathname: '/authentication', state: signOutState(how) },
      <Routes>
        <Route
          path="/authentication"
          element={
            <>
              <AuthPage />
              <Where />
            </>
          }
        />
        <Route path="/captain/*" element={<p>captain home</p>} />
      </Routes>,
    );
    return { token, seen };
  }

  it('signs out once: the server is told, and the entry no longer asks it, so a reload signs out nothing more', async () => {
    const logouts: Array<string | undefined> = [];
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (!url.startsWith('/api/auth/logout/')) return answer(404);
      logouts.push((init.headers as Record<string, string>).Authorization);
      return answer(200, { message: 'Logged out successfully' });
    });
    const { token, seen } = arriveSigningOut('tell-server');
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(logouts).toEqual([`Bearer ${token}`]);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(seen.location?.state).toBeNull();
    // The signed-in person was not sent back to their home on the way.
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('forgets a session the server already ended without telling it, and says nothing failed', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Session expired.' }));
    const { seen } = arriveSigningOut('forget');
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(seen.location?.state).toBeNull();
    expect(screen.queryByText('An error occurred while logging out')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('fallback messages when the server gives none', () => {
  it('login', async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    renderAt('/authentication');
    type('Email', 'admin@example.com');
    type('Password', 'Passw0rd!');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('An error occurred while trying to login.')).toBeInTheDocument();
  });

  it("login: the server's message when it gives one", async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Invalid email or password.' }));
    renderAt('/authentication');
    type('Email', 'admin@example.com');
    type('Password', 'Passw0rd!');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
  });

  it('forgot password', async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    renderAt('/authentication');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('input') as HTMLInputElement, {
      target: { value: 'admin@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('An error occurred while sending reset password to email.'),
    ).toBeInTheDocument();
  });

  it('reset password', async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    renderAt('/reset-password?token=abc');
    await screen.findByText('Enter your new Password below.');
    type('New Password', 'N3wPassw0rd!');
    type('Confirm Password', 'N3wPassw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('An error occurred during password reset.')).toBeInTheDocument();
  });
});

describe('the login page, drawn without antd', () => {
  it('moves between the tabs with the arrow keys, as WAI-ARIA tabs do', async () => {
    renderAt('/authentication');
    const loginTab = await screen.findByRole('tab', { name: 'Login' });
    expect(loginTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Login' })).toHaveTextContent('Login to Your Account');
    fireEvent.keyDown(loginTab, { key: 'ArrowRight' });
    const registrationTab = screen.getByRole('tab', { name: 'Registration' });
    expect(registrationTab).toHaveAttribute('aria-selected', 'true');
    expect(registrationTab).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Registration' })).toHaveTextContent('Create a New Account');
    fireEvent.keyDown(registrationTab, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows and hides the password, and shows the rule under a field that breaks it', async () => {
    renderAt('/authentication');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');

    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    const message = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
