import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Configuration is read from `env` (src/config/env.ts), parsed once, never import.meta.env. */
const envOnceRule = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'Read configuration from `env` (src/config/env.ts), parsed once.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.data',
      '.data-*',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'import-x': importX,
      'jsx-a11y': jsxA11y,
    },
    settings: {
      // How import-x reads the modules an import points at (no-cycle follows them).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Without a resolver import-x cannot tell where '@/…' points, and the import zones below
      // would silently check nothing. unrs-resolver reads the '@/*' path from tsconfig.json.
      'import-x/resolver-next': [
        importX.createNodeResolver({
          tsconfig: { configFile: './tsconfig.json' },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', envOnceRule],
      // No module reaches itself through its imports: a cycle runs on whichever side happens to
      // load first (the toaster once worked only by a side effect at import time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One-way imports: lib -> components -> features -> app. A feature never imports another,
      // except identity (who is signed in), which the admin is built on.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features/blog', from: './src/features', except: ['./blog'] },
            {
              target: './src/features/admin',
              from: './src/features',
              except: ['./admin', './identity'],
            },
            { target: './src/features/identity', from: './src/features', except: ['./identity'] },
            { target: './src/features/home', from: './src/features', except: ['./home'] },
            { target: './src/features/pricing', from: './src/features', except: ['./pricing'] },
            { target: './src/features/legal', from: './src/features', except: ['./legal'] },
            { target: './src/features/agencies', from: './src/features', except: ['./agencies'] },
            { target: './src/features/live', from: './src/features', except: ['./live'] },
            { target: './src/features/brand', from: './src/features', except: ['./brand'] },
            { target: './src/features/auth', from: './src/features', except: ['./auth'] },
            { target: './src/features/resources', from: './src/features', except: ['./resources'] },
            { target: './src/features', from: './src/app' },
            {
              target: ['./src/components', './src/lib', './src/config', './src/i18n'],
              from: ['./src/features', './src/app'],
            },
            // The lowest layer: libraries never reach up into UI components; the catalogues and
            // the configuration never reach up either.
            { target: './src/lib', from: './src/components' },
            { target: './src/i18n', from: './src/components' },
            // The catalogues sit on the libraries and the configuration: a library may fill a
            // message's placeholders (format.ts, plain text) but never reads the page's language or
            // the catalogues (a hook that does belongs to a feature), and the configuration, the
            // bottom layer, never reaches into i18n at all.
            { target: './src/lib', from: './src/i18n', except: ['./format.ts'] },
            { target: './src/config', from: './src/i18n' },
            // The router lazily imports the route modules; they never import it back.
            { target: './src/app/routes', from: './src/app/router.tsx' },
            // The embedded backend is used through its entries only: index.ts for the site,
            // testing.ts (test servers, which bring vitest and pg) for tests and benchmarks.
            {
              target: [
                './src',
                './server',
                './scripts',
                './tests',
                './supabase/functions',
                './*.ts',
              ],
              from: './supabase/embedded',
              except: ['./index.ts', './testing.ts'],
              message:
                'Import the embedded backend through supabase/embedded (index.ts or testing.ts).',
            },
            // Inside the embedded backend the test kit (test servers, suites, conformance cases)
            // serves tests only: the rooms that answer requests, and index.ts, never import it.
            {
              target: [
                './supabase/embedded/index.ts',
                './supabase/embedded/@(db|http|rest|storage|auth)/**/!(*.test).ts',
              ],
              from: './supabase/embedded/test-kit',
              message:
                'Production code of the embedded backend never imports test-kit/: only tests and testing.ts do.',
            },
            {
              target: [
                './server/!(*.test).ts',
                './src/app',
                './scripts/start.ts',
                './scripts/build.ts',
              ],
              from: './supabase/embedded/testing.ts',
              message: 'Test servers stay out of what npm start and the build run.',
            },
          ],
        },
      ],
    },
  },
  {
    // A file a reader can hold in mind: past 400 lines a module is usually two, and the limit
    // grew back unnoticed once it was only a habit. Counted as a reader sees it, blanks and
    // comments included. Tests are held too: a long test file hides which behaviour it covers.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // Data, not code, so the line limit says nothing about them:
    files: [
      // generated from the migrations by `npm run db:types` (the locale catalogues are data too,
      // but each stays under the limit, so they are held like code);
      'src/lib/database.types.ts',
      // PostgREST conformance case tables, wherever the embedded test kit keeps them.
      'supabase/embedded/**/conformance/cases/**',
    ],
    rules: { 'max-lines': 'off' },
  },
  {
    // A function that reads as one screen of named steps: past 150 lines it is several
    // functions (or components and hooks) waiting for names. Production code only: a test's
    // describe block is a list of cases, not a function to read as one.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'tests/**',
      // The embedded backend's test kit: test servers, the RLS matrix, the operator suite and
      // the conformance cases, in their own folder or (until they move) beside production.
      'supabase/embedded/**/test-kit/**',
      'supabase/embedded/**/rls-matrix-*.ts',
      'supabase/embedded/**/rest-operators-suite.ts',
      'supabase/embedded/**/server-test-kit.ts',
      'supabase/embedded/**/test-server.ts',
      'supabase/embedded/**/conformance/**',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // Data access knows nothing of routing: route modules turn what it finds into 404s.
    files: ['src/features/*/api/**', 'src/lib/posts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'The API layer does not route: return what you found; the route decides.',
          })),
        },
      ],
    },
  },
  {
    // These tests share their worker's loaded modules (vite.config.ts, the backend project runs
    // with isolate: false): a module replaced in one file would be replaced in the next.
    files: ['supabase/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        envOnceRule,
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
          message:
            'The backend tests share loaded modules: pass a stand-in in, or move the test to src/.',
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**', 'tests/e2e-hosted/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/config/env.ts', 'src/config/env-source.vite.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/app/routes/**', 'src/components/ui/**', 'src/i18n/**', 'tests/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // Test fixtures render helpers beside small components; tests never hot-reload them.
    files: ['src/**/*-fixtures.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
