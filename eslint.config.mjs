// One lint setup for every project. Module boundaries follow house-style.md: engines stay pure,
// apps never import apps, the web app imports only contracts, rhythm and chart. The rules that need types
// (floating promises, import cycles, exhaustive switches) and the type check itself are oxlint's
// (.oxlintrc.json): one TypeScript 7 program does both, several times faster than a second program here.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.flow/**', 'coverage/**', 'bench/results/**', '**/vite.config.ts', 'jest.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
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
    // Hooks called in the same order on every render, and effects that list what they read.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
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
