import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layering (docs/architecture.md "Layout and layering") and import cycles are checked by scripts/check-imports.ts,
// part of `npm run lint`.
export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**', 'server/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A measurement right after setViewportSize can see the old layout: journeys resize through resizeTo.
    files: ['tests/e2e/**'],
    ignores: ['tests/e2e/support/viewport.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='setViewportSize']",
          message:
            'Use resizeTo (tests/e2e/support/viewport.ts): it waits until the page has laid itself out.',
        },
      ],
    },
  },
);
