/**
 * npm run build: the client bundle, the server-render bundle, then static HTML for every public
 * route in every language, blog posts included (dist/client is deployable to any static host).
 * The blog is read through the configured backend: Supabase in hosted mode, else the embedded
 * backend started here for the duration of the build, or, when `npm start` or `npm run dev`
 * already holds DATA_DIR (one process per directory), through that running server.
 */
import { copyFile, mkdir, readdir, rename } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import { buildVariables, writeBuildEnv } from '../server/build-env';
import { prerender } from '../server/prerender';
import { precompress } from './lib/precompress';
import { clientDir, serverDir, sourceMapDir, templatePath } from '../server/paths';
import { parseEnv } from '../src/config/env-schema';
import { isLanguageCode } from '../src/config/languages';
import { localizePath, paths } from '../src/config/paths';
import { createApiClient, embeddedAnonKey } from '../src/lib/supabase';
import {
  createEmbeddedBackend,
  DataDirLockedError,
  type EmbeddedBackend,
} from '../supabase/embedded';

const started = Date.now();
// The same variables Vite compiles into the bundles (the environment and .env files).
const variables = buildVariables();
const env = parseEnv(variables);

await build({ logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // The server bundle imports every catalogue on purpose; the client keeps them lazy.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});
await mkdir(serverDir, { recursive: true });
await copyFile(`${clientDir}/index.html`, templatePath);
await writeBuildEnv(variables);

/**
 * Source maps are built (hidden: no sourceMappingURL in the bundles) for error tracking, but kept
 * out of dist/client, so no host publishes the original sources.
 */
async function moveSourceMapsOutOfClient() {
  const assets = path.join(clientDir, 'assets');
  await mkdir(sourceMapDir, { recursive: true });
  for (const name of await readdir(assets)) {
    if (name.endsWith('.map')) await rename(path.join(assets, name), path.join(sourceMapDir, name));
  }
}

let backend: EmbeddedBackend | undefined;
let apiServer: http.Server | undefined;
let apiOrigin = env.VITE_SUPABASE_URL;

/** The API of the server holding DATA_DIR, if it answers; else the build stops with why. */
async function runningServerApi(error: DataDirLockedError): Promise<string> {
  const url = error.holder.url;
  const answers =
    url &&
    (await fetch(`${url}/rest/v1/blog_posts?select=slug&limit=1`, {
      headers: { apikey: embeddedAnonKey },
      signal: AbortSignal.timeout(5_000),
    }).then(
      (response) => response.ok,
      () => false,
    ));
  if (!answers) {
    console.error(
      `Build stopped before prerendering: ${error.message} ` +
        `It serves no API the build could read the blog from${url ? ` (${url} did not answer)` : ''}.`,
    );
    process.exit(1);
  }
  console.log(`DATA_DIR is in use by process ${error.holder.pid}: reading the blog from ${url}`);
  return url;
}

if (!apiOrigin) {
  try {
    backend = await createEmbeddedBackend({});
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    apiOrigin = await runningServerApi(error);
  }
}
if (backend) {
  const embedded = backend;
  apiServer = http.createServer((req, res) =>
    embedded.handle(req, res, () => res.writeHead(404).end()),
  );
  await new Promise<void>((resolve) => apiServer?.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
}

/**
 * Post pages to prerender: every address a blog list links to, read from the lists themselves
 * (`blog_listings`: a post in each language it has, an original in each language without a
 * version of it). A post opened under another prefix is rendered on request. An unreachable
 * backend only means none are prerendered.
 */
async function postUrls(origin: string): Promise<string[]> {
  const client = createApiClient(origin, env.VITE_SUPABASE_ANON_KEY ?? embeddedAnonKey);
  const { data, error } = await client.from('blog_listings').select('slug, list_language');
  if (error) {
    console.warn(`Blog posts not prerendered (${error.message}); they are rendered on request.`);
    return [];
  }
  const urls = data.flatMap(({ slug, list_language: language }) =>
    slug && language && isLanguageCode(language)
      ? [localizePath(paths.blogPost(slug), language)]
      : [],
  );
  return [...new Set(urls)];
}

try {
  if (!apiOrigin) throw new Error('No API to read the blog from'); // set by every branch above
  const posts = await postUrls(apiOrigin);
  const pages = await prerender({ env, apiOrigin, postUrls: posts });
  await moveSourceMapsOutOfClient();
  const compressed = await precompress(clientDir);
  console.log(
    `Precompressed ${compressed.files} files: ${(compressed.bytes / 1e6).toFixed(1)} MB, ${(compressed.brotliBytes / 1e6).toFixed(1)} MB as brotli`,
  );
  console.log(
    `Built and prerendered ${pages.length} pages (${posts.length} post addresses, as the lists link them) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  apiServer?.closeAllConnections();
  apiServer?.close();
  await backend?.close();
}
// Keep-alive sockets of Node's fetch pool can hold the process open for minutes after the last
// request; the build is done, so end it instead of waiting for them to time out.
process.exit(0);
