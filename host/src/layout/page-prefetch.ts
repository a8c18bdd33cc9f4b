import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { menuOf, type PageKey } from '@logistics/shared/contracts/menus';
import type { Role } from '@logistics/shared/contracts/roles';
import { prefetchPageList } from '@logistics/shared/api/page-lists';
import { currentClaims } from '@logistics/shared/api/session';
import { preloadRolePage } from '../remotes/remote-loader';
import { whenIdle } from '@logistics/shared/ui/when-idle';

/** How long the menu's pages wait for an idle moment before loading anyway (never while the home is busy first). */
const IDLE_WAIT_MS = 10_000;

/**
 * Once the home is idle (drawn, its reads answered), the code of the role's menu pages, one page per idle moment,
 * so a menu click draws its page without waiting for its chunk. Code only: no read starts before the person points
 * at a link.
 */
export function usePreloadMenuPages(role: Role | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!role) return undefined;
    const pages = menuOf(role).map((item) => item.page);
    let cancel = () => {};
    let stopped = false;
    const next = (index: number) => {
      const page = pages[index];
      if (stopped || page === undefined) return;
      cancel = whenIdle(() => {
        // A read still on its way (the home's rows): its answer and drawing come first.
        if (client.isFetching() > 0) next(index);
        else void preloadRolePage(role, page).then(() => next(index + 1));
      }, IDLE_WAIT_MS);
    };
    next(0);
    return () => {
      stopped = true;
      cancel();
    };
  }, [role, client]);
}

/**
 * A menu link's intent (hover, keyboard focus): the page's code and its first read start now, through the same
 * permission-checked query the page makes, so the click finds both. Live events invalidate that read as any other.
 */
export function usePrefetchPage(role: Role | null): (page: PageKey) => void {
  const client = useQueryClient();
  return (page) => {
    if (!role) return;
    void preloadRolePage(role, page);
    prefetchPageList(client, role, page, currentClaims()?.id).catch(() => undefined);
  };
}
