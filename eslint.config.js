import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The layering of DESIGN.md §2, enforced: `target` may not import from `from`. */
const layers = [
  {
    target: './resources',
    from: ['./src', './auth', './custom-pages', './server', './i18n'],
    message: 'resources/ imports zod only',
  },
  {
    target: './i18n',
    from: ['./src', './auth', './custom-pages', './server', './resources'],
    message: 'i18n/ imports nothing of the project',
  },
  {
    target: './src/api',
    from: [
      './src/!(api)/**',
      './src/*.tsx',
      './src/*.ts',
      './auth',
      './custom-pages',
      './server',
      './resources',
    ],
    message: 'src/api imports only i18n',
  },
  {
    target: './src/ui',
    from: [
      './src/!(ui)/**',
      './src/*.tsx',
      './src/*.ts',
      './auth',
      './custom-pages',
      './server',
      './resources',
    ],
    message: 'src/ui imports only i18n',
  },
  {
    target: './auth',
    from: ['./src/!(api|ui)/**', './src/*.tsx', './src/*.ts', './custom-pages', './server'],
    message: 'auth/ imports src/api, src/ui, i18n',
  },
  {
    target: './custom-pages',
    from: ['./src/!(api|ui)/**', './src/*.tsx', './src/*.ts', './server'],
    message: 'custom-pages/ imports src/ui, src/api, auth, i18n',
  },
  {
    target: './server',
    from: ['./src', './auth', './custom-pages'],
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
