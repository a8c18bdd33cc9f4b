import { createConfig } from '../tooling/webpack.mjs';

export default (env, argv) =>
  createConfig(
    { name: 'remote-fleet', dir: import.meta.dirname, exposes: { './app': './src/exposed.ts' } },
    env,
    argv,
  );
