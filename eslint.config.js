// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `react-router-dom` is not part of react-router 8: use `react-router` / `react-router/dom`. */
const noReactRouterDom = {
  name: 'react-router-dom',
  message:
    "react-router 8 has no react-router-dom: import from 'react-router' (or 'react-router/dom' for RouterProvider).",
};

/** No raw HTML injection: data from audited sites is attacker-controlled. */
const noDangerouslySetInnerHTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message:
    'dangerouslySetInnerHTML is forbidden: data from audited sites is attacker-controlled. Render it as text instead.',
};

/** No raw HTML sinks either: `innerHTML`/`outerHTML` writes and `insertAdjacentHTML`/`document.write`. */
const noRawHtmlSinks = [
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
    message:
      'Writing innerHTML/outerHTML is forbidden: render data as text (React) or use replaceChildren().',
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/][callee.object.name='document'], CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'insertAdjacentHTML and document.write are forbidden: render data as text.',
  },
];

const mockImportMessage = 'Only src/main.tsx may import the mock (as a dynamic import in embedded mode).';

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    'public/mockServiceWorker.js',
    'playwright-report/',
    'test-results/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    // React rules for the app only: Playwright fixtures (`use`) and Node scripts are not React.
    name: 'project/react',
    files: ['src/**/*.{js,jsx,ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
  },

  {
    name: 'project/base',
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'no-restricted-imports': ['error', { paths: [noReactRouterDom] }],
      'no-restricted-syntax': ['error', noDangerouslySetInnerHTML, ...noRawHtmlSinks],
    },
  },

  {
    // The mock is a lazy chunk loaded only by src/main.tsx in embedded mode; nothing else in src may import it.
    name: 'project/src-no-mocks',
    files: ['src/**/*.{js,jsx,ts,tsx,mjs,cjs,mts,cts}'],
    // Tests run the mock under msw/node; the production code never imports it.
    ignores: ['src/main.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noReactRouterDom],
          patterns: [
            { group: ['@mocks', '@mocks/*'], message: mockImportMessage },
            {
              regex: '^(\\.{1,2}/)+(.*/)?mocks(/|$)',
              message: mockImportMessage,
            },
          ],
        },
      ],
      // no-restricted-imports does not see import(): catch dynamic imports of the mock as well.
      'no-restricted-syntax': [
        'error',
        noDangerouslySetInnerHTML,
        ...noRawHtmlSinks,
        {
          selector: 'ImportExpression[source.value=/^(@mocks|(\\.{1,2}\\x2F)+(.*\\x2F)?mocks)(\\x2F|$)/]',
          message: mockImportMessage,
        },
      ],
    },
  },
]);
