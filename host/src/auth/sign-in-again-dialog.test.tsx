import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from '@logistics/shared/ui/router';
import { useSession } from '@logistics/shared/api/session';
import { authMessages, sessionEndedTexts } from '@logistics/shared/contracts/messages';
import { answer, fetchMock, signedOutBrowser } from '../../test/browser-fakes';
import { renderInHost } from '../../test/render';
import { tokenOfRole, unsignedToken } from '../../../shared/test/tokens';
import { useReadsOfOneReader } from '../access/session-watch';
import { endSession, sessionResumed, useEndedSession } from './ended-session';
import { SignInAgainDialog } from './sign-in-again-dialog';

jest.setTimeout(30000);

/** A page whose read counts how often it was asked, with the dialog over it. */
function CaptainPage() {
  const reads = useQuery({ queryKey: ['shipments'], queryFn: async () => Date.now() });
  return (
    <>
      <p>captain page</p>
      <output aria-label="reads">{reads.dataUpdatedAt}</output>
      <SignInAgainDialog />
    </>
  );
}

/** What the host's app holds around its pages that the dialog leaves a change of role to. */
function ReadsOfOneReader() {
  useReadsOfOneReader(false);
  return null;
}

function renderPage() {
  renderInHost(
    '/captain/shipments',
    <>
      <ReadsOfOneReader />
      <Routes>
        <Route path="/captain/*" element={<CaptainPage />} />
        <Route path="/admin" element={<p>admin home</p>} />
      </Routes>
    </>,
  );
}

/** A new session's token: another one than the ended session's, as the server's always is (its own id). */
const newToken = (role: string) =>
  unsignedToken({ id: 'u-1', role, email: 'cap@example.com', exp: Math.floor(Date.now() / 1000) + 7200 });

const loginAnswer = (role: string) =>
  answer(200, {
    token: newToken(role),
    message: authMessages.loggedIn,
    user: { id: 'u-1', role, email: 'cap@example.com', name: 'Cap Tain' },
  });

async function signInAgain(password: string) {
  const dialog = await screen.findByRole('dialog', { name: sessionEndedTexts.title });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: sessionEndedTexts.signIn }));
  return dialog;
}

beforeEach(() => {
  signedOutBrowser();
  sessionResumed();
  useSession.getState().setToken(tokenOfRole('captain', 'cap@example.com'), 'Cap Tain');
});

describe('the dialog over a page whose session ended', () => {
  it("asks in the server's words, for the same account, and goes on where the person was", async () => {
    renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const readAt = () => Number(screen.getByLabelText('reads').textContent);
    await waitFor(() => expect(readAt()).toBeGreaterThan(0));
    const firstRead = readAt();
    endSession(authMessages.sessionExpired);
    const dialog = await screen.findByRole('dialog', { name: sessionEndedTexts.title });
    expect(dialog).toHaveTextContent(authMessages.sessionExpired);
    expect(dialog).toHaveTextContent(sessionEndedTexts.kept);
    expect(screen.getByLabelText('Email')).toHaveValue('cap@example.com');

    fetchMock.mockResolvedValue(loginAnswer('captain'));
    await signInAgain('Passw0rd!');
    await waitFor(() => expect(useEndedSession.getState().message).toBeNull());
    expect(screen.getByText('captain page')).toBeInTheDocument();
    // The page's reads, refused meanwhile, are asked again with the new session.
    await waitFor(() => expect(readAt()).toBeGreaterThan(firstRead));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'cap@example.com',
      password: 'Passw0rd!',
    });
  });

  it('says a refused sign-in in the dialog and keeps asking', async () => {
    renderPage();
    endSession(authMessages.sessionExpired);
    fetchMock.mockResolvedValue(answer(401, { message: 'Invalid email or password.' }));
    const dialog = await signInAgain('Wr0ng-Passw0rd!');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(dialog).toBeVisible();
    expect(useEndedSession.getState().message).toBe(authMessages.sessionExpired);
  });

  it("says the page is not kept when the role changed, and goes to the new role's home", async () => {
    renderPage();
    endSession(authMessages.roleChanged);
    const dialog = await screen.findByRole('dialog', { name: sessionEndedTexts.title });
    expect(dialog).toHaveTextContent(authMessages.roleChanged);
    expect(dialog).toHaveTextContent(sessionEndedTexts.roleChanged);
    expect(dialog).not.toHaveTextContent(sessionEndedTexts.kept);
    fetchMock.mockResolvedValue(loginAnswer('admin'));
    await signInAgain('Passw0rd!');
    expect(await screen.findByText('admin home')).toBeInTheDocument();
  });

  it('goes on once the person signed in again in another tab', async () => {
    renderPage();
    endSession(authMessages.sessionExpired);
    await screen.findByRole('dialog', { name: sessionEndedTexts.title });
    useSession.getState().setToken(newToken('captain'), 'Cap Tain');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('captain page')).toBeInTheDocument();
  });
});
