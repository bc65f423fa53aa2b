// @ts-check
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'coverage/', 'playwright-report/', 'test-results/', 'screenshots/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-key': 'error',
      'react/no-danger': 'error',
      'react/jsx-no-script-url': 'error',
      'react/jsx-no-target-blank': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed useAppSelector / useAppDispatch / useAppStore from @/app/hooks.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['src/**/*.tsx'],
    settings: {
      // The rules only see DOM elements: name the element each MUI component renders, so they check
      // the app's JSX too. Left out: MenuItem, which handles Enter and Space and sets aria-checked
      // itself, and Link, which mostly renders React Router's link, whose href the rules cannot see.
      'jsx-a11y': {
        polymorphicPropName: 'component',
        components: {
          Box: 'div',
          Stack: 'div',
          Container: 'div',
          Paper: 'div',
          Card: 'div',
          CardContent: 'div',
          CardActions: 'div',
          Grid: 'div',
          Typography: 'p',
          Button: 'button',
          IconButton: 'button',
          ButtonBase: 'button',
          InputBase: 'input',
          OutlinedInput: 'input',
        },
      },
    },
  },
  {
    // The one place the plain hooks are wrapped into typed ones.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.{js,mjs,cjs,ts}', 'scripts/**/*.{js,mjs}', 'e2e-engines/**/*.mjs'],
    // Scripts drive browsers, so code passed to page.evaluate sees browser globals.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
