import {
  attachToastHost,
  hasPendingToasts,
  onToastPending,
  toasts,
  toastsFor,
  type Toast,
  type ToastHostHandle,
} from '@logistics/shared/ui/toasts';

/** A toast host that records what it was told: the toasts shown, and the keys closed. */
function recorder() {
  const shown: Array<Omit<Toast, 'key'>> = [];
  const keys: string[] = [];
  const dismissed: string[] = [];
  const handle: ToastHostHandle = {
    show: ({ key, ...toast }) => {
      keys.push(key);
      shown.push(toast);
    },
    dismiss: (key) => dismissed.push(key),
  };
  return { shown, keys, dismissed, handle };
}

describe('toasts raised before the toast host is mounted', () => {
  it('wait for the host, at most the three newest, and reach it when it attaches', () => {
    const woken = jest.fn();
    const stopWatching = onToastPending(woken);
    toasts.success('one');
    toasts.info('two');
    toasts.error(new Error('three'));
    toasts.error({}, 'four: the fallback');
    expect(hasPendingToasts()).toBe(true);
    expect(woken).toHaveBeenCalledTimes(4);
    stopWatching();

    const host = recorder();
    const detach = attachToastHost(host.handle);
    expect(host.shown).toEqual([
      { kind: 'info', message: 'two' },
      { kind: 'error', message: 'three' },
      { kind: 'error', message: 'four: the fallback' },
    ]);
    expect(new Set(host.keys).size).toBe(3);
    expect(hasPendingToasts()).toBe(false);

    // Attached: a toast goes straight to the host and nothing waits.
    toasts.success('five');
    expect(host.shown.at(-1)).toEqual({ kind: 'success', message: 'five' });
    expect(hasPendingToasts()).toBe(false);

    detach();
    toasts.info('six');
    expect(host.shown).toHaveLength(4);
    expect(hasPendingToasts()).toBe(true);
    attachToastHost(host.handle)();
    expect(host.shown.at(-1)).toEqual({ kind: 'info', message: 'six' });
  });
});

describe("a form's error toasts", () => {
  it('are closed when that form succeeds, and only that form', () => {
    const host = recorder();
    const detach = attachToastHost(host.handle);
    const login = toastsFor('login-form');
    const other = toastsFor('other-form');
    login.error({ message: 'Invalid email or password.' });
    const loginError = host.keys.at(-1);
    other.error({ message: 'Something else went wrong.' });
    toasts.error({ message: 'A list could not be fetched.' });
    expect(host.dismissed).toEqual([]);

    login.success('Logged in successfully.');
    expect(host.dismissed).toEqual([loginError]);
    // A second success has nothing left to close.
    login.success('Logged in successfully.');
    expect(host.dismissed).toEqual([loginError]);
    detach();
  });

  it('waiting for the host are dropped when the form succeeds first', () => {
    const login = toastsFor('login-form');
    login.error({ message: 'Invalid email or password.' });
    login.success('Logged in successfully.');
    const host = recorder();
    attachToastHost(host.handle)();
    expect(host.shown).toEqual([{ kind: 'success', message: 'Logged in successfully.' }]);
  });
});
