// @ts-check
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'coverage/',
      'playwright-report/',
      'test-results/',
      'screenshots/',
      'bench-results/',
    ],
  },
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
    // Imports go one way: lib, data, components, theme → speed → features → pages → app, and never
    // in a circle (src/layering.test.ts shows both rules failing). The speed room (src/speed) holds
    // the speed devices: features, pages and app call it; it reads the store through app/hooks only.
    // Its lookalikes (speed/looks) are drawn by shared components too, and the theme takes its
    // press shade and focus ring from them. Features and pages reach into app/
    // for the typed hooks, the store's types (and makeStore, for their tests) and the listener
    // middleware's types only, as in Redux's templates; everything else of app/ sits above them.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript files an import leads to are parsed too, to follow them round a cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['src/lib', 'src/data', 'src/components', 'src/theme'],
              from: ['src/features', 'src/pages', 'src/app'],
              message:
                'Shared code (lib, data, components, theme) imports nothing from features, pages or app.',
            },
            {
              target: 'src/speed',
              from: ['src/features', 'src/pages'],
              message: 'The speed room imports no feature and no page: they call it.',
            },
            {
              target: 'src/speed',
              from: 'src/app',
              except: ['./hooks.ts'],
              message: 'Of app/, the speed room imports only hooks.ts (the typed hooks).',
            },
            {
              target: ['src/lib', 'src/data'],
              from: 'src/speed',
              message: 'lib and data import nothing from the speed room.',
            },
            {
              target: 'src/theme',
              from: 'src/speed',
              except: ['./looks/styles.ts'],
              message:
                "Of the speed room, the theme imports only the lookalikes' shared styles (looks/styles.ts).",
            },
            {
              target: 'src/components',
              from: 'src/speed',
              except: ['./fromTheme.ts', './looks'],
              message:
                'Of the speed room, shared components import only fromTheme.ts and the lookalikes (looks/).',
            },
            {
              target: 'src/features',
              from: 'src/pages',
              message: 'Features import nothing from pages.',
            },
            {
              target: ['src/features', 'src/pages'],
              from: 'src/app',
              except: ['./hooks.ts', './store.ts', './listenerMiddleware.ts'],
              message:
                'Of app/, features and pages import only hooks.ts, store.ts and listenerMiddleware.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place the plain hooks are wrapped into typed ones.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.{js,mjs,cjs,ts}', 'scripts/**/*.{js,mjs,cjs}', 'e2e-engines/**/*.mjs'],
    // Scripts drive browsers, so code passed to page.evaluate sees browser globals.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
