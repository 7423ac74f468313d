import { createServer, request, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isModuleTag } from '../budgets';

/**
 * The bench's control: each page as the server sends it, minus the JavaScript it loads (module
 * scripts and their preloads; the JSON data blocks stay, they run nothing). Lighthouse on this
 * copy is what the page scores with no script at all: the browser's own start-up, parsing,
 * style, layout and paint, four times as slow under Lighthouse's mobile throttling. It is a
 * control, not a bound: Lighthouse simulates the first paint of a page without its module
 * preloads earlier, so more of the browser's start-up counts as blocking, and a page can score
 * better with its scripts than without them.
 */
export function withoutScripts(html: string): string {
  return html.replace(scriptOrLinkElement, (element) => {
    const [opening = '', name = ''] = /^<(\w+)[^>]*>/.exec(element) ?? [];
    return isModuleTag(opening, name) ? '' : element;
  });
}

/** A whole `<script>…</script>` element, or a `<link>` (which has no closing tag). */
const scriptOrLinkElement = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/gi;

/** Headers that describe one connection or one encoding of the body, not the page. */
const connectionHeaders = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'etag',
];

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** A page's copy, kept only for a 200 answer. */
interface Copy {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * A proxy in front of `origin` on `port` (0: any free one): HTML pages come back without their
 * scripts (brotli, which every browser the bench drives accepts), every other response passes
 * through byte for byte, compression and caching headers included, so Lighthouse simulates the
 * same network as for the real page. `pages` are copied before it resolves.
 */
export async function serveWithoutScripts(
  origin: string,
  port: number,
  pages: string[],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const upstream = new URL(origin);
  // Each copy is made and compressed once: a slower first byte than the real page's would move
  // Lighthouse's simulated paint, and with it which tasks count as blocking.
  const copies = new Map<string, Copy>();
  const server: Server = createServer((req, res) => {
    const fail = () => (res.headersSent ? res.destroy() : res.writeHead(502).end());
    const copy = req.method === 'GET' ? copies.get(req.url ?? '') : undefined;
    if (copy) {
      res.writeHead(200, copy.headers).end(copy.body);
      return;
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!type.startsWith('text/html') || req.method !== 'GET') {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', fail);
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const html = decoded(Buffer.concat(chunks), encoding).toString('utf8');
          const body = brotliCompressSync(withoutScripts(html));
          const headers: OutgoingHttpHeaders = { ...answer.headers };
          for (const name of connectionHeaders) delete headers[name];
          Object.assign(headers, { 'content-encoding': 'br', 'content-length': body.length });
          const status = answer.statusCode ?? 502;
          if (status === 200) copies.set(req.url ?? '', { headers, body });
          res.writeHead(status, headers).end(body);
        });
      },
    );
    forward.on('error', fail);
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const proxyOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const page of pages) {
    const answer = await fetch(`${proxyOrigin}${page}`, { headers: { accept: 'text/html' } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${page} answered ${answer.status} through the copy`);
  }
  return {
    origin: proxyOrigin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
