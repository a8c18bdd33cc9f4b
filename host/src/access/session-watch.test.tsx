import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes, useLocation } from '@logistics/shared/ui/router';
import { currentClaims, useSession } from '@logistics/shared/api/session';
import { authMessages, sessionEndedTexts, uiText } from '@logistics/shared/contracts/messages';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { answer, fetchMock, signedOutBrowser } from '../../test/browser-fakes';
import { renderInHost } from '../../test/render';
import { unsignedToken } from '../../../shared/test/tokens';
import { endSession, sessionResumed } from '../auth/ended-session';
import { SignInAgainDialog } from '../auth/sign-in-again-dialog';
import { AUTHENTICATION_PATH } from './paths';
import { useReadsOfOneReader } from './session-watch';

jest.setTimeout(30000);

const tokenOf = (id: string, role: string) =>
  unsignedToken({ id, role, email: `${id}@example.com`, exp: Math.floor(Date.now() / 1000) + 7200 });

/** Every read shown, by the screen that showed it: a read of the session before must never reach the next one. */
let shown: string[] = [];
let readsAsked = 0;

/** A list both roles read under the same key, as the product's lists are (the key names the resource, not the reader). */
function Shipments({ screenName }: { screenName: string }) {
  const reads = useQuery({
    queryKey: ['shipments'],
    queryFn: async () => {
      const claims = currentClaims();
      readsAsked += 1;
      return `read ${readsAsked} by ${claims?.id} as ${claims?.role}`;
    },
  });
  if (reads.data) shown.push(`${screenName}: ${reads.data}`);
  return <output aria-label={screenName}>{reads.data ?? 'loading'}</output>;
}

/** A shipment's edit dialog with a change typed into it, not saved. */
function EditingShipment() {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog
      open={open}
      title="Edit shipment"
      submitLabel="Update"
      submitting={false}
      dirty
      formId="shipment-form"
      onSubmit={(event) => event.preventDefault()}
      onCancel={() => setOpen(false)}
    >
      <input aria-label="Note" defaultValue="typed, not saved" />
    </FormDialog>
  );
}

function App() {
  useReadsOfOneReader(useLocation().pathname === AUTHENTICATION_PATH);
  return (
    <>
      <Routes>
        <Route path={AUTHENTICATION_PATH} element={<p>login page</p>} />
        <Route
          path="/captain/shipments"
          element={
            <>
              <Shipments screenName="captain shipments" />
              <SignInAgainDialog />
            </>
          }
        />
        <Route path="/captain/shipments/edit" element={<EditingShipment />} />
        <Route path="/captain" element={<Shipments screenName="captain home" />} />
        <Route path="/admin" element={<Shipments screenName="admin home" />} />
      </Routes>
    </>
  );
}

beforeEach(() => {
  signedOutBrowser();
  sessionResumed();
  shown = [];
  readsAsked = 0;
  useSession.getState().setToken(tokenOf('u-1', 'captain'), 'Cap Tain');
});

async function openedByTheFirstCaptain() {
  renderInHost('/captain/shipments', <App />);
  expect(await screen.findByText('read 1 by u-1 as captain')).toBeInTheDocument();
}

describe('the query cache holds the reads of one person in one role', () => {
  it('another person signed in under the open page (in another tab) starts at their home, never shown the reads before', async () => {
    await openedByTheFirstCaptain();
    // What the other tab's sign-in leaves in this one: the stored token, read again on its storage event.
    act(() => void useSession.getState().setToken(tokenOf('u-2', 'captain'), 'Other Captain'));
    expect(await screen.findByLabelText('captain home')).toHaveTextContent(/by u-2 as captain/);
    expect(screen.queryByLabelText('captain shipments')).not.toBeInTheDocument();
    const atHome = shown.filter((read) => read.startsWith('captain home'));
    expect(atHome.filter((read) => !read.endsWith('by u-2 as captain'))).toEqual([]);
  });

  it('the same account signed in again under another role reads its home anew, never with the role before', async () => {
    await openedByTheFirstCaptain();
    endSession(authMessages.sessionExpired);
    await screen.findByRole('dialog', { name: sessionEndedTexts.title });
    fetchMock.mockResolvedValue(
      answer(200, {
        token: tokenOf('u-1', 'admin'),
        message: authMessages.loggedIn,
        user: { id: 'u-1', role: 'admin', email: 'u-1@example.com', name: 'Cap Tain' },
      }),
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!' } });
    fireEvent.click(screen.getByRole('button', { name: sessionEndedTexts.signIn }));
    await waitFor(() => expect(screen.getByLabelText('admin home')).toHaveTextContent(/by u-1 as admin/));
    const atHome = shown.filter((read) => read.startsWith('admin home'));
    expect(atHome.filter((read) => !read.endsWith('by u-1 as admin'))).toEqual([]);
  });

  it('the same person in the same role with a new token keeps the page and its reads', async () => {
    await openedByTheFirstCaptain();
    const reads = shown.length;
    act(() => void useSession.getState().setToken(tokenOf('u-1', 'captain'), 'Cap Tain'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('captain shipments')).toHaveTextContent('read 1 by u-1 as captain');
    // Drawn again, if at all, with the read it had: nothing was forgotten and nothing asked the server anew.
    expect(
      shown.slice(reads).filter((read) => read !== 'captain shipments: read 1 by u-1 as captain'),
    ).toEqual([]);
    expect(readsAsked).toBe(1);
  });
});

describe('unsaved changes belong to the person who typed them', () => {
  // By its title's text: in jsdom antd gives every modal's title the same id, so a dialog's name is not its title.
  const discardQuestion = () => screen.queryByText(uiText.discardTitle);

  it('another person signed in under an open dialog goes home without being asked about, or shown, the changes before', async () => {
    renderInHost('/captain/shipments/edit', <App />);
    expect(await screen.findByLabelText('Note')).toHaveValue('typed, not saved');
    act(() => void useSession.getState().setToken(tokenOf('u-2', 'captain'), 'Other Captain'));
    await waitFor(() => expect(screen.getByLabelText('captain home')).toHaveTextContent(/by u-2 as captain/));
    expect(discardQuestion()).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Note')).not.toBeInTheDocument();
  });

  it('the same person under another role is asked before their own changes are thrown away', async () => {
    renderInHost('/captain/shipments/edit', <App />);
    expect(await screen.findByLabelText('Note')).toHaveValue('typed, not saved');
    act(() => void useSession.getState().setToken(tokenOf('u-1', 'admin'), 'Cap Tain'));
    expect(await screen.findByText(uiText.discardTitle)).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('typed, not saved');
    expect(screen.queryByLabelText('admin home')).not.toBeInTheDocument();
  });

  it('another person signed in under an open dialog closes it, also where the page does not move', async () => {
    renderInHost('/captain/shipments/edit', <EditingShipment />);
    expect(await screen.findByLabelText('Note')).toHaveValue('typed, not saved');
    act(() => void useSession.getState().setToken(tokenOf('u-2', 'captain'), 'Other Captain'));
    await waitFor(() => expect(screen.queryByLabelText('Note')).not.toBeInTheDocument());
    expect(discardQuestion()).not.toBeInTheDocument();
  });
});
