import { homePage, menus, routesOf } from './menus';
import { pageKeys, pages } from './pages';
import { roles } from './roles';

describe('the page table', () => {
  it.each(roles)("%s: each menu title is its page's title in the one table", (role) => {
    for (const item of menus[role]) expect(item.title).toBe(pages[item.page].title);
  });

  it.each(roles)("%s: each menu page sits at its own path, but for the in-charge's inventory", (role) => {
    const moved = menus[role].filter((item) => item.path !== pages[item.page].path);
    expect(moved.map((item) => [item.page, item.path])).toEqual(
      role === 'inventory-in-charge' ? [['inventories', 'inventory']] : [],
    );
  });

  it('describes every page key once, with a title', () => {
    expect(Object.keys(pages).sort()).toEqual([...pageKeys].sort());
    for (const page of pageKeys) expect(pages[page].title).not.toBe('');
  });

  it.each(roles)('%s: a detail page is routed under its list, a home-only page at the home only', (role) => {
    const routes = routesOf(role);
    for (const { page, path } of routes.slice(1)) {
      const list = pages[page].detailOf;
      const listRoute = routes.find((route) => route.page === list && route.path !== '');
      if (list) expect(path).toBe(`${listRoute?.path}/${pages[page].path}`);
      else expect(pages[page].path).toBeDefined();
    }
    expect(pages[homePage.admin].path).toBeUndefined();
  });
});
