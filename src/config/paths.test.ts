import { describe, expect, it } from 'vitest';
import { localizePath, paths, splitLanguagePrefix } from './paths';

describe('localizePath', () => {
  it('keeps English unprefixed and prefixes the other languages', () => {
    expect(localizePath(paths.pricing, 'en')).toBe('/pricing');
    expect(localizePath(paths.pricing, 'de')).toBe('/de/pricing');
    expect(localizePath(paths.home, 'ja')).toBe('/ja');
    expect(localizePath(paths.home, 'en')).toBe('/');
  });

  it('builds the launch page from the product name', () => {
    expect(paths.live).toBe('/demoly-live');
  });
});

describe('splitLanguagePrefix', () => {
  it('recognises a supported first segment only', () => {
    expect(splitLanguagePrefix('/fr/resources/blog')).toEqual({
      language: 'fr',
      path: '/resources/blog',
    });
    expect(splitLanguagePrefix('/zh')).toEqual({ language: 'zh', path: '/' });
    expect(splitLanguagePrefix('/pricing')).toEqual({ language: undefined, path: '/pricing' });
    expect(splitLanguagePrefix('/xx/pricing')).toEqual({
      language: undefined,
      path: '/xx/pricing',
    });
    expect(splitLanguagePrefix('/de-live')).toEqual({ language: undefined, path: '/de-live' });
  });

  it('never yields a protocol-relative path (open redirect)', () => {
    expect(splitLanguagePrefix('/en//evil.com').path).toBe('/evil.com');
    expect(splitLanguagePrefix('/en/\\evil.com').path).toBe('/evil.com');
    expect(splitLanguagePrefix('//evil.com').path).toBe('/evil.com');
  });
});
