import { act, renderHook } from '@testing-library/react';
import { useIdleAfter, whenIdle } from '@logistics/shared/ui/when-idle';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('whenIdle', () => {
  it('runs the work once the browser is idle, and not at all once cancelled', async () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    await act(() => sleep(500));
    expect(ran).toEqual(['kept']);
  });
});

describe('useIdleAfter', () => {
  it('stays false while not ready, however idle the browser, and turns true once idle after it is', async () => {
    const { result, rerender } = renderHook(({ ready }) => useIdleAfter(ready), {
      initialProps: { ready: false },
    });
    await act(() => sleep(500));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    await act(() => sleep(500));
    expect(result.current).toBe(true);
  });
});
