import { createConfig } from '../tooling/webpack.mjs';

export default (env, argv) =>
  createConfig(
    { name: 'remote-inventory', dir: import.meta.dirname, exposes: { './app': './src/exposed.ts' } },
    env,
    argv,
  );
