import { existsSync, readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/**
 * A static host for dist/client as Cloudflare Pages and Netlify serve it: files (with the build's
 * .br/.gz copies), `index.html` for a folder, `_headers` on every answer, `_redirects` before
 * files, and a URL with no file answered 404 with the nearest 404.html up its path (/de/x gets
 * /de/404.html). No server logic at all: what the site does on such a host, it does in the browser.
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
  // Read at the first request: the host may start before the build has written them.
  let rules: { headerRules: HeaderRule[]; redirects: RedirectRule[] } | undefined;
  const readRules = () =>
    (rules ??= {
      headerRules: parseHeadersFile(readOptional(path.join(root, '_headers'))),
      redirects: parseRedirectsFile(readOptional(path.join(root, '_redirects'))),
    });
  const files = sirv(root, { dev: false, etag: true, brotli: true, gzip: true });

  function notFound(pathname: string, res: ServerResponse) {
    for (let dir = path.posix.dirname(`${pathname}x`); ; dir = path.posix.dirname(dir)) {
      const file = path.join(root, dir, '404.html');
      if (file.startsWith(root) && existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(readFileSync(file));
        return;
      }
      if (dir === '/') break;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://static.host');
    const pathname = decodeURIComponent(url.pathname);
    const { headerRules, redirects } = readRules();
    for (const rule of headerRules) {
      if (rule.pattern.test(pathname))
        for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    for (const rule of redirects) {
      const match = rule.pattern.exec(pathname);
      if (!match) continue;
      const location = rule.to.replace(':splat', match[1] ?? '') + url.search;
      res.writeHead(rule.status, { Location: location }).end();
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
