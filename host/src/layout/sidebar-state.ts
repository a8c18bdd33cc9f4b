import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR } from '@logistics/shared/contracts/format';
import { useIsMobile } from '@logistics/shared/ui/use-mobile';

const SIDEBAR_COOKIE = SIDEBAR.cookieName;

/** 'true' when the sidebar is expanded; expanded unless the cookie says otherwise. */
export function readSidebarOpen(cookie: string = document.cookie): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarOpen(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR.cookieMaxAgeSeconds}; samesite=lax`;
}

/**
 * The sidebar: expanded or icon-only on a wide screen (kept in a cookie), a slide-in panel on a small one.
 * Ctrl+B or ⌘+B toggles whichever applies.
 */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readSidebarOpen);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarOpen(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR.keyboardShortcut &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, mobileOpen, setMobileOpen, toggle };
}
