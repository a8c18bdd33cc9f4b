import { create } from 'zustand';

/**
 * A session the server ended (a call answered 401: it expired, or was ended by a logout elsewhere, a new password
 * or another role) while a signed-in page was open: the server's words, until the person signs in again over the
 * page or signs out. The page stays as it was, with whatever was typed in it.
 */
export const useEndedSession = create<{ message: string | null }>(() => ({ message: null }));

export const endSession = (message: string) => useEndedSession.setState({ message });

export const sessionResumed = () => useEndedSession.setState({ message: null });
