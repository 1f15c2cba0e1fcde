import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'src/web/public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Issue 10, "no query key spelled twice": query keys are spelled only in the query-options factories of
  // src/web/lib/queries; everything else (queries, invalidation, the realtime handler) uses a factory's queryKey.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/queries/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='queryKey'] > ArrayExpression.value, Property[key.name='queryKey'] > TSAsExpression.value > ArrayExpression",
          message:
            'Spell query keys only in src/web/lib/queries: use a factory, e.g. useQuery(childrenQuery()) or { queryKey: childrenQuery().queryKey }.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState|ensureQueryData|fetchQuery|prefetchQuery)$/] > ArrayExpression.arguments:first-child',
          message: 'Spell query keys only in src/web/lib/queries: pass a factory’s queryKey.',
        },
        {
          selector:
            'VariableDeclarator > ArrayExpression.init > Literal.elements:first-child[value=/^\\/api\\//], VariableDeclarator > TSAsExpression.init > ArrayExpression > Literal.elements:first-child[value=/^\\/api\\//]',
          message: 'A query key constant belongs in src/web/lib/queries, as a query-options factory.',
        },
      ],
    },
  },
);
