import { PageSpinner } from '@logistics/shared/ui/page-spinner';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from '@logistics/shared/ui/router';
import { homePageAt, isRoleHomePath, pages, routesOf, type PageKey } from '@logistics/shared/contracts/menus';
import type { Role } from '@logistics/shared/contracts/roles';
import { NotFoundPage } from '@logistics/shared/ui/not-found-page';
import { RoleProvider } from '@logistics/shared/ui/role';

/**
 * The pages a remote draws, by page key (a key of the role's route table without a page shows the 404 page).
 * Every remote passes the one table of them, `pageLoaders` of `@logistics/shared/features/pages`.
 */
export type RolePages = Partial<Record<PageKey, ComponentType>>;

/** A page's component that loads its code when first drawn, or earlier through `preload` (idle time, a hover). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page loaded only when its route is shown, so a role's home never waits on its other pages' code:
 * `lazyPage(() => import('@logistics/shared/features/vendors/list-page'), 'VendorsPage')`. `preload()` fetches
 * and runs the same chunk ahead (the page then draws at once); a failed preload is forgotten, so the page's own
 * load asks again and shows its error.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
): LazyPage {
  let loading: Promise<Record<K, ComponentType>> | undefined;
  const loadOnce = () => {
    const started = loading ?? load();
    loading = started;
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    return started;
  };
  const Page = lazy(async () => {
    const Component: ComponentType = (await loadOnce())[exportName];
    return { default: Component };
  });
  return Object.assign(Page, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}

function PageLoading() {
  return <PageSpinner label="Loading page" />;
}

/** A page's title, the same in every role's menu (shared/src/contracts/pages.ts). */
export function pageTitle(_role: Role, page: PageKey): string {
  return pages[page].title;
}

/**
 * A role's route table (shared/contracts routesOf) under the role's prefix: each page key maps to the page a
 * remote draws. Unknown paths inside the prefix show the 404 page. At `/` the
 * home route shows the root page (the admin's categories), at `/{role}` the role's home, with `homeTop` above
 * it there (the inventory roles' low-stock panel).
 */
export function RoleRoutes({ role, pages, homeTop }: { role: Role; pages: RolePages; homeTop?: ReactNode }) {
  const { pathname } = useLocation();
  const elementOf = (page: PageKey) => {
    const Page = pages[page];
    return Page ? <Page /> : <NotFoundPage />;
  };
  const homePage = homePageAt(role, pathname);
  const home =
    homeTop && isRoleHomePath(role, pathname) ? (
      <>
        {homeTop}
        {elementOf(homePage)}
      </>
    ) : (
      elementOf(homePage)
    );
  return (
    <RoleProvider role={role}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {routesOf(role).map(({ page, path }) =>
            path === '' ? (
              <Route key="home" index element={home} />
            ) : (
              <Route key={path} path={path} element={elementOf(page)} />
            ),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RoleProvider>
  );
}
