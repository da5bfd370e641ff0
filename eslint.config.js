import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The direction of imports (docs/architecture.md): host-app -> elements -> lib, server -> lib. Never the other way.
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        group: [`**/${group}/**`, `${group}/**`],
        message: `This folder must not import from ${group}/ (docs/architecture.md: direction of imports).`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['elements/**/*.{ts,tsx}', 'host-app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['lib/**'], rules: forbid('elements', 'host-app', 'server') },
  { files: ['elements/**'], rules: forbid('host-app', 'server') },
  { files: ['host-app/**'], rules: forbid('server') },
  { files: ['server/**'], rules: forbid('elements', 'host-app') },
);
