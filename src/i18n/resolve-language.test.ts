// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  languageStorageKey,
  preferenceStorageKey,
  readPreference,
  savePreference,
} from './preference';
import { fetchCountry, resolveLanguage } from './resolve-language';

const never = () => new Promise<string>(() => {});

function input(overrides: Partial<Parameters<typeof resolveLanguage>[0]> = {}) {
  return {
    pathname: '/pricing',
    storage: window.localStorage,
    detectCountry: () => Promise.reject(new Error('offline')),
    countryLookupAllowed: true,
    browserLanguages: ['en-US'],
    ...overrides,
  };
}

describe('resolveLanguage: URL, then saved choice, then country (with consent), then browser, then English', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('1. takes a URL prefix first and saves it with source url', async () => {
    const detectCountry = vi.fn(never);
    await expect(
      resolveLanguage(input({ pathname: '/ko/pricing', detectCountry })),
    ).resolves.toEqual({
      language: 'ko',
      step: 'url',
    });
    expect(detectCountry).not.toHaveBeenCalled();
    expect(readPreference(localStorage)).toMatchObject({ language: 'ko', source: 'url' });
    expect(localStorage.getItem(languageStorageKey)).toBe('ko');
  });

  it('2. uses a saved preference only when its source is user', async () => {
    savePreference(localStorage, 'it', 'user');
    const detectCountry = vi.fn(never);
    await expect(resolveLanguage(input({ detectCountry }))).resolves.toEqual({
      language: 'it',
      step: 'saved',
    });
    expect(detectCountry).not.toHaveBeenCalled();

    savePreference(localStorage, 'nl', 'url');
    await expect(
      resolveLanguage(input({ detectCountry: async () => 'JP' })),
    ).resolves.toMatchObject({ language: 'ja', step: 'geolocation' });
  });

  it('3. never looks the country up without consent: the browser language decides', async () => {
    const detectCountry = vi.fn(async () => 'JP');
    await expect(
      resolveLanguage(
        input({ detectCountry, countryLookupAllowed: false, browserLanguages: ['de-AT'] }),
      ),
    ).resolves.toEqual({ language: 'de', step: 'browser' });
    expect(detectCountry).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
    expect(readPreference(localStorage)).toBeUndefined();
  });

  it('3. maps the geolocated country to the first language that lists it', async () => {
    await expect(resolveLanguage(input({ detectCountry: async () => 'mx' }))).resolves.toEqual({
      language: 'es',
      step: 'geolocation',
    });
    // Belgium is listed by French before Dutch, Canada by English before French.
    await expect(
      resolveLanguage(input({ detectCountry: async () => 'BE' })),
    ).resolves.toMatchObject({
      language: 'fr',
    });
    await expect(
      resolveLanguage(input({ detectCountry: async () => 'CA' })),
    ).resolves.toMatchObject({
      language: 'en',
    });
  });

  it('4. falls back to the browser language when geolocation fails, with a warning', async () => {
    await expect(resolveLanguage(input({ browserLanguages: ['pt-BR', 'en'] }))).resolves.toEqual({
      language: 'pt',
      step: 'browser',
    });
    expect(console.warn).toHaveBeenCalled();
    // A country no language lists also falls through.
    await expect(
      resolveLanguage(input({ detectCountry: async () => 'SE', browserLanguages: ['de-AT'] })),
    ).resolves.toEqual({ language: 'de', step: 'browser' });
  });

  it('5. ends at English', async () => {
    await expect(resolveLanguage(input({ browserLanguages: ['sv-SE', 'fi'] }))).resolves.toEqual({
      language: 'en',
      step: 'default',
    });
  });

  it('ignores unparseable saved data with a warning instead of failing', async () => {
    localStorage.setItem(preferenceStorageKey, '{not json');
    await expect(resolveLanguage(input({ browserLanguages: ['fr-FR'] }))).resolves.toMatchObject({
      language: 'fr',
    });
    localStorage.setItem(preferenceStorageKey, JSON.stringify({ language: 'xx', source: 'user' }));
    await expect(resolveLanguage(input({ browserLanguages: [] }))).resolves.toMatchObject({
      step: 'default',
    });
    expect(console.warn).toHaveBeenCalledWith(
      'Saved language preference is unreadable and was ignored',
      expect.anything(),
    );
  });
});

describe('savePreference', () => {
  beforeEach(() => localStorage.clear());

  it('stores the JSON record and the plain code', () => {
    savePreference(localStorage, 'de', 'user', 1234);
    expect(JSON.parse(localStorage.getItem(preferenceStorageKey) ?? '')).toEqual({
      language: 'de',
      source: 'user',
      timestamp: 1234,
    });
    expect(localStorage.getItem(languageStorageKey)).toBe('de');
  });

  it('never downgrades a user pick of the same language to url', () => {
    savePreference(localStorage, 'de', 'user', 1);
    savePreference(localStorage, 'de', 'url', 2);
    expect(readPreference(localStorage)).toEqual({ language: 'de', source: 'user', timestamp: 1 });
    savePreference(localStorage, 'fr', 'url', 3);
    expect(readPreference(localStorage)).toEqual({ language: 'fr', source: 'url', timestamp: 3 });
  });
});

describe('fetchCountry', () => {
  it('reads country_code', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ country_code: 'KR' }));
    await expect(fetchCountry('https://geo.test/json/', 3000)).resolves.toBe('KR');
  });

  it('aborts after the time-out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const result = fetchCountry('https://geo.test/json/', 3000);
    const assertion = expect(result).rejects.toThrow('aborted');
    await vi.advanceTimersByTimeAsync(3000);
    await assertion;
    vi.useRealTimers();
  });

  it('rejects answers without a country', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: true }));
    await expect(fetchCountry('https://geo.test/json/', 3000)).rejects.toThrow(/country_code/);
    vi.stubGlobal('fetch', async () => new Response('rate limited', { status: 429 }));
    await expect(fetchCountry('https://geo.test/json/', 3000)).rejects.toThrow(/429/);
  });
});
