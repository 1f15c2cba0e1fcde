import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The folders (or files) directly inside `dir`, as paths from the repository root, leaving out `except`. */
const entriesOf = (dir, except = []) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => !except.includes(e.name))
    .map((e) => `${dir}/${e.name}`);
const foldersOf = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** Each feature folder imports nothing from its sibling features (its own tests and files included). */
const featureZones = (featuresDir) =>
  foldersOf(featuresDir).map((name) => ({
    target: `${featuresDir}/${name}`,
    from: featuresDir,
    except: [`./${name}`],
    message: `A feature does not import another feature's files: move what both need out of ${featuresDir}/ (STYLE.md, Structure).`,
  }));

/**
 * Imports flow one way (STYLE.md, Structure): common -> server or web core -> features -> app. The server's core is
 * everything in src/server but its features and what assembles them (app.ts, main.ts, demo/) or tests them (testing/).
 */
const boundaryZones = [
  {
    target: 'src/common',
    from: ['src/server', 'src/web'],
    message: 'src/common is shared by server and web: it imports neither.',
  },
  { target: 'src/web', from: 'src/server', message: 'The web client shares code with the server through src/common only.' },
  { target: 'src/server', from: 'src/web', message: 'The server shares code with the web client through src/common only.' },
  ...featureZones('src/server/features'),
  ...featureZones('src/web/features'),
  {
    target: entriesOf('src/server', ['features', 'app.ts', 'main.ts', 'demo', 'testing']),
    from: 'src/server/features',
    message: 'Server core does not import a feature: move the shared code out of src/server/features/.',
  },
  {
    target: ['src/web/lib', 'src/web/components', 'src/web/shell'],
    from: 'src/web/features',
    message: 'Web core (lib, components, shell) does not import a feature.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-bench/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'src/web/public/'] },
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows TypeScript files only when it is told they are modules and how to parse them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Server code imports `./x.js` for `./x.ts`; web code imports `@/` (src/web) and `@common/` without extensions.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '@': [join(root, 'src/web')], '@common': [join(root, 'src/common')] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
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
