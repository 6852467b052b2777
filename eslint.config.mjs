// One lint setup for every project. Module boundaries follow house-style.md: engines stay pure,
// apps never import apps, the web app imports only contracts, rhythm and chart.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.flow/**', 'coverage/**', 'bench/results/**', '**/vite.config.ts', 'jest.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'import-x': importX },
    // Relative imports only: a cycle between projects is the boundary rule's to catch (@flow/* resolve to dist).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    // Type-aware with one TypeScript program for the whole repo (the root tsconfig.json, which `nx typecheck
    // flow` checks), not one per project each re-reading the libraries; the web app and tools/ have their own.
    languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      // The type-checked rules that catch real bugs: a promise nobody awaits or handles, a promise where a
      // callback must return nothing (an event handler), `await` on a non-promise, a switch that forgets a case.
      // react-router's navigate() is typed `void | Promise<void>`; under the declarative router the app uses it returns nothing.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-namespace': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], bannedExternalImports: ['@nestjs/*', '@mikro-orm/*', 'nats', 'pg', 'redis', 'react'] },
            {
              sourceTag: 'type:engine',
              onlyDependOnLibsWithTags: ['type:engine', 'type:contracts'],
              bannedExternalImports: ['@nestjs/*', '@mikro-orm/*', 'nats', 'pg', 'redis', 'socket.io', 'node:fs', 'node:net', 'node:http', 'fs', 'net', 'http'],
            },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['type:contracts', 'type:engine', 'type:platform', 'type:testing'] },
            {
              sourceTag: 'scope:web',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:engine'],
              bannedExternalImports: ['@nestjs/*', '@mikro-orm/*', 'nats', 'pg', 'redis'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'] },
            // The repo's own scripts and specs (tools/, deploy/) look at every project and its build.
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    languageOptions: { parserOptions: { project: './apps/web/tsconfig.json' } },
    // Hooks called in the same order on every render, and effects that list what they read.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['tools/**/*.ts'], languageOptions: { parserOptions: { project: './tools/tsconfig.json' } } },
  // tools/ and bench/ (the benchmarks) look at every project, its sources and its build.
  { files: ['tools/**/*.ts', 'bench/**/*.ts'], rules: { '@nx/enforce-module-boundaries': 'off' } },
  // The repo's scripts (tools/, bench/, deploy/, the web build): plain Node, CommonJS or ES modules.
  {
    files: ['**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.smoke-spec.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
