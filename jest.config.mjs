// One jest for the workspace, one project per kind of test. TypeScript goes through SWC; the shared package
// is read from source so tests never depend on a stale build.
// jsdom matches every CSS rule of antd and ag-grid (thousands of selectors) on each getComputedStyle; nwsapi's
// cache of compiled selectors held 1000, so it recompiled them all on every call and a screen test took 25 s, and
// it hashed each selector again on every lookup. patches/nwsapi@2.2.28.patch (pnpm patchedDependencies) raises the
// limit and keeps the cache in a Map (2026-11-29: the UI suites 224 s → 155 s summed, data-table.test 27 s → 16 s).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@logistics/shared/(contracts|api)/(.*)$': '<rootDir>/shared/src/$1/$2.ts',
    '^@logistics/shared/(ui|features)/(.*)$': '<rootDir>/shared/src/$1/$2',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/tooling/jest-stylesheet.cjs',
  },
  rootDir: '.',
};

export default {
  // A global option (jest ignores it inside a project): the server suites start databases and real servers.
  testTimeout: 60000,
  // How long a worker may take to end once the run is over before jest kills it and blames "tests leaking due to
  // improper teardown". No handle is left open (process.getActiveResourcesInfo() in the workers at the end: only
  // their pipes to jest), but V8 lets each worker's heap grow to about 1 GB, mostly garbage (the UI suites' heaps
  // held 130–330 MB once collected), and releasing it took a worker about 300 ms with the machine idle and 495–595
  // ms with both cores busy: past jest's default of 500 ms on a slow machine, with every test passed. A handle
  // really left open still holds a worker past this.
  workerGracefulExitTimeout: 5000,
  projects: [
    {
      ...common,
      displayName: 'contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/shared/src/contracts/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tooling/jest-dom-setup.ts'],
      testMatch: ['<rootDir>/shared/src/{api,ui,features}/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'host',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tooling/jest-dom-setup.ts'],
      testMatch: ['<rootDir>/{host,remote-*}/src/**/*.test.{ts,tsx}'],
    },
    {
      // The build and release tooling (Node ESM scripts), compiled to CommonJS by the same SWC.
      ...common,
      transform: { ...common.transform, '^.+\\.mjs$': swc },
      displayName: 'tooling',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{tooling,scripts}/**/*.test.mjs'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/server/test/global-setup.mjs',
      globalTeardown: '<rootDir>/server/test/global-teardown.mjs',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
    },
  ],
};
