// ESLint flat config: typescript-eslint's recommended rules for all TypeScript, plus the React hooks
// rules for the web app. The type-checked rules of typescript-eslint's recommendedTypeChecked run in
// oxlint instead (.oxlintrc.json, `npm run lint:types`): the same rules and options on the
// TypeScript 7 compiler, in a sixth of ESLint's time. Import boundaries stay in .dependency-cruiser.cjs.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // One import statement per module (a type-only import beside it is fine).
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      // `_name` marks a binding kept on purpose (a rest-omit, an unused handler argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The classic hooks rules. The plugin's React Compiler rules are left out: the app is not
      // built with the compiler, and they misread react-hook-form's field refs.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/src/app/shell/service-worker/*.js'],
    languageOptions: { globals: { ...globals.serviceworker, __SW_APP_SHELL__: 'readonly' } },
  },
);
