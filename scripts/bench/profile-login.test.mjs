import { packageOf } from './profile-login.mjs';

describe("the login profile's packages", () => {
  it('name a dependency by its package, scoped or not, as pnpm lays it out', () => {
    expect(
      packageOf(
        'webpack://host/../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
      ),
    ).toBe('react-dom');
    expect(
      packageOf(
        'webpack://remote-captain/../node_modules/.pnpm/@rc-component+notification@2.1.1/node_modules/@rc-component/notification/es/index.js',
      ),
    ).toBe('@rc-component/notification');
    expect(packageOf('webpack://host/./node_modules/dayjs/dayjs.min.js')).toBe('dayjs');
  });

  it("name webpack's runtime and our own code by its first folders", () => {
    expect(packageOf('webpack://host/webpack/runtime/jsonp chunk loading')).toBe('webpack runtime');
    expect(packageOf('webpack://remote-captain/../shared/src/ui/list-grid.tsx')).toBe('app: shared/src/ui');
    expect(packageOf('webpack://host/./src/layout/sidebar-nav.tsx')).toBe('app: host/src/layout');
  });

  it('say when a sample has no source', () => {
    expect(packageOf(undefined)).toBe('(no source)');
  });
});
