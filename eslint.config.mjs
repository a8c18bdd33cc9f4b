// One linter for the whole workspace. Import boundaries keep dependencies flowing one way:
// contracts -> api -> ui -> features -> remotes and host. A rule the code relies on is a rule here, with its reason
// in its message, rather than a comment beside the code.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { doors, sharedModules } from './tooling/webpack.mjs';

const NO_INSTANCEOF_API_ERROR = {
  selector: "BinaryExpression[operator='instanceof'][right.name='ApiError']",
  message:
    'Use isApiError(error): each app bundles its own copy of api/http, so an error thrown by a ' +
    "remote's client is no instance of the host's ApiError class.",
};

const LITERAL_QUERY_KEY = {
  selector: [
    "Property[key.name='queryKey'] > ArrayExpression",
    "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
    "VariableDeclarator[id.name='queryKey'] > ArrayExpression",
  ].join(', '),
  message: "Build a query key from its resource's keys (`<resource>Keys`), not from a literal array.",
};

const root = dirname(fileURLToPath(import.meta.url));

/** The source file (without extension) of each module the host shares with the remotes, by its package path. */
const sharedModuleFiles = new Map(
  sharedModules.map((name) => [resolve(root, 'shared/src', name.replace('@logistics/shared/', '')), name]),
);

/**
 * Where one feature folder of shared/src/features may import another's files. A shipment carries sales: its detail
 * page edits them with the sale's own dialog, and its note prints them as the sale's invoice does.
 */
const FEATURE_DEPENDENCIES = { shipments: ['sales'] };

const featuresRoot = resolve(root, 'shared/src/features');

/** The feature folder a file belongs to, or null outside them (features/pages.tsx composes them all). */
function featureOf(file) {
  const path = relative(featuresRoot, file);
  return path.startsWith('..') || !path.includes(sep) ? null : path.split(sep)[0];
}

/** The file an import names, for a relative path or one of @logistics/shared; null for any other package. */
function importedFile(importer, source) {
  if (source.startsWith('.')) return resolve(dirname(importer), source);
  if (source.startsWith('@logistics/shared/'))
    return resolve(root, 'shared/src', source.slice('@logistics/shared/'.length));
  return null;
}

/** An eslint visitor that hands `check` the source of every import, re-export and dynamic import of a file. */
const visitImportSources = (check) => ({
  ImportDeclaration: (node) => check(node.source),
  ExportNamedDeclaration: (node) => check(node.source),
  ExportAllDeclaration: (node) => check(node.source),
  ImportExpression: (node) => check(node.source),
});

/**
 * Rules of this workspace that no published rule states. `shared-by-package-path`: Module Federation shares a
 * module by the import as written, so a relative import of a shared module is a second copy of its state.
 * `feature-imports`: each feature folder stands on contracts, api and ui alone, so it is read, changed and moved
 * without the others.
 */
const workspace = {
  rules: {
    'feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const own = featureOf(context.filename);
        const check = (source) => {
          if (own === null || typeof source?.value !== 'string') return;
          const file = importedFile(context.filename, source.value);
          const other = file && featureOf(file);
          if (!other || other === own || FEATURE_DEPENDENCIES[own]?.includes(other)) return;
          context.report({
            node: source,
            message:
              `The ${own} feature may not import the ${other} feature's files: what both need belongs in shared/ui ` +
              'or shared/api, and a page that combines features is composed in features/pages.tsx (the ' +
              'exceptions are FEATURE_DEPENDENCIES in eslint.config.mjs).',
          });
        };
        return visitImportSources(check);
      },
    },
    'shared-by-package-path': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (source) => {
          if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
          const file = resolve(dirname(context.filename), source.value).replace(/\.(js|ts|tsx)$/, '');
          const name = sharedModuleFiles.get(file);
          if (!name) return;
          context.report({
            node: source,
            message:
              `Import ${name} by its package path: the host and the remotes share it as one instance, matched ` +
              'by the import as written, so a relative path would get a copy of its own (another store, ' +
              'context or antd).',
          });
        };
        return visitImportSources(check);
      },
    },
  },
};

const upward = (...layers) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: layers.map((layer) => ({
        group: [`@logistics/shared/${layer}/*`, `../${layer}/*`, `../../${layer}/*`, `../../../${layer}/*`],
        message: `This layer may not import from shared/${layer} (dependencies flow contracts -> api -> ui -> features).`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      // The e2e run's databases: `npm test` seeds one beside this check.
      'e2e/.data*/**',
      'e2e/test-results/**',
      'e2e/report/**',
      'coverage/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // One job per file: a source file past 400 lines holds more than one and is split by job. Comments count (they
    // are read like the code), blank lines do not.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: false }] },
  },
  {
    // Tests, end-to-end specs, migrations and seed data are long lists of cases or rows, not jobs.
    files: [
      '**/*.test.{ts,tsx,mjs}',
      '**/test/**',
      'e2e/**',
      'server/src/db/migrations/**',
      'server/src/db/seed.ts',
      'server/src/db/seed/**',
      'server/scripts/seed-scale.ts',
    ],
    rules: { 'max-lines': 'off' },
  },
  {
    // The tooling's tests are plain JavaScript run by jest, which provides its globals.
    files: ['tooling/**/*.test.mjs', 'scripts/**/*.test.mjs'],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ['**/*.tsx', 'shared/src/api/**/*.ts', 'shared/src/ui/**/*.ts', 'host/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shared/src/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'antd', 'ag-grid-react', '@tanstack/react-query', 'zustand'].map(
            (name) => ({
              name,
              message: 'shared/contracts has no React and no DOM: it runs on the server too.',
            }),
          ),
          patterns: [
            {
              group: ['../api/*', '../ui/*', '../features/*', '@logistics/shared/{api,ui,features}/*'],
              message: 'shared/contracts is the bottom layer and imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    // A library with a door (tooling/webpack.mjs `doors`) is imported through it: imported directly, an app would
    // get a second copy (of antd, without the theme). Only the doors themselves import their libraries.
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
    ignores: doors.map((door) => `shared/src/${door.module}.{ts,tsx}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...doors.flatMap((door) =>
          door.libraries.map((name) => ({
            name,
            message: `Import it from @logistics/shared/${door.module}: the one shared instance of it.`,
          })),
        ),
      ],
    },
  },
  {
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
    plugins: { workspace },
    rules: { 'workspace/shared-by-package-path': 'error', 'workspace/feature-imports': 'error' },
  },
  // Two rules share eslint's no-restricted-syntax, and a later entry's options replace an earlier one's for the
  // same file: so each file set below lists every selector that holds for it.
  {
    // A query's key is built from its resource's keys (`<resource>Keys`, rooted at api/query-keys.ts
    // `resourceKey`): a literal array beside them drifts from them, and a write's invalidation misses it.
    // isApiError itself is where the class is one copy.
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'shared/src/api/http.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_INSTANCEOF_API_ERROR, LITERAL_QUERY_KEY] },
  },
  {
    // Tests and the e2e suite may spell a query key out; they still meet errors through isApiError.
    files: ['host/src/**/*.test.*', 'remote-*/src/**/*.test.*', 'shared/src/**/*.test.*', 'e2e/**'],
    ignores: ['shared/src/api/http.test.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_INSTANCEOF_API_ERROR] },
  },
  {
    files: ['server/src/repositories/**', 'server/src/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ObjectExpression > SpreadElement[argument.type='Identifier'][argument.name=/^(row|rows|header|line)$|Row$/]",
          message:
            "Build the object field by field, never by spreading a database row: pg gives each result's rows a " +
            'hidden class of their own, so spread copies reach the response check in new shapes on every ' +
            'request (three times slower on a page of 50 sales or purchases, measured).',
        },
      ],
    },
  },
  { files: ['shared/src/api/**'], rules: upward('ui', 'features') },
  { files: ['shared/src/ui/**'], rules: upward('features') },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@logistics/shared/{api,ui,features}/*'],
              message: 'The server uses shared/contracts only.',
            },
          ],
        },
      ],
    },
  },
);
