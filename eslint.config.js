// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/** One zod for the project: zod/mini with English messages, from src/lib/zod.ts. */
const zodMessage = "import { z } from '@/lib/zod' (zod/mini, configured with English issue messages).";
const noDirectZod = [
  { name: 'zod', message: zodMessage },
  { name: 'zod/mini', message: zodMessage },
];

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

/** The app's and the mock's modules, which the import rules below check. */
const appAndMockFiles = ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'];
/** Their tests: they may also use the test helpers in src/test and the mock. */
const testFiles = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'];

/** The feature folders (src/features/<name>): each is a zone no other feature may import. */
const features = fs
  .readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The import boundaries (see README "Folders"): `app → features → components → api → lib`, and the
 * mock reaches into src only for api and lib. Tests may also import src/test.
 * @param {{ tests: boolean }} options
 */
function boundaryZones({ tests }) {
  const testHelpers = tests ? ['./test'] : [];
  return [
    {
      target: './src/api',
      from: './src',
      except: ['./api', './lib', ...testHelpers],
      message: 'src/api imports only src/api, src/lib and npm packages.',
    },
    {
      target: './src/lib',
      from: './src',
      except: ['./lib', ...testHelpers],
      message: 'src/lib is pure: it imports only src/lib and npm packages.',
    },
    {
      target: './src/components',
      from: tests ? ['./src/features'] : ['./src/features', './src/app'],
      message: 'Shared UI (src/components) imports no feature or app module: move what it needs down.',
    },
    ...features.map((name) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message:
        'A feature imports no other feature: move the shared piece to src/components (UI), src/api or src/lib.',
    })),
    {
      target: './mocks',
      from: './src',
      except: ['./api', './lib', ...testHelpers],
      message: 'The mock imports only @/api and @/lib from src: move the logic it needs there.',
    },
  ];
}

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    'public/mockServiceWorker.js',
    'playwright-report*/',
    'test-results*/',
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
      'no-restricted-imports': ['error', { paths: [noReactRouterDom, ...noDirectZod] }],
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
          paths: [noReactRouterDom, ...noDirectZod],
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

  {
    // The one module that imports zod itself.
    name: 'project/zod-module',
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [noReactRouterDom] }] },
  },

  {
    // Resolve imports as TypeScript does (the `@/` and `@mocks/` aliases of tsconfig.json) for the rules below.
    name: 'project/import-resolver',
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(import.meta.dirname, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        }),
      ],
    },
  },

  {
    // Layers: api → lib only; lib pure; components no features; no feature into another; mocks → @/api, @/lib.
    name: 'project/boundaries',
    files: appAndMockFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones({ tests: false }) },
      ],
    },
  },

  {
    // Tests keep the same layers but may also use the test helpers (src/test).
    name: 'project/boundaries-tests',
    files: testFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones({ tests: true }) },
      ],
    },
  },

  {
    // No import cycles in the app or the mock (type-only imports are not followed). Tests import, never get imported.
    name: 'project/no-cycle',
    files: appAndMockFiles,
    ignores: testFiles,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
]);
