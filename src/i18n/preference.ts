import * as z from 'zod/mini';
import { languageCodes, type LanguageCode } from '@/config/languages';

/** Browser-storage keys for the saved language (spec §3: JSON record plus the plain code). */
export const preferenceStorageKey = 'demoly.language-preference';
export const languageStorageKey = 'demoly.language';

export type PreferenceSource = 'user' | 'auto' | 'url';

const preferenceSchema = z.object({
  language: z.enum(languageCodes as [LanguageCode, ...LanguageCode[]]),
  source: z.enum(['user', 'auto', 'url']),
  timestamp: z.number(),
});

export type LanguagePreference = z.infer<typeof preferenceSchema>;

/** Reads the saved preference; unreadable data is logged and ignored (spec §8). */
export function readPreference(storage: Storage): LanguagePreference | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(preferenceStorageKey);
  } catch (error) {
    console.warn('Language preference could not be read from storage', error);
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return preferenceSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.warn('Saved language preference is unreadable and was ignored', error);
    return undefined;
  }
}

/**
 * Saves the preference under both keys. A language taken from a URL prefix never replaces the
 * visitor's own pick of that same language: the stronger source is kept.
 */
export function savePreference(
  storage: Storage,
  language: LanguageCode,
  source: PreferenceSource,
  now: number = Date.now(),
): void {
  if (source !== 'user') {
    const current = readPreference(storage);
    if (current?.source === 'user' && current.language === language) return;
  }
  const preference: LanguagePreference = { language, source, timestamp: now };
  try {
    storage.setItem(preferenceStorageKey, JSON.stringify(preference));
    storage.setItem(languageStorageKey, language);
  } catch (error) {
    // Private modes and full quotas throw; the site still works, it just will not remember.
    console.warn('Language preference could not be saved', error);
  }
}
