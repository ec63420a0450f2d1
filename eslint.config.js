// Lint: typescript-eslint's recommended rules plus the folder boundaries that matter most
// for safety (the engine and shared code stay pure). The full import map is enforced by
// test/architecture.test.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeBuiltins = { group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process'], message: 'This folder runs in the browser too: no Node built-ins.' };

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Function']", message: 'No code generation from strings.' }],
      'no-eval': 'error',
    },
  },
  {
    files: ['src/template-engine/**/*.ts'],
    ignores: ['src/template-engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [nodeBuiltins, { group: ['react', 'react-dom', '**/server/**', '**/modules/**', '**/flows/**', '**/db/**', '**/shared/**'], message: 'The template engine imports nothing outside its folder.' }] }],
    },
  },
  {
    // Plain browser scripts shipped with themes.
    files: ['themes/**/*.js'],
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', navigator: 'readonly', location: 'readonly', HTMLElement: 'readonly', Element: 'readonly', Event: 'readonly', KeyboardEvent: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', requestAnimationFrame: 'readonly', fetch: 'readonly', URL: 'readonly', matchMedia: 'readonly' },
    },
  },
  {
    // Route files share helpers through src/server/http/, never through each other; a route
    // file may only compose another's routes by calling its register…Routes function.
    files: ['src/server/routes/**/*.ts'],
    ignores: ['src/server/routes/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['*.routes', '*.routes.js'], allowImportNamePattern: '^register\\w*Routes$', message: 'Route files do not import route files: move what they share to src/server/http/.' }] }],
    },
  },
  {
    // The demo site works through the services it is given: it never reaches into the server.
    files: ['src/demo/**/*.ts'],
    ignores: ['src/demo/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/db/**', '**/template-engine/**', '**/islands/**', '**/editor/**'], message: 'The demo imports only modules, flows and shared; take what it needs from the server as a parameter.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeBuiltins] }] },
  },
);
