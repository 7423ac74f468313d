import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveWithoutScripts, withoutScripts } from './without-scripts';

const page = `<!doctype html><html><head>
<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2">
<link rel="modulepreload" crossorigin href="/assets/boot-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
<script type="application/json" id="page-modules">["/assets/react-2.js"]</script>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<script type="application/ld+json">{"@type":"FAQPage"}</script>
</head><body><div id="root"><h1>Demos</h1></div>
<script type="application/json" id="page-state">{"queries":[]}</script></body></html>`;

describe('withoutScripts', () => {
  it('removes the module scripts and their preloads, and nothing else', () => {
    const copy = withoutScripts(page);
    expect(copy).not.toContain('/assets/index-1.js');
    expect(copy).not.toContain('modulepreload');
    expect(copy).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(copy).toContain('<link rel="preload" as="font"');
    expect(copy).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
    expect(copy).toContain(
      '<script type="application/json" id="page-state">{"queries":[]}</script>',
    );
    expect(copy).toContain('<h1>Demos</h1>');
  });

  it('leaves a page that loads no script as it was', () => {
    const copy = withoutScripts(page);
    expect(withoutScripts(copy)).toBe(copy);
  });
});

describe('serveWithoutScripts', () => {
  it('serves pages without their scripts and every other file as the server sent it', async () => {
    const css = gzipSync('body{color:#111}');
    let pageRequests = 0;
    const upstream = createServer((req, res) => {
      if (req.url === '/assets/index-1.css') {
        res.writeHead(200, { 'content-type': 'text/css', 'content-encoding': 'gzip' }).end(css);
        return;
      }
      pageRequests += 1;
      // Compressed, whatever was asked: the copy must be made from the decoded page.
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' })
        .end(brotliCompressSync(page));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const copy = await serveWithoutScripts(`http://127.0.0.1:${port}`, 0, ['/']);
    try {
      const html = await (await fetch(`${copy.origin}/`, { headers: { accept: '*/*' } })).text();
      expect(html).toBe(withoutScripts(page));
      expect(pageRequests).toBe(1); // made once, before Lighthouse starts

      const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        get(`${copy.origin}/assets/index-1.css`, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      });
      expect(raw.encoding).toBe('gzip');
      expect(raw.body.equals(css)).toBe(true);
    } finally {
      await copy.close();
      upstream.close();
    }
  });
});
