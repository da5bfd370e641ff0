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

// A physical property, camelCase or kebab-case: left, marginLeft, border-right-width, borderTopLeftRadius...
const PHYSICAL =
  '/^(left|right|(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)[A-Za-z]*|border(Top|Bottom)(Left|Right)Radius|(margin|padding|border|scroll-margin|scroll-padding)-(left|right)[a-z-]*|border-(top|bottom)-(left|right)-radius)$/';

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
  // Right-to-left pages (docs/architecture.md, texts and languages): style files use logical properties
  // (inline-start, inline-end), never physical left and right.
  {
    files: ['**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Property > Identifier.key[name=${PHYSICAL}]`,
          message: 'Use the logical property (inline-start, inline-end) instead: docs/architecture.md.',
        },
        {
          selector: `Property > Literal.key[value=${PHYSICAL}]`,
          message: 'Use the logical property (inline-start, inline-end) instead: docs/architecture.md.',
        },
        {
          selector: 'Property > Literal.value[value=/^(left|right)$/]',
          message: "Use 'start' or 'end' instead of left or right: docs/architecture.md.",
        },
      ],
    },
  },
  { files: ['lib/**'], rules: forbid('elements', 'host-app', 'server') },
  { files: ['elements/**'], rules: forbid('host-app', 'server') },
  { files: ['host-app/**'], rules: forbid('server') },
  { files: ['server/**'], rules: forbid('elements', 'host-app') },
);
