// @ts-check
/**
 * Lint rules, including the project's borders: shared imports nothing from server or web; web and
 * server never import each other; no import cycles; no `export *`; no focused or skipped tests;
 * no `any`; no floating promises.
 */
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Features do not reach into each other: routes compose them. The exceptions are the client's data
 * model (`workspace`), which every signed-in feature reads, the session (`auth`), and the public
 * pages' chrome (`site`).
 */
const FEATURES = [
  'admin',
  'auth',
  'banners',
  'board',
  'calendar',
  'calendar-view',
  'capture',
  'consent',
  'contact',
  'landing',
  'legal',
  'pwa',
  'reminders',
  'shell',
  'site',
  'task',
  'templates',
  'workspace',
];
/** @type {Record<string, string[]>} */
const SHARED_FEATURES = {
  workspace: ['board', 'task', 'shell', 'calendar-view', 'reminders'],
  // The task sheet's reminders field uses the reminders' labels and strings.
  reminders: ['task'],
  // Capture's field, brain dump and shortcut keys are composed into the board's quick add.
  capture: ['board'],
  // The calendar is a board view: it reads the board's context, clock and live region.
  board: ['calendar-view'],
  site: ['landing'],
  auth: ['templates', 'shell', 'board', 'task', 'workspace', 'site', 'calendar-view'],
};
const featureZones = FEATURES.flatMap((target) =>
  FEATURES.filter((from) => from !== target && !(SHARED_FEATURES[from] ?? []).includes(target)).map(
    (from) => ({
      target: `./src/web/features/${target}`,
      from: `./src/web/features/${from}`,
      message: `features/${target} does not import features/${from}: compose features in app/ routes.`,
    }),
  ),
);

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      'data/**',
      '.react-router/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      // The native projects: their web assets are copies of the build (npm run mobile:sync).
      'android/**',
      'ios/**',
      // The desktop app's Rust build output and Tauri's generated schemas.
      'desktop/target/**',
      'desktop/gen/**',
      // Files planted for the lint gate's own test (scripts/test-runner/lint-gate.test.ts).
      'scripts/test-runner/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without it import-x reads TypeScript with espree, fails silently, and no-cycle sees nothing.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: './src/server',
              message: 'shared/ is isomorphic: it imports nothing from server/.',
            },
            {
              target: './src/shared',
              from: './src/web',
              message: 'shared/ is isomorphic: it imports nothing from web/.',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'web/ talks to the server through shared contracts only.',
            },
            { target: './src/server', from: './src/web', message: 'server/ never imports web/.' },
            ...featureZones,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: export names explicitly.' },
        {
          selector:
            'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
          message: 'A focused or skipped test proves nothing.',
        },
      ],
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Menus, popovers and dialogs load their Radix code when first opened (ADR 0031): a direct
    // import would put it back into the board's first load.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/components/ui/**', 'src/web/features/board/components/board-dialogs.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'radix-ui',
              importNames: ['DropdownMenu', 'Popover', 'Dialog'],
              message:
                'Import DropdownMenu, Popover and Dialog from components/ui/ (they load on first use, ADR 0031).',
            },
          ],
        },
      ],
    },
  },
  {
    // `expect.any(String)` and friends are typed `any` by design.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
