import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/db/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@dwa/db/*', '@dwa/api/*', '**/apps/api/**'], message: 'The browser never imports db or api code.' }] },
      ],
    },
  },
  {
    // Routes take the caller from `requireUser(request)` (plugins/auth.ts), typed and 401 when absent;
    // a non-null assertion on `.user` would hide a route that forgot its auth hook.
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSNonNullExpression > MemberExpression.expression[property.name='user'][object.name=/^req(uest)?$/]",
          message: 'Use requireUser(request) from plugins/auth instead of request.user!.',
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dwa/db/*', '@dwa/api/*', 'react', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'packages/shared depends on zod only.',
            },
          ],
        },
      ],
    },
  },
);
