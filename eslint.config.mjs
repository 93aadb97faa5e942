// `npm run lint` (eslint . --max-warnings=0): any finding fails scripts/test-all.sh (docs/architecture.md §15 Lint and format).
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Generated files (npm run codegen, npm run schema), build output and static assets.
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      '.data-*/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'public/**',
      'next-env.d.ts',
      'api/**/generated.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // React code only: server/graphql/plugins' `use*` are Envelop plugins, not hooks, and running the
    // React Compiler's checks over the server and scripts took 70 % of the run for nothing.
    files: ['components/**/*.{ts,tsx}', 'pages/**/*.tsx', 'store/**/*.ts', 'tests/unit/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A choice card is <label><input/><span><span>title</span>…</span></label>: the label's text sits
      // up to four elements deep, past the rule's default search depth of 2.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  {
    files: ['pages/**/*.tsx', 'components/**/*.tsx'],
    ...nextPlugin.configs['core-web-vitals'],
    settings: { next: { rootDir: '.' } },
  },
  {
    // Node scripts and config files written in plain JavaScript.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['next.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    rules: {
      // `_name` marks a parameter or binding kept for its position (a callback's signature, a
      // destructured rest that drops fields); everything else unused is a finding.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  }
);
