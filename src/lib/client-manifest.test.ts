import { describe, expect, it } from 'vitest';
import { pageAssets, type ClientManifest } from './client-manifest';

const manifest: ClientManifest = {
  'src/boot.ts': {
    file: 'assets/boot-1.js',
    isEntry: true,
    assets: [
      'assets/inter-latin-wght-normal-abc.woff2',
      'assets/inter-cyrillic-wght-normal-d.woff2',
    ],
    // What src/boot.ts imports once the page has painted.
    dynamicImports: ['_react-5.js', '_app-6.js'],
  },
  '_react-5.js': { file: 'assets/react-5.js' },
  '_app-6.js': {
    file: 'assets/app-6.js',
    imports: ['_react-5.js'],
    dynamicImports: ['src/app/routes/home.tsx'],
  },
  'src/app/routes/home.tsx': {
    file: 'assets/home-2.js',
    imports: ['_shared-3.js'],
    css: ['assets/home-4.css'],
  },
  '_shared-3.js': { file: 'assets/shared-3.js' },
};
const template = '<script type="module" src="/assets/boot-1.js"></script>';

describe('pageAssets', () => {
  it("preloads Inter's Latin face and links the route's CSS; lists the modules to load, the app's first", () => {
    const assets = pageAssets(manifest, ['src/app/routes/home.tsx'], template);
    expect(assets.head).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-abc.woff2">' +
        '<link rel="stylesheet" crossorigin href="/assets/home-4.css">',
    );
    expect(assets.modules).toEqual([
      '/assets/react-5.js',
      '/assets/app-6.js',
      '/assets/home-2.js',
      '/assets/shared-3.js',
    ]);
  });

  it('leaves the Latin font out for a page in a CJK script, which never uses it', () => {
    const assets = pageAssets(manifest, ['src/app/routes/home.tsx'], template, {
      latinFont: false,
    });
    expect(assets.head).not.toContain('woff2');
    expect(assets.head).toContain('home-4.css');
  });
});
