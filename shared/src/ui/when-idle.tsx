import { useEffect, useState } from 'react';

/** Runs `work` when the browser is idle (or after `timeout` ms at the latest); returns the cancel function. */
export function whenIdle(work: () => void, timeout = 1500): () => void {
  // Safari has no requestIdleCallback: a short wait stands in for it there.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

/** False until the browser has been idle once after `ready` became true (within `timeout` ms at the latest). */
export function useIdleAfter(ready: boolean, timeout?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    return whenIdle(() => setIdle(true), timeout);
  }, [ready, idle, timeout]);
  return idle;
}
