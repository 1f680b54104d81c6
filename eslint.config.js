import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The layering of DESIGN.md §2, enforced: `target` may not import from `from`. */
const all = (dir) => `${dir}/**`;
const spaRoot = ['./src/*.ts', './src/*.tsx'];
const layers = [
  {
    target: all('./resources'),
    from: ['./src', './auth', './custom-pages', './server', './i18n'].map(all),
    message: 'resources/ imports zod only',
  },
  {
    target: all('./i18n'),
    from: ['./src', './auth', './custom-pages', './server', './resources'].map(all),
    message: 'i18n/ imports nothing of the project',
  },
  {
    target: all('./src/api'),
    from: [
      './src/!(api)/**',
      ...spaRoot,
      ...['./auth', './custom-pages', './server', './resources'].map(all),
    ],
    message: 'src/api imports only i18n',
  },
  {
    target: all('./src/ui'),
    from: ['./src/!(ui)/**', ...spaRoot, ...['./auth', './custom-pages', './server', './resources'].map(all)],
    message: 'src/ui imports only i18n',
  },
  {
    target: all('./auth'),
    from: ['./src/!(api|ui)/**', ...spaRoot, ...['./custom-pages', './server'].map(all)],
    message: 'auth/ imports src/api, src/ui, i18n',
  },
  {
    target: all('./custom-pages'),
    from: ['./src/!(api|ui)/**', ...spaRoot, all('./server')],
    message: 'custom-pages/ imports src/ui, src/api, auth, i18n',
  },
  {
    target: all('./server'),
    from: ['./src', './auth', './custom-pages'].map(all),
    message: 'server/ never imports the SPA',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**', 'server/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
