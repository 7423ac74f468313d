/**
 * Brotli and gzip copies of every compressible file of the build, written beside it
 * (`x.html.br`, `x.html.gz`), so `npm start` answers with the smallest encoding a client accepts
 * without compressing anything per request (sirv for assets, server/static-pages.ts for pages).
 * Maximum effort, since it happens once per build: brotli quality 11, gzip level 9. Compressed in
 * libuv's thread pool, several files at a time.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
/** Below this a compressed copy saves less than its own request overhead. */
export const minimumBytes = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

export async function precompress(
  dir: string,
  concurrency = 4,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const queue: string[] = [];
  for await (const file of files(dir)) queue.push(file);
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  async function worker() {
    for (let file = queue.pop(); file; file = queue.pop()) {
      if ((await stat(file)).size < minimumBytes) continue;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      totals.files += 1;
      totals.bytes += body.length;
      totals.brotliBytes += br.length;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return totals;
}
