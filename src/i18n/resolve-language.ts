import {
  defaultLanguage,
  isLanguageCode,
  languageForCountry,
  type LanguageCode,
} from '@/config/languages';
import { splitLanguagePrefix } from '@/config/paths';
import { readPreference, savePreference } from './preference';

export type ResolutionStep = 'url' | 'saved' | 'geolocation' | 'browser' | 'default';

export interface ResolutionInput {
  pathname: string;
  storage: Storage;
  /** Resolves the visitor's ISO country code; rejects or times out when the lookup fails. */
  detectCountry: () => Promise<string>;
  /**
   * Whether the country may be looked up at all. The lookup sends the visitor's IP address to a
   * third party (the geolocation service), so it runs only after "Accept all"; before a choice
   * and after "Decline" the step is skipped, quietly, and the browser language decides.
   */
  countryLookupAllowed: boolean;
  browserLanguages: readonly string[];
}

/**
 * The language chain, in order: URL prefix → saved preference with source user → IP geolocation
 * (only with consent) → browser language → English. Failures along the way are logged and fall
 * through.
 */
export async function resolveLanguage(
  input: ResolutionInput,
): Promise<{ language: LanguageCode; step: ResolutionStep }> {
  const { language: prefix } = splitLanguagePrefix(input.pathname);
  if (prefix) {
    savePreference(input.storage, prefix, 'url');
    return { language: prefix, step: 'url' };
  }

  const saved = readPreference(input.storage);
  if (saved?.source === 'user') return { language: saved.language, step: 'saved' };

  if (input.countryLookupAllowed) {
    try {
      const country = await input.detectCountry();
      const language = languageForCountry(country);
      if (language) {
        savePreference(input.storage, language, 'auto');
        return { language, step: 'geolocation' };
      }
    } catch (error) {
      console.warn('Region detection failed; falling back to the browser language', error);
    }
  }

  for (const tag of input.browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguageCode(primary)) return { language: primary, step: 'browser' };
  }

  return { language: defaultLanguage, step: 'default' };
}

/** Looks the country up with an abort after `timeoutMs` (3 s, field country_code). */
export async function fetchCountry(url: string, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`Geolocation answered HTTP ${response.status}`);
    const body = (await response.json()) as { country_code?: unknown };
    if (typeof body.country_code !== 'string' || body.country_code.length !== 2) {
      throw new Error('Geolocation answer has no country_code');
    }
    return body.country_code;
  } finally {
    clearTimeout(timer);
  }
}
