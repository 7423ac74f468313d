/**
 * npm run build: the client bundle, the server-render bundle, then static HTML for every public
 * route in every language (dist/client is deployable to any static host as it is).
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { build } from 'vite';
import { prerender } from '../server/prerender';
import { clientDir, serverDir, templatePath } from '../server/paths';

const started = Date.now();
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
const pages = await prerender();
console.log(
  `Built and prerendered ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
