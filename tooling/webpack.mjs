// One webpack configuration for the host and every remote, so that loaders, sharing and output stay identical.
// Each app's webpack.config.mjs only says what it is: its name, its port and (for a remote) what it exposes.
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompileEagerlyPlugin } from './compile-eagerly.mjs';
import { precompressedFiles } from './precompressed-files.mjs';
import { requiredSharedRange } from './shared-range.mjs';

const toolingDir = dirname(fileURLToPath(import.meta.url));
const root = join(toolingDir, '..');
const sharedPackage = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8'));

/** The dev server port of each app; the API server (and the built product) listens on 8080. */
export const ports = {
  host: 3000,
  'remote-admin': 3001,
  'remote-procurement': 3002,
  'remote-fleet': 3003,
  'remote-inventory': 3004,
  'remote-captain': 3005,
};

/**
 * What crosses the host/remote boundary as one instance (docs/architecture.md). A shared module is bundled whole
 * (no tree shaking crosses that boundary), so share only what must be one, and everything else is bundled and
 * tree-shaken by the app that uses it.
 *
 * Libraries that hold state or a React context the host and a remote both reach: React, the query client's
 * context, dayjs (antd's date picker extends the one dayjs it is handed values of). react-hook-form is used on both
 * sides and tree shaking would not shrink it: shared, it downloads once. Not zod itself: shared whole it is 87 KB
 * gzip (every locale, JSON schema); its door below names only what the schemas use.
 */
const sharedLibraries = ['react', 'react-dom', '@tanstack/react-query', 'dayjs', 'react-hook-form'];

/**
 * The doors: modules of @logistics/shared that stand for a library, one instance of it for the host and every
 * remote. antd (its Table apart, so that only the screens drawing one download it), its icons and the router hold
 * contexts (the theme, App's messages, the location); zod is stateless, but the host and every remote use it, so one
 * copy of the parts named (25 KB) downloads instead of one per app. Each door names only what the product uses, so
 * the library is tree-shaken to that. `libraries` are what eslint refuses to import anywhere but in a door.
 */
export const doors = [
  { module: 'ui/antd', libraries: ['antd'] },
  { module: 'ui/antd-table', libraries: [] },
  { module: 'ui/icons', libraries: ['@ant-design/icons'] },
  { module: 'ui/router', libraries: ['react-router-dom', 'react-router'] },
  { module: 'contracts/zod', libraries: ['zod'] },
];

/**
 * Modules of @logistics/shared that must be one instance: the doors, and the stores and contexts the host fills and
 * a remote reads. A shared module is matched by its package path only (eslint refuses a relative import of one).
 * Every other module of @logistics/shared (contracts, API clients, the UI kit, the screens) is bundled into each app
 * that imports it, so a remote's release carries all of its screens.
 */
export const sharedModules = [
  ...doors.map((door) => door.module),
  'api/session',
  'ui/theme',
  'ui/toasts',
].map((path) => `@logistics/shared/${path}`);

/** The source file of a module of @logistics/shared, from its package path (`@logistics/shared/ui/antd`). */
function sharedModuleSource(name) {
  const base = join(root, 'shared', 'src', name.replace('@logistics/shared/', ''));
  const file = ['.ts', '.tsx']
    .map((extension) => base + extension)
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${name}: no ${base}.ts or .tsx`);
  return file;
}

/**
 * @param {boolean} isHost whether the app is the host, which provides every shared module
 */
function sharedConfig(isHost) {
  const versions = sharedPackage.dependencies ?? {};
  const shared = {};
  for (const name of sharedLibraries) {
    shared[name] = { singleton: true, requiredVersion: versions[name] ?? false };
  }
  // Derived from the version built from, never written by hand: a remote built from 3.1.0 may use what 3.1 added,
  // so it requires ^3.1.0. The range lands in the app's mf-manifest.json, where the host reads it before loading
  // the remote and refuses one its own version does not satisfy (host/src/remotes/shared-compatibility.ts).
  const requiredVersion = requiredSharedRange(sharedPackage.version);
  for (const name of sharedModules) {
    shared[name] = {
      // The host provides every shared module, also one it does not import itself (the Table door: webpack
      // provides a package path only where some module imports it, a file path always; unprovided, each remote
      // drew Table with its own antd, outside the host's theme). A remote only consumes them and carries no copy:
      // a door is always the host's, and a remote builds in about half the time. The host refuses a remote built
      // for a version it does not provide before loading it.
      import: isHost ? sharedModuleSource(name) : false,
      singleton: true,
      strictVersion: true,
      version: sharedPackage.version,
      requiredVersion,
    };
  }
  return shared;
}

/** How our TypeScript's imports resolve: `./x.js` may name a `.ts` or `.tsx` source. */
const sourceResolve = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/**
 * react-router publishes its production build (its warnings for developers, and the error page that greets them,
 * left out) beside the development one, but its package exports name only the development build. A production
 * bundle takes the production files, found beside the ones the package resolves to.
 */
function productionRouterAliases() {
  const sharedRequire = createRequire(join(root, 'shared', 'package.json'));
  const routerRequire = createRequire(sharedRequire.resolve('react-router-dom'));
  const developmentDir = dirname(routerRequire.resolve('react-router'));
  if (!developmentDir.endsWith('development'))
    throw new Error(`react-router resolved to ${developmentDir}, not to its development build`);
  const productionDir = join(developmentDir, '..', 'production');
  return {
    'react-router$': join(productionDir, 'index.mjs'),
    'react-router/dom$': join(productionDir, 'dom-export.mjs'),
  };
}

/** SWC minifies several times faster than terser, which matters on a two-core machine. */
function minimizer(webpackRequire) {
  const MinimizerPlugin = webpackRequire('minimizer-webpack-plugin');
  return new MinimizerPlugin({
    minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: true, mangle: true } },
    extractComments: false,
  });
}

/** TypeScript through SWC, for the apps and for the bare React page that is the bundle benchmark's floor. */
function scriptRules(appRequire, production) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      // Imports made by our own TypeScript take the 'source' condition, so @logistics/shared/contracts/*
      // resolves to its TypeScript source. Packages in node_modules do not: some publish uncompiled
      // sources under that condition.
      resolve: { conditionNames: ['source', 'browser', 'import', 'module', 'default'] },
      use: {
        loader: appRequire.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
      },
    },
    { test: /\.m?js$/, resolve: { fullySpecified: false } },
  ];
}

/**
 * The host's stylesheets (antd's): files of their own, loaded with the chunk that imports them, each taken as it is
 * (antd's is built and minified already: no url() or @import to follow). Each goes first in <head>, where antd
 * wrote its styles at run time: index.html's own rules come after it, and so win over antd's at the same
 * specificity (the touch-sized clear and password icons).
 */
function hostStylesheets(appRequire, production) {
  const MiniCssExtractPlugin = appRequire('mini-css-extract-plugin');
  return {
    plugin: new MiniCssExtractPlugin({
      chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      insert: (linkTag) => document.head.prepend(linkTag),
    }),
    rule: {
      test: /\.css$/,
      use: [
        MiniCssExtractPlugin.loader,
        { loader: appRequire.resolve('css-loader'), options: { url: false, import: false } },
      ],
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.name the app's folder and federation name (host, remote-admin, …)
 * @param {string} options.dir the app's folder (import.meta.dirname of its webpack.config.mjs)
 * @param {Record<string, string>} [options.exposes] what a remote offers to the host
 * @param {{ outputPath?: string, sourceDir?: string, sharedFeaturesDir?: string }} [env] webpack's env
 *   argument: `--env outputPath=…` builds into another folder (a new deployable version beside the current one),
 *   `--env sourceDir=…` reads the app's sources from another folder inside the app, `--env sharedFeaturesDir=…`
 *   reads @logistics/shared/features from another folder inside shared/ (patched copies, as the deployment e2e
 *   test does: the screens in shared/features are bundled into each remote, so they ship with it)
 * @param {{ mode?: string }} [argv] webpack's argv argument
 */
export function createConfig({ name, dir, exposes }, env = {}, argv = {}) {
  const appRequire = createRequire(join(dir, 'package.json'));
  const sourceDir = env.sourceDir ? join(dir, env.sourceDir) : join(dir, 'src');
  const exposed = exposes
    ? Object.fromEntries(
        Object.entries(exposes).map(([key, file]) => [key, join(sourceDir, file.replace(/^\.\/src\//, ''))]),
      )
    : undefined;
  const webpackRequire = createRequire(appRequire.resolve('webpack'));
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const isHost = !exposes;
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const port = ports[name];

  const plugins = [
    new ModuleFederationPlugin({
      name,
      // A remote's name has hyphens, so its container is a window property rather than a `var`.
      ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposed, library: { type: 'window', name } }),
      shared: sharedConfig(isHost),
      // 'version-first' would fetch every registered remote entry at start: one remote offline would hang
      // the host. With 'loaded-first' the host's own copies win and a remote is only fetched when opened.
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      // The federation runtime (about 24 KB gzip) comes once, with the host; a remote's entry uses the host's.
      experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
    }),
  ];
  // Production only: the development server's chunks are rebuilt on every change and read with a debugger.
  if (production) plugins.push(new CompileEagerlyPlugin(), ...precompressedFiles(appRequire));
  const stylesheets = isHost ? hostStylesheets(appRequire, production) : undefined;
  if (stylesheets) plugins.push(stylesheets.plugin);
  if (isHost) {
    const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
    plugins.push(
      new HtmlWebpackPlugin({
        template: join(sourceDir, 'index.html'),
        scriptLoading: 'defer',
        hash: production,
        // HtmlWebpackPlugin's own parameters, and the login page's first paint: its markup, and its script
        // (content-hashed, so cached for good like the chunks).
        templateParameters: async (compilation, assets, assetTags, options) => {
          const firstPaint = await buildFirstPaint({ dir, sourceDir, appRequire, production });
          const { RawSource } = compilation.compiler.webpack.sources;
          compilation.emitAsset(firstPaint.script.name, new RawSource(firstPaint.script.source));
          return {
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags: assetTags, files: assets, options },
            loginPageMarkup: firstPaint.markup,
            firstPaintScript: firstPaint.script.name,
          };
        },
      }),
    );
  }

  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: join(sourceDir, 'index.ts') },
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: env.outputPath ?? join(dir, 'dist'),
      // Entry chunks keep plain names: the federation runtime needs their path before hashes exist (the host's
      // page adds a cache-busting query instead). Every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // A remote is served under /remotes/<name>/ in production and from its own port in development:
      // 'auto' finds its chunks beside whichever remoteEntry.js was loaded.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      ...sourceResolve,
      conditionNames: ['browser', 'import', 'module', 'default'],
      alias: {
        ...(production ? productionRouterAliases() : {}),
        ...(env.sharedFeaturesDir
          ? { '@logistics/shared/features': join(root, 'shared', env.sharedFeaturesDir) }
          : {}),
      },
    },
    module: { rules: [...scriptRules(appRequire, production), ...(stylesheets ? [stylesheets.rule] : [])] },
    plugins,
    performance: { hints: false },
    optimization: {
      moduleIds: production ? 'deterministic' : 'named',
      // SWC minifies several times faster than terser, which matters on a two-core machine.
      minimizer: [minimizer(webpackRequire)],
    },
    infrastructureLogging: { level: 'warn' },
    stats: production ? { preset: 'errors-warnings', timings: true, assets: false } : 'errors-warnings',
    devServer: {
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
      client: { overlay: { errors: true, warnings: false } },
      // The host reads /remotes.json; in development each remote is its own dev server.
      setupMiddlewares: isHost
        ? (middlewares) => [
            {
              name: 'remotes-json',
              path: '/remotes.json',
              middleware: (_req, res) => {
                const remotes = {};
                for (const [remote, remotePort] of Object.entries(ports)) {
                  if (remote === 'host') continue;
                  remotes[remote] = { entry: `http://localhost:${remotePort}/mf-manifest.json` };
                }
                // REMOTES_MANIFEST (the server's format) overrides entries: mix local and deployed remotes.
                if (process.env.REMOTES_MANIFEST) {
                  Object.assign(remotes, JSON.parse(readFileSync(process.env.REMOTES_MANIFEST, 'utf8')));
                }
                res.setHeader('Content-Type', 'application/json');
                res.end(JSON.stringify(remotes));
              },
            },
            ...middlewares,
          ]
        : undefined,
    },
  };
}

/**
 * The login page's first paint, built beside the host (a side compile when index.html is generated): its markup,
 * from host/src/first-paint/login-page-markup.tsx built for Node and run once, and the small script index.html
 * runs first (first-paint-script.ts: the theme, and clicks held until the app takes over), built for the browser
 * without federation. Libraries are left to Node's require in the first; @logistics/shared is our source.
 */
async function buildFirstPaint({ dir, sourceDir, appRequire, production }) {
  const webpack = appRequire('webpack');
  const outputPath = join(dir, 'node_modules', '.cache', 'first-paint');
  const common = {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: false,
    resolve: sourceResolve,
    module: { rules: scriptRules(appRequire, production) },
    infrastructureLogging: { level: 'warn' },
  };
  const configs = [
    {
      ...common,
      name: 'login-page-markup',
      entry: { 'login-page-markup': join(sourceDir, 'first-paint', 'login-page-markup.tsx') },
      target: 'node',
      output: {
        path: join(outputPath, 'node'),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      externals: [
        ({ request }, callback) =>
          /^[@a-z]/.test(request) && !request.startsWith('@logistics/shared')
            ? callback(null, `commonjs ${request}`)
            : callback(),
      ],
      optimization: { minimize: false, splitChunks: false },
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    },
    {
      ...common,
      name: 'first-paint-script',
      entry: { 'first-paint': join(sourceDir, 'first-paint', 'first-paint-script.ts') },
      target: 'web',
      output: { path: join(outputPath, 'web'), filename: '[name].[contenthash:8].js', clean: true },
      optimization: { minimizer: [minimizer(createRequire(appRequire.resolve('webpack')))] },
    },
  ];
  await new Promise((resolve, reject) =>
    webpack(configs, (error, result) =>
      error || result.hasErrors() ? reject(error ?? new Error(result.toString('errors-only'))) : resolve(),
    ),
  );
  const markupFile = join(outputPath, 'node', 'login-page-markup.cjs');
  // A fresh read on every build (webpack serve rebuilds): out of require's cache first.
  delete appRequire.cache[markupFile];
  // The one file of its cleaned output folder.
  const [scriptName] = readdirSync(join(outputPath, 'web')).filter((file) => file.endsWith('.js'));
  return {
    markup: appRequire(markupFile).loginPageMarkup(),
    script: { name: scriptName, source: readFileSync(join(outputPath, 'web', scriptName)) },
  };
}

/**
 * The floors of the benchmarks (scripts/bench/bundles.mjs, browser.mjs): a bare React page (and one with nothing but
 * the lists' grid) built by the same loader and minimizer as the apps, without federation, into `outputPath`.
 */
export function createBareReactConfig({ entry, outputPath }) {
  const hostRequire = createRequire(join(root, 'host', 'package.json'));
  const webpackRequire = createRequire(hostRequire.resolve('webpack'));
  return {
    mode: 'production',
    context: root,
    entry: { main: entry },
    target: 'web',
    output: { path: outputPath, filename: '[name].js', clean: true },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // react and react-dom are the host's dependencies, ag-grid the shared package's (pnpm keeps them out of the
      // root's node_modules).
      modules: [join(root, 'host', 'node_modules'), join(root, 'shared', 'node_modules'), 'node_modules'],
    },
    module: { rules: scriptRules(hostRequire, true) },
    optimization: { minimizer: [minimizer(webpackRequire)] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
