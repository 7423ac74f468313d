/**
 * The worker thread that owns PGlite. PGlite is Postgres compiled to WebAssembly: a statement
 * runs to its end on the thread that called it and cannot be interrupted (statement_timeout
 * needs timers the WebAssembly build lacks). Here it blocks only this thread, never the server's
 * event loop; a statement past its deadline is stopped by terminating this thread (database.ts).
 *
 * Protocol (structured-clone messages on the worker's port):
 *   in:  { kind: 'open', dataDir, channels } first, then
 *        { id, kind: 'query' | 'exec', sql, params? } | { id, kind: 'listen', channel } | { id, kind: 'close' }
 *   out: { kind: 'loaded' } (PGlite loaded, waiting for 'open') | { kind: 'ready' } | { kind: 'failed', error }
 *        | { kind: 'notification', channel, payload }
 *        | { id, ok: true, rows, rowCount } | { id, ok: false, error }
 * A worker is started ahead of need, loads PGlite, compiles its WebAssembly, reads its file
 * bundle and waits: when a statement past its deadline stops the live worker, the waiting one
 * only has to open the directory.
 * A notification is posted as soon as PGlite reports it, so it reaches the main thread before
 * the answer to the COMMIT that caused it.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parentPort } from 'node:worker_threads';
import type { OpenRequest, WorkerRequest, WorkerResponse } from './pglite-protocol';
import { serializeError } from './pglite-protocol';

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const port = parentPort!;
// Compiled and read before 'loaded', so a replacement only instantiates them: a restart after a
// stopped statement took about 525 ms (median) with PGlite compiling and reading them at open,
// and 224 ms so, its first statement included (npm run bench:restart at 29,527 posts).
const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
const [pgliteWasmModule, fsBundle] = await Promise.all([
  readFile(path.join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
  readFile(path.join(dist, 'pglite.data')).then((bytes) => new Blob([bytes])),
]);
const post = (message: WorkerResponse) => port.postMessage(message);

const { dataDir, channels } = await new Promise<OpenRequest>((resolve) => {
  port.once('message', resolve);
  post({ kind: 'loaded' });
});

try {
  // pg_trgm backs the blog search index (supabase/migrations), as on Supabase.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm }, pgliteWasmModule, fsBundle });
  db.onNotification((channel, payload) => post({ kind: 'notification', channel, payload }));
  const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const channel of channels) await db.exec(`listen ${quoteIdentifier(channel)}`);

  port.on('message', async (request: WorkerRequest) => {
    try {
      if (request.kind === 'query') {
        const result = await db.query(request.sql, request.params ?? []);
        post({
          id: request.id,
          ok: true,
          rows: result.rows as Record<string, unknown>[],
          rowCount: result.affectedRows ?? result.rows.length,
        });
      } else if (request.kind === 'exec') {
        await db.exec(request.sql);
        post({ id: request.id, ok: true, rows: [], rowCount: 0 });
      } else if (request.kind === 'listen') {
        await db.exec(`listen ${quoteIdentifier(request.channel)}`);
        post({ id: request.id, ok: true, rows: [], rowCount: 0 });
      } else {
        await db.close();
        post({ id: request.id, ok: true, rows: [], rowCount: 0 });
      }
    } catch (error) {
      post({ id: request.id, ok: false, error: serializeError(error) });
    }
  });
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', error: serializeError(error) });
}
