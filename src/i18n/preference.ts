import { isLanguageCode, type LanguageCode } from '@/config/languages';
import { storageKeys } from '@/config/storage-keys';

/** Browser-storage keys for the saved language (JSON record plus the plain code). */
export const preferenceStorageKey = storageKeys.languagePreference;
export const languageStorageKey = storageKeys.language;

export type PreferenceSource = 'user' | 'auto' | 'url';

export interface LanguagePreference {
  language: LanguageCode;
  source: PreferenceSource;
  timestamp: number;
}

const sources: readonly unknown[] = ['user', 'auto', 'url'] satisfies PreferenceSource[];

/** Checked by hand: three fields do not justify a schema library on every page's first view. */
function parsePreference(value: unknown): LanguagePreference {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const { language, source, timestamp } = record;
  if (!isLanguageCode(language)) throw new Error('language is not a supported code');
  if (!sources.includes(source)) throw new Error('source is not user, auto or url');
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) {
    throw new Error('timestamp is not a number');
  }
  return { language, source: source as PreferenceSource, timestamp };
}

/** Reads the saved preference; unreadable data is logged and ignored. */
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
    return parsePreference(JSON.parse(raw));
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
