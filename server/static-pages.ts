/**
 * The prerendered pages of the build, served like files: each is read once (with the brotli and
 * gzip copies the build wrote beside it) into a representation with an ETag, then answered from
 * memory. The build does not change while the server runs, so an entry never goes stale; the
 * set is bounded by the build (every public page and not-found page in every language).
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { etagOf, prepare, type Representation } from './representation';

export interface StaticPages {
  /** The representation of the HTML file at `file`, or undefined when there is none. */
  get(
    file: string,
    headers: Record<string, string>,
    status?: number,
  ): Promise<Representation | undefined>;
}

async function load(
  file: string,
  headers: Record<string, string>,
  status: number,
): Promise<Representation> {
  const [body, { mtime }] = await Promise.all([readFile(file), stat(file)]);
  if (!existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) {
    // A build from before precompression: compress once here instead.
    return prepare(body, { status, headers, lastModified: mtime });
  }
  const [br, gzip] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
  return {
    status,
    headers,
    br,
    gzip,
    identity: body,
    identityLength: body.length,
    etag: etagOf(body),
    lastModified: new Date(Math.floor(mtime.getTime() / 1000) * 1000),
    bytes: body.length + br.length + gzip.length,
  };
}

export function createStaticPages(): StaticPages {
  const loaded = new Map<string, Promise<Representation>>();
  return {
    async get(file, headers, status = 200) {
      const key = `${status} ${file}`;
      let entry = loaded.get(key);
      if (!entry) {
        if (!existsSync(file)) return undefined;
        entry = load(file, headers, status);
        loaded.set(key, entry);
        entry.catch(() => loaded.delete(key));
      }
      return entry;
    },
  };
}
