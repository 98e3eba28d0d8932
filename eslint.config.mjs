// `npm run lint` (in `npm test`): type-checked TypeScript rules, React hooks, accessibility,
// import hygiene, and the house rules of ../shared/ARCHITECTURE.md as import boundaries.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'frontend/src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature is imported by another feature only through its `index.ts`: what it exports on
 * purpose. (The app shell, outside features/, may lazy-load a feature's pages directly.)
 */
const featureZones = features.map((feature) => ({
  target: `./${FEATURES_DIR}/!(${feature})/**`,
  from: `./${FEATURES_DIR}/${feature}/!(index).*`,
  message: `import from the feature's public entry point, '${FEATURES_DIR}/${feature}' (its index.ts)`,
}));
const nestedFeatureZones = features.map((feature) => ({
  target: `./${FEATURES_DIR}/!(${feature})/**`,
  from: `./${FEATURES_DIR}/${feature}/*/**`,
  message: `import from the feature's public entry point, '${FEATURES_DIR}/${feature}' (its index.ts)`,
}));

const MODULES_DIR = 'backend/src/modules';
const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A server module is imported by another module only through its `index.ts`, as the browser's features are. */
const moduleZones = modules.map((module) => ({
  target: `./${MODULES_DIR}/!(${module})/**`,
  from: `./${MODULES_DIR}/${module}/!(index).ts`,
  message: `import from the module's public entry point, '${MODULES_DIR}/${module}' (its index.ts)`,
}));

/** The one file allowed to cross from the server into the browser's code: the shared example table. */
const CONTACT_FORM_EXAMPLES_TEST = 'backend/src/modules/leads/contact-form-examples.test.ts';

/**
 * Every rule of a test-lint preset as an error: a warning is a flaky test waiting to happen (and
 * `--max-warnings 0` fails on it anyway, without saying it is a rule of the house).
 */
const asErrors = (rules) =>
  Object.fromEntries(
    Object.entries(rules).map(([name, level]) => [
      name,
      level === 'off' || !name.includes('/') ? level : Array.isArray(level) ? ['error', ...level.slice(1)] : 'error',
    ]),
  );

const ADAPTERS = ['**/*.resolver', '**/*.routes', '**/*.rest', '**/http/**', '**/graphql/**', '**/app'];

/** The leads module's files the browser bundles too (one definition of a lead's answers). */
const BROWSER_SHARED_FILES = ['backend/src/modules/leads/lead-fields.ts', 'backend/src/modules/leads/lead-website.ts'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'frontend/src/graphql/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      '**/*.{js,mjs,cjs}',
      'backend/**',
      '*.ts',
      'frontend/vite.config.ts',
      'frontend/vite/**',
      'frontend/e2e/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'frontend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-unresolved': ['error', { ignore: ['\\?(raw|url)$'] }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['backend/src/**', 'frontend/src/**'],
    ignores: ['**/*.test.{ts,tsx}', 'backend/src/test/**', 'frontend/src/test/**'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // ---- test lint: no fixed sleeps, no networkidle, web-first assertions, awaited async queries ----
  {
    files: ['frontend/e2e/**'],
    ...playwright.configs['flat/recommended'],
    settings: {
      // the specs' own `test`s, extended with a server of their own (stripeApp, hooksApp, …)
      playwright: { globalAliases: { test: ['adminTest', 'hooksTest', 'mailTest', 'retentionTest', 'stripeTest'] } },
    },
    rules: {
      ...asErrors(playwright.configs['flat/recommended'].rules),
      // the helpers that assert: axe's scan and the layout check fail the test with what they found
      'playwright/expect-expect': ['error', { assertFunctionNames: ['expectNoAxeViolations', 'checkLayout'] }],
    },
  },
  {
    files: ['frontend/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    // Testing Library's render and the app's wrappers of it (frontend/src/test); other functions
    // named render… (react-dom/server's renderToString, the prerender's renderPage) are not it
    settings: { 'testing-library/custom-renders': ['renderWithProviders', 'renderAdmin'] },
    rules: asErrors(testingLibrary.configs['flat/react'].rules),
  },
  {
    files: ['frontend/src/**/*.test.{ts,tsx}'],
    ...jestDom.configs['flat/recommended'],
  },
  // ---- the house rules (../shared/ARCHITECTURE.md) ----
  {
    // the browser bundles these server files: they must not pull any other code in
    files: BROWSER_SHARED_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['*'], message: 'the browser bundles this file: it imports nothing' }] },
      ],
    },
  },
  {
    files: ['backend/**'],
    ignores: [CONTACT_FORM_EXAMPLES_TEST],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './backend', from: './frontend', message: 'the server never imports the browser app' }] },
      ],
    },
  },
  {
    files: [`${MODULES_DIR}/**`],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './backend', from: './frontend', message: 'the server never imports the browser app' },
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    // the engine knows no feature: the modules and the composition root stand on it, never the other way
    files: ['backend/src/engine/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './backend', from: './frontend', message: 'the server never imports the browser app' },
            {
              target: './backend/src/engine',
              from: [
                './backend/src/modules/**',
                './backend/src/*.ts',
                './backend/src/demo/**',
                './backend/src/migrations/**',
                './backend/src/test/**',
              ],
              message:
                'the engine imports no feature: take what it needs as a parameter, from the composition root (app.ts, app-modules.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    files: [CONTACT_FORM_EXAMPLES_TEST],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './backend',
              from: './frontend',
              except: ['./src/features/contact-form'],
              message: 'only the shared contact-form example table crosses from the browser app into the server',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './frontend',
              from: './backend',
              except: BROWSER_SHARED_FILES.map((file) => `.${file.slice('backend'.length)}`),
              message: 'the browser app never imports the server (but the lead fields it bundles)',
            },
            ...featureZones,
            ...nestedFeatureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'express', message: 'a service knows nothing of HTTP: keep express in the routes' },
            { name: 'graphql', message: 'a service knows nothing of GraphQL: keep it in the resolvers' },
          ],
          patterns: [
            {
              group: ADAPTERS,
              message: 'a service never imports an adapter (routes, resolvers, REST shapes, http/, graphql/)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/modules/**/*.entity.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.service', ...ADAPTERS], message: 'an entity never imports a service or an adapter' },
          ],
        },
      ],
    },
  },
);
