import { existsSync, readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/**
 * A static host for dist/client as Cloudflare Pages serves it: files (with the build's .br/.gz
 * copies), `index.html` for a folder, `_headers` on every answer, `_redirects` before files, and a
 * URL with no file answered 404 with the nearest 404.html up its path (/de/x gets /de/404.html;
 * Netlify would serve the root 404.html). No server logic at all: what the site does on such a
 * host, it does in the browser. A test tool: it listens on loopback only.
 */

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}
interface RedirectRule {
  pattern: RegExp;
  to: string;
  status: number;
}

/** `/*` and `/en/*` as the hosts read them: `*` is the rest of the path (`:splat`). */
function pathPattern(from: string): RegExp {
  const escaped = from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(.*)');
  return new RegExp(`^${escaped}$`);
}

/** Netlify's `_headers`: a path line, then its `Name: value` lines indented. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pathPattern(line.trim()), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0)
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `_redirects`: `from to [status]` a line. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { pattern: pathPattern(from), to, status: Number(status) };
    });
}

function readOptional(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export function createStaticHost(root: string) {
  // Read at the first request (sirv lists the folder once, when made): the host may start before
  // the build has written its files.
  let host:
    | { headerRules: HeaderRule[]; redirects: RedirectRule[]; files: ReturnType<typeof sirv> }
    | undefined;
  const readHost = () =>
    (host ??= {
      headerRules: parseHeadersFile(readOptional(path.join(root, '_headers'))),
      redirects: parseRedirectsFile(readOptional(path.join(root, '_redirects'))),
      files: sirv(root, { dev: false, etag: true, brotli: true, gzip: true }),
    });

  function notFound(pathname: string, res: ServerResponse) {
    for (let dir = path.posix.dirname(`${pathname}x`); ; dir = path.posix.dirname(dir)) {
      const file = path.join(root, dir, '404.html');
      const inside = !path.relative(root, file).startsWith('..');
      if (inside && existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(readFileSync(file));
        return;
      }
      if (dir === '/') break;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL((req.url ?? '/').replace(/^[/\\]+/, '/'), 'http://static.host');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const { headerRules, redirects, files } = readHost();
    for (const rule of headerRules) {
      if (!rule.pattern.test(url.pathname)) continue;
      for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    for (const rule of redirects) {
      const match = rule.pattern.exec(url.pathname);
      if (!match) continue;
      // Still encoded, and never `//host`: a redirect stays on this site.
      const target = rule.to.replace(':splat', match[1] ?? '').replace(/^\/{2,}/, '/');
      res.writeHead(rule.status, { Location: target + url.search }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    files(req, res, () => notFound(pathname, res));
  };
}

export function startStaticHost(root: string, port: number, host = '127.0.0.1') {
  const server = http.createServer(createStaticHost(root));
  return new Promise<http.Server>((resolve) => server.listen(port, host, () => resolve(server)));
}
