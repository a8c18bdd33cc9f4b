import { useEffect } from 'react';
import { useLocation, useNavigate } from '@logistics/shared/ui/router';
import { useLogoutMutation } from '@logistics/shared/api/auth';
import { useSession } from '@logistics/shared/api/session';
import { authMessages } from '@logistics/shared/contracts/messages';
import { useToasts } from '@logistics/shared/ui/toasts';

/**
 * Sign out leaves a signed-in page by going to the login page first, as any navigation does, so a form with unsaved
 * changes asks before it goes (and Keep editing keeps the person signed in); the login page signs out as it arrives.
 * From the user menu the server is told (`tell-server`); from over a page whose session the server already ended,
 * the session is only forgotten here (`forget`): telling the server would be refused, and said as a failure.
 */
export type SignOut = 'tell-server' | 'forget';

/** The navigation's state that asks the login page to sign out. */
export const signOutState = (how: SignOut) => ({ signOut: how });

function signOutAsked(state: unknown): SignOut | null {
  const how =
    typeof state === 'object' && state !== null ? (state as { signOut?: unknown }).signOut : undefined;
  return how === 'tell-server' || how === 'forget' ? how : null;
}

/**
 * On the login page: signs out when the navigation there asked it, once (the state is taken off the history entry,
 * so a reload does not sign out, or say so, again). True while that arrival is the one being drawn.
 */
export function useSignOutOnArrival(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const logout = useLogoutMutation();
  const how = signOutAsked(location.state);
  // An effect, not a layout effect: a router hears of navigations from its own effect, which runs after its pages'.
  useEffect(() => {
    if (!how) return;
    void navigate(location.pathname, { replace: true, state: null });
    if (how === 'forget') {
      useSession.getState().clear();
      return;
    }
    // The mutation forgets the token here before it calls the server, so a failed call still signs out here.
    logout.mutateAsync().then(
      (answer) => {
        if (answer.message) toasts.success(answer.message);
      },
      () => toasts.error(authMessages.signOutFailed),
    );
    // Once per arrival: the state it reads is gone after the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [how]);
  return how !== null;
}
