// ESLint for the whole workspace, run from the root (`pnpm lint:eslint`, part of `pnpm test`).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/build/',
    '**/build-*/',
    '**/storybook-static/',
    '**/.react-router/',
    '**/.turbo/',
    '**/test-results/',
    '**/playwright-report/',
    '**/.bench/',
    '**/.shots/',
    '**/.vitest/',
    // tsup 9 bundles its config to a temporary file beside it while `@repo/ui`'s build runs, which
    // turbo runs beside ESLint: listed, then gone before it is read (ENOENT in a clean-clone run).
    '**/*.config.bundled_*.mjs',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // As TypeScript's noUnusedLocals/noUnusedParameters (the packages' `lint`): a leading
      // underscore marks a binding kept on purpose, and `const { a: _a, ...rest } = props` omits a prop.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Code that runs in the browser: the site's app, the components, Storybook's preview and pages.
  {
    files: ['apps/site/app/**', 'packages/ui/src/**', '.storybook/**'],
    languageOptions: { globals: globals.browser },
  },
  // Code that runs in Node: configs, scripts, build-time route and header emitters, token tools.
  {
    files: [
      '**/*.config.ts',
      '**/*.mjs',
      '**/*.d.mts',
      '.storybook/main.ts',
      '.storybook/visual.global-setup.ts',
      'apps/site/*.ts',
      'apps/site/postbuild/**',
      'apps/site/editor/**',
      'apps/site/scripts/**',
      'packages/ui/tokens/**',
    ],
    languageOptions: { globals: globals.node },
  },
  // The editor's start-up script: served as it is to the browser, beside Decap's bundle.
  {
    files: ['apps/site/editor/*.client.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  // Both: Playwright specs and scripts (Node, with callbacks evaluated in the page), and the ui
  // package's tests of its build (in Node and in the browser).
  {
    files: ['apps/site/e2e/**', 'apps/site/e2e-demo/**', 'apps/site/e2e-editor/**', 'apps/site/scripts/phone-profile.mjs', 'packages/ui/test/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // React: the rules of hooks (with the React Compiler's checks; hooks also live in .ts files)
  // and the accessibility of the JSX.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // `<ul role="list">` is deliberate: Safari drops the list semantics of a list styled
      // `list-style: none` unless the role is explicit.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },

  // The page start (apps/site/app/page-start/) is one part: the site imports it only through its
  // doors (index, forms, entries, build; its README), never a module of its machinery.
  {
    files: ['apps/site/**/*.{ts,tsx,mjs}'],
    ignores: ['apps/site/app/page-start/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'page-start/(?!(index|forms|entries|build)(\\.ts)?$)',
              message: 'Import the page start through its API: page-start (index), page-start/forms, page-start/entries or page-start/build (app/page-start/README.md).',
            },
          ],
        },
      ],
    },
  },

  // Stories: CSF conventions and Storybook's own test helpers.
  storybook.configs['flat/recommended'],
);
