// One lint setup for every project. Module boundaries follow house-style.md: engines stay pure,
// apps never import apps, the web app imports only contracts, rhythm and chart.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.flow/**', 'coverage/**', 'bench/results/**', '**/*.cjs', '**/*.mjs', '**/vite.config.ts', 'jest.config.js'] },
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
            { sourceTag: 'type:engine', onlyDependOnLibsWithTags: ['type:engine', 'type:contracts'], bannedExternalImports: ['@nestjs/*', '@mikro-orm/*', 'nats', 'pg', 'redis', 'socket.io', 'node:fs', 'node:net', 'node:http', 'fs', 'net', 'http'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['type:contracts', 'type:engine', 'type:platform', 'type:testing'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:contracts', 'type:engine'], bannedExternalImports: ['@nestjs/*', '@mikro-orm/*', 'nats', 'pg', 'redis'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
