import { describe, expect, it } from 'vitest';
import { withoutScripts } from './without-scripts';

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
