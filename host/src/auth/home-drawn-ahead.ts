import { useEffect, useState } from 'react';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { whenIdle } from '@logistics/shared/ui/when-idle';
import { prefetchHomeCode } from './prepare-home';

/**
 * On the login page, once it is idle, loads the code of what the login leads to (prefetchHomeCode); where this
 * browser signed in before, answers that role's home path once its code is in, for the app to draw that home
 * there ahead, hidden (AppRoutes). Null elsewhere and until then.
 */
export function useHomeDrawnAhead(onLoginPage: boolean): string | null {
  const [home, setHome] = useState<string | null>(null);
  // Each visit of the login page starts afresh, so a sign-out leaves nothing of the screens it left drawn. Forgotten
  // as the page changes, during that render: a reset from an effect would draw the screens after the login again.
  const [onLoginPageBefore, setOnLoginPageBefore] = useState(onLoginPage);
  if (onLoginPage !== onLoginPageBefore) {
    setOnLoginPageBefore(onLoginPage);
    setHome(null);
  }
  useEffect(() => {
    if (!onLoginPage) return undefined;
    let current = true;
    const cancel = whenIdle(() => {
      void prefetchHomeCode().then((role) => {
        if (current && role) setHome(prefixOf(role));
      });
    }, 3000);
    return () => {
      current = false;
      cancel();
    };
  }, [onLoginPage]);
  return onLoginPage ? home : null;
}
