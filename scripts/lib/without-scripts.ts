import { createServer, request, type OutgoingHttpHeaders, type Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { isModuleTag } from '../budgets';

/**
 * The bench's control: each page as the server sends it, minus the JavaScript it loads (module
 * scripts and their preloads; the JSON data blocks stay, they run nothing). Lighthouse on this
 * copy is what the page would score if it shipped no script at all, which is the floor the
 * machine sets: the browser's own start-up, parsing, style, layout and paint, four times as slow
 * under Lighthouse's mobile throttling. The distance from it is what our JavaScript costs.
 */
export function withoutScripts(html: string): string {
  return html.replace(scriptOrLinkElement, (element) => {
    const [opening = '', name = ''] = /^<(\w+)[^>]*>/.exec(element) ?? [];
    return isModuleTag(opening, name) ? '' : element;
  });
}

/** A whole `<script>…</script>` element, or a `<link>` (which has no closing tag). */
const scriptOrLinkElement = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/gi;

/**
 * A proxy in front of `origin` on `port`: HTML pages come back without their scripts (brotli, as
 * the server sends them), every other response passes through byte for byte, compression and
 * caching headers included, so Lighthouse simulates the same network as for the real page.
 * `pages` are copied before it resolves.
 */
export async function serveWithoutScripts(
  origin: string,
  port: number,
  pages: string[],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const upstream = new URL(origin);
  // Each copy is made and compressed once: a slower first byte than the real page's would move
  // Lighthouse's simulated paint, and with it which tasks count as blocking.
  const copies = new Map<string, { status: number; headers: OutgoingHttpHeaders; body: Buffer }>();
  const server: Server = createServer((req, res) => {
    const copy = copies.get(req.url ?? '');
    if (copy && req.headers.accept?.includes('text/html')) {
      res.writeHead(copy.status, copy.headers).end(copy.body);
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
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = brotliCompressSync(withoutScripts(Buffer.concat(chunks).toString('utf8')));
          const headers: OutgoingHttpHeaders = { ...answer.headers };
          delete headers['content-length'];
          delete headers.etag;
          Object.assign(headers, { 'content-encoding': 'br', 'content-length': body.length });
          const status = answer.statusCode ?? 502;
          if (status === 200) copies.set(req.url ?? '', { status, headers, body });
          res.writeHead(status, headers).end(body);
        });
      },
    );
    // The copy is made from the uncompressed page; other requests keep what the browser accepts.
    if (req.headers.accept?.includes('text/html')) forward.setHeader('accept-encoding', 'identity');
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const proxyOrigin = `http://127.0.0.1:${port}`;
  for (const page of pages)
    await fetch(`${proxyOrigin}${page}`, { headers: { accept: 'text/html' } });
  return {
    origin: proxyOrigin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
