// ESLint (flat config), run by `npm run lint` and as the lint step of `npm test`.
// The house's import rules are one local rule, fiu/boundaries (scripts/eslint/boundaries.js); typescript-eslint
// parses the TypeScript and brings its recommended rules; react-hooks checks the hooks' rules, which is what the
// `eslint-disable-next-line react-hooks/exhaustive-deps` comments in the code refer to.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import fiu from './scripts/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'test-results/', 'playwright-report/', '.fiu-data/', 'bench/results/', '**/*.d.ts'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { fiu, 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {},
    },
    rules: {
      'fiu/boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // TypeScript checks these (tsc --noEmit is its own step of npm test).
      'no-undef': 'off',
      'no-redeclare': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Deliberate in the code: sanitisers match control characters; `a ? b() : c()` and `(x, y)` as statements.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-expressions': 'off',
      'no-useless-assignment': 'off',
    },
  },
  {
    // A host page's plain script, written as a third party would.
    files: ['examples/**/*.js'],
    rules: { 'no-var': 'off' },
  },
);
