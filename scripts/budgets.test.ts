// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ClientManifest } from '../src/lib/client-manifest';
import {
  budgetedPages,
  budgetFor,
  entryFiles,
  firstViewFiles,
  kB,
  overBudget,
  scriptsNamedIn,
  type PageWeight,
} from './budgets';

const manifest: ClientManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    dynamicImports: ['src/main.tsx'],
    css: ['assets/index-1.css'],
  },
  'src/main.tsx': {
    file: 'assets/main-7.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'node_modules/@calcom/embed-react/dist/Cal.es.mjs'],
  },
  '_react.js': { file: 'assets/react-2.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home-3.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_icons.js'],
  },
  '_icons.js': { file: 'assets/icons-4.js' },
  'node_modules/@calcom/embed-react/dist/Cal.es.mjs': { file: 'assets/cal-5.js' },
  'src/i18n/locales/en/common.ts': { file: 'assets/common-6.js' },
};

const page = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
 <link rel="stylesheet" crossorigin href="/assets/index-1.css">
<link rel="preload" as="image" href="/home/poster.svg">
<script type="module" src="https://cdn.example.com/third-party.js"></script>
<script>window.__QUERY_STATE__={}</script>
<script type="application/json" id="page-modules">["/assets/home-3.js","/assets/common-6.js","//cdn.example.com/x.js"]</script>
</head><body></body></html>`;

describe('first-view JavaScript of a prerendered page', () => {
  it('names the same-origin module scripts and modulepreloads, nothing else', () => {
    expect(
      scriptsNamedIn(
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js"><script type="module" src="/assets/index-1.js"></script>',
      ),
    ).toEqual(['assets/react-2.js', 'assets/index-1.js']);
  });

  it('names the page modules listed for src/boot.ts, same-origin only', () => {
    expect(scriptsNamedIn(page)).toEqual([
      'assets/index-1.js',
      'assets/home-3.js',
      'assets/common-6.js',
    ]);
  });

  it('adds the app the entry imports after the first paint and the static imports of all, but never a later dynamic import (Cal.com)', () => {
    const files = firstViewFiles(page, manifest);
    expect(files).toContain('assets/icons-4.js');
    expect(files).not.toContain('assets/cal-5.js');
    expect([...files].sort()).toEqual(
      [
        'assets/common-6.js',
        'assets/home-3.js',
        'assets/icons-4.js',
        'assets/index-1.js',
        'assets/main-7.js',
        'assets/react-2.js',
      ].sort(),
    );
  });

  it('fails loudly when a named script is not in the manifest (a stale build)', () => {
    expect(() =>
      firstViewFiles('<script type="module" src="/assets/gone.js"></script>', manifest),
    ).toThrow(/gone\.js/);
  });
});

describe('the entry, which runs before the first paint', () => {
  it('is the entry chunk and its static imports, never the app it imports dynamically', () => {
    expect(entryFiles(manifest)).toEqual(['assets/index-1.js']);
    const importsTheApp: ClientManifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, imports: ['src/main.tsx'] },
    };
    expect(entryFiles(importsTheApp)).toEqual([
      'assets/index-1.js',
      'assets/main-7.js',
      'assets/react-2.js',
    ]);
  });
});

describe('budgets', () => {
  it('gives every public page 130 kB, the blog included, in every language; the admin none', () => {
    expect(budgetFor('/')).toBe(130 * kB);
    expect(budgetFor('/ja')).toBe(130 * kB);
    expect(budgetFor('/de/pricing')).toBe(130 * kB);
    expect(budgetFor('/resources/events')).toBe(130 * kB);
    expect(budgetFor('/resources/blog')).toBe(130 * kB);
    expect(budgetFor('/ko/resources/blog/some-post')).toBe(130 * kB);
    expect(budgetFor('/admin')).toBeNull();
    expect(budgetFor('/fr/admin/post/new')).toBeNull();
  });

  it('reports the pages over their budget, worst first, and ignores unbudgeted ones', () => {
    const weigh = (path: string, bytes: number): PageWeight => ({
      path,
      bytes,
      budget: budgetFor(path),
    });
    const pages = [
      weigh('/resources/videos', 130 * kB + 1),
      weigh('/de/resources/videos', 130 * kB),
      weigh('/ja/resources/videos', 135 * kB),
      weigh('/resources/blog', 131 * kB),
      weigh('/admin', 10_000 * kB),
    ];
    expect(overBudget(pages).map((entry) => entry.path)).toEqual([
      '/ja/resources/videos',
      '/resources/blog',
      '/resources/videos',
    ]);
  });

  it('opens every public route of the table in each language, and the post given for it', () => {
    const pages = budgetedPages(['en', 'ja'], new Map([['ja', '/ja/resources/blog/a-post']]));
    for (const path of ['/', '/pricing', '/auth', '/resources/blog', '/brand', '/cookies']) {
      expect(pages).toContain(path);
    }
    expect(pages).toContain('/ja');
    expect(pages).toContain('/ja/solutions/agencies');
    expect(pages).toContain('/ja/resources/blog/a-post');
    expect(pages.some((path) => path.includes('/admin'))).toBe(false);
    expect(pages.filter((path) => path.includes('/resources/blog/'))).toEqual([
      '/ja/resources/blog/a-post',
    ]);
  });
});
