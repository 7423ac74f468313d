import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import { parseEnv } from './src/config/env-schema.ts';
import { reactErrorSentinels } from './scripts/lib/react-error-sentinels.ts';
import type * as EmbeddedBackendModule from './supabase/embedded/index.ts';

/**
 * In embedded mode (no VITE_SUPABASE_URL) the dev server also answers /rest/v1, /storage/v1 and
 * /auth/v1 from PGlite, so `npm run dev` is the whole product with no account and no network.
 */
function embeddedBackend(): Plugin {
  return {
    name: 'demoly-embedded-backend',
    // Vitest also starts a Vite server; its tests start their own backends.
    apply: (_config, { command }) => command === 'serve' && !process.env.VITEST,
    async configureServer(server) {
      // runnerImport compiles the backend's TypeScript on its own instead of bundling it into this
      // config file, so the config stays small and the backend is loaded only when serving.
      const { module } = await runnerImport<typeof EmbeddedBackendModule>(
        './supabase/embedded/index.ts',
      );
      // Throws, naming the holder, when npm start or another dev server has DATA_DIR.
      const backend = await module.createEmbeddedBackend({});
      server.middlewares.use((req, res, next) => backend.handle(req, res, next));
      // A build run meanwhile reads the blog through this server (one process per directory).
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (address && typeof address === 'object') {
          const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          backend.announceUrl(`http://${host}:${address.port}`);
        }
      });
      server.httpServer?.once('close', () => void backend.close());
    },
  };
}

/**
 * React Router's package points every bundler at its development build, whose warnings cost the
 * browser about a kilobyte; the browser bundle takes the production build it ships beside it.
 * The server bundle keeps the default, so it shares one copy with server/ code run by Node.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

export default defineConfig(({ mode, command, isSsrBuild }) => {
  // A bad variable stops dev and build here, with every problem named.
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    // The parsed configuration as a constant for src/config/env-source.vite.ts: checked once
    // here, no zod in the browser.
    define: { __DEMOLY_ENV__: JSON.stringify(env) },
    plugins: [
      react(),
      tailwindcss(),
      reactErrorSentinels(),
      ...(env.VITE_SUPABASE_URL ? [] : [embeddedBackend()]),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // src/config/env.ts reads the constant below instead of parsing again (see env-source).
        {
          find: /^\.\/env-source$/,
          replacement: fileURLToPath(new URL('./src/config/env-source.vite.ts', import.meta.url)),
        },
        ...(command === 'build' && !isSsrBuild ? reactRouterProduction : []),
      ],
    },
    server: {
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.PORT ?? 5173),
      // Builds and embedded data dirs change often and are not sources.
      watch: { ignored: ['**/dist*/**', '**/.data*/**', '**/test-results/**'] },
      // Vite serves files under the project root; the embedded database (signing secret,
      // password hashes) lives there too. This list replaces Vite's defaults, so they are kept.
      fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data*/**'] },
    },
    preview: { host: '127.0.0.1', port: 4173 },
    // 'hidden': maps are written (scripts/build.ts moves them out of dist/client) but the bundles do
    // not point to them, so browsers never ask for them. The manifest lets the server preload each
    // page's chunks and the budget check weigh them.
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
      manifest: true,
      rollupOptions: {
        output: {
          codeSplitting: {
            // The app src/boot.ts imports after the first paint, with everything it imports
            // statically (the router, the chrome), is one chunk and React another: every page
            // needs all of both, and a dozen small shared chunks would each cost a request and
            // compress worse.
            // What the entry shares with the app (Vite's preload helper, the page-modules id,
            // nextTask) stays out of it, or the entry would import the whole app before the
            // first paint.
            groups: [
              {
                name: 'boot',
                test: /preload-helper|[\\/]src[\\/]lib[\\/](page-modules|next-task)\.ts$/,
                priority: 1,
              },
              // React on its own, which src/boot.ts evaluates a task before the app.
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 1,
              },
              { name: 'app', test: /[\\/]src[\\/]main\.tsx$/ },
            ],
          },
        },
      },
    },
    test: {
      // Node unless a test file asks for a DOM (`// @vitest-environment jsdom` on its first
      // line): building a jsdom window for a suite that never touches one costs a quarter second.
      environment: 'node',
      setupFiles: ['tests/setup/setup-test-env.ts'],
      projects: [
        // The app's tests replace modules (vi.mock) and render into a DOM: each file gets fresh
        // modules.
        { extends: true, test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'] } },
        // The backend's, the server's and the scripts' tests replace no module: files in one
        // worker share the modules it has loaded (supabase-js, PGlite's glue, the server), which
        // took a fifth of their time to load again for each file.
        {
          extends: true,
          test: {
            name: 'backend',
            include: ['supabase/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
            isolate: false,
          },
        },
      ],
      // Both cores: most suites wait on PGlite or jsdom, and one worker (Vitest's default on two
      // cores) leaves the second idle.
      maxWorkers: 2,
      testTimeout: 20_000,
      hookTimeout: 60_000,
      restoreMocks: true,
    },
  };
});
