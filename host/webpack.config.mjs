import { createConfig } from '../tooling/webpack.mjs';

export default (env, argv) => createConfig({ name: 'host', dir: import.meta.dirname }, env, argv);
