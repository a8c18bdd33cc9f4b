import { attachToastHost, hasPendingToasts, onToastPending, toasts, type Toast } from './toasts';

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

    const shown: Toast[] = [];
    const detach = attachToastHost((toast) => shown.push(toast));
    expect(shown).toEqual([
      { kind: 'info', message: 'two' },
      { kind: 'error', message: 'three' },
      { kind: 'error', message: 'four: the fallback' },
    ]);
    expect(hasPendingToasts()).toBe(false);

    // Attached: a toast goes straight to the host and nothing waits.
    toasts.success('five');
    expect(shown.at(-1)).toEqual({ kind: 'success', message: 'five' });
    expect(hasPendingToasts()).toBe(false);

    detach();
    toasts.info('six');
    expect(shown).toHaveLength(4);
    expect(hasPendingToasts()).toBe(true);
    attachToastHost((toast) => shown.push(toast))();
    expect(shown.at(-1)).toEqual({ kind: 'info', message: 'six' });
  });
});
