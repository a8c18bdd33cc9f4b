import { act, renderHook } from '@testing-library/react';
import { useSession, type SessionClaims } from '@logistics/shared/api/session';
import {
  columnPreferencesKey,
  readColumnPreferences,
  useColumnPreferences,
} from '@logistics/shared/ui/column-preferences';

function signIn(id: string) {
  const claims: SessionClaims = {
    id,
    role: 'admin',
    email: `${id}@example.com`,
    exp: Date.now() / 1000 + 3600,
  };
  act(() => useSession.setState({ token: 'token', claims }));
}

describe('useColumnPreferences', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn('user-1');
  });

  it('remembers hidden columns and widths per user and per list, across a reload', () => {
    const first = renderHook(() => useColumnPreferences('sales'));
    act(() => first.result.current.hide('customer'));
    act(() => first.result.current.setWidths([['bill_id', 180.4]]));
    expect(localStorage.getItem(columnPreferencesKey('user-1', 'sales'))).toBe(
      JSON.stringify({ hidden: ['customer'], shown: [], widths: { bill_id: 180 } }),
    );
    first.unmount();

    // A reload: the same user's same list comes back as they left it.
    const again = renderHook(() => useColumnPreferences('sales'));
    expect([...again.result.current.hidden]).toEqual(['customer']);
    expect(again.result.current.widths.get('bill_id')).toBe(180);
    expect(again.result.current.customised).toBe(true);

    // Another list, another user: their own.
    expect(renderHook(() => useColumnPreferences('purchases')).result.current.hidden.size).toBe(0);
    signIn('user-2');
    expect(again.result.current.hidden.size).toBe(0);
    signIn('user-1');
    expect(again.result.current.hidden.has('customer')).toBe(true);
  });

  it('shows a hidden column again from the View menu, and Reset columns forgets them all', () => {
    const { result } = renderHook(() => useColumnPreferences('sales'));
    act(() => result.current.toggle('status'));
    expect(result.current.hidden.has('status')).toBe(true);
    act(() => result.current.toggle('status'));
    expect(result.current.hidden.has('status')).toBe(false);
    act(() => result.current.toggle('status'));
    act(() => result.current.setWidths([['status', 150]]));
    act(() => result.current.reset());
    expect(result.current.customised).toBe(false);
    expect(localStorage.getItem(columnPreferencesKey('user-1', 'sales'))).toBeNull();
  });

  it('keeps a column hidden until shown, remembers it shown, and Reset columns hides it again', () => {
    const initiallyHidden = ['color'];
    const first = renderHook(() => useColumnPreferences('vehicles', initiallyHidden));
    expect([...first.result.current.hidden]).toEqual(['color']);
    expect(first.result.current.customised).toBe(false);
    act(() => first.result.current.toggle('color'));
    expect(first.result.current.hidden.has('color')).toBe(false);
    first.unmount();

    const again = renderHook(() => useColumnPreferences('vehicles', initiallyHidden));
    expect(again.result.current.hidden.size).toBe(0);
    expect(again.result.current.customised).toBe(true);
    act(() => again.result.current.hide('color'));
    expect(again.result.current.hidden.has('color')).toBe(true);
    // Hidden as it started: nothing is left to remember.
    expect(localStorage.getItem(columnPreferencesKey('user-1', 'vehicles'))).toBeNull();
    act(() => again.result.current.toggle('color'));
    act(() => again.result.current.reset());
    expect(again.result.current.hidden.has('color')).toBe(true);
  });

  it('reads a damaged entry as no preferences, and keeps none for a list without a name', () => {
    const key = columnPreferencesKey('user-1', 'sales');
    localStorage.setItem(key, '{not json');
    expect(readColumnPreferences(key)).toEqual({ hidden: [], shown: [], widths: {} });
    localStorage.setItem(key, JSON.stringify({ hidden: 'status', widths: { name: -5 } }));
    expect(readColumnPreferences(key)).toEqual({ hidden: [], shown: [], widths: {} });

    const { result } = renderHook(() => useColumnPreferences(undefined));
    act(() => result.current.hide('name'));
    expect(result.current.hidden.has('name')).toBe(true);
    expect(Object.keys(localStorage).filter((item) => item.startsWith('logistics.columns'))).toEqual([key]);
  });
});
