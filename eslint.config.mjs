// One linter for the whole workspace. Import boundaries keep dependencies flowing one way:
// contracts -> api -> ui -> features -> remotes and host (STYLE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // antd, its icons, the router and zod are shared through doors (shared/src/ui/antd.ts and antd-table.ts,
    // icons.ts, router.ts, contracts/zod.ts; docs/architecture.md): imported directly, an app would get a second
    // copy (of antd, without the theme).
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
    ignores: [
      'shared/src/ui/antd.ts',
      'shared/src/ui/antd-table.ts',
      'shared/src/ui/icons.ts',
      'shared/src/ui/router.ts',
      'shared/src/contracts/zod.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...[
          ['antd', 'ui/antd'],
          ['@ant-design/icons', 'ui/icons'],
          ['react-router-dom', 'ui/router'],
          ['react-router', 'ui/router'],
          ['zod', 'contracts/zod'],
        ].map(([name, door]) => ({
          name,
          message: `Import it from @logistics/shared/${door}: the one shared instance of it.`,
        })),
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
