import { mainThreadTime, packageOf } from './profile-login.mjs';

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

describe("a trace's main thread time", () => {
  const thread = (pid, tid, name) => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
  const span = (name, ts, dur, tid = 1) => ({ name, ph: 'X', pid: 7, tid, ts: ts * 1000, dur: dur * 1000 });

  it("counts each event's own time, without what is nested in it, by kind and by name", () => {
    const { busyMs, byKind, byName } = mainThreadTime([
      thread(7, 1, 'CrRendererMain'),
      span('RunTask', 0, 100),
      span('FunctionCall', 10, 50),
      span('UpdateLayoutTree', 20, 10),
      span('Layout', 70, 10),
      span('RunTask', 200, 20),
      span('ParseHTML', 200, 20),
    ]);
    expect(busyMs).toBe(120);
    expect(Object.fromEntries(byKind)).toEqual({
      task: 40,
      scripts: 40,
      styles: 10,
      layout: 10,
      loading: 20,
    });
    expect(byName.get('FunctionCall')).toBe(40);
    expect(byName.get('RunTask')).toBe(40);
  });

  it("reads the busiest renderer main thread only, and calls a name it does not know 'other'", () => {
    const { busyMs, byKind } = mainThreadTime([
      thread(7, 1, 'CrRendererMain'),
      thread(7, 2, 'CrRendererMain'),
      thread(7, 3, 'Compositor'),
      span('RunTask', 0, 5, 1),
      span('RunTask', 0, 30, 2),
      span('SomethingNew', 0, 30, 2),
      span('RunTask', 0, 500, 3),
    ]);
    expect(busyMs).toBe(30);
    expect(Object.fromEntries(byKind)).toEqual({ task: 0, other: 30 });
  });
});
