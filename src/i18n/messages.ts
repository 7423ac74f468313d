import { isLanguageCode, type LanguageCode } from '@/config/languages';
import { namespaces, type Namespace } from '@/config/namespaces';
import type { en } from './locales/en';

/**
 * The shape of a catalogue. English is the source of keys: every other language is typed against
 * it, so a missing key fails the typecheck (and `catalogues.test.ts` checks the values too).
 */
export type Messages = typeof en;
export type { Namespace };

/**
 * One lazy chunk per language and namespace file (`locales/de/pricing.ts`), so a page downloads
 * only the strings it shows. The index files assemble whole catalogues for the server and tests.
 */
const files = import.meta.glob<Record<string, unknown>>([
  './locales/*/*.ts',
  '!./locales/*/index.ts',
]);

const loaded = new Map<LanguageCode, Partial<Messages>>();
const pending = new Map<string, Promise<void>>();

async function loadNamespace(language: LanguageCode, namespace: Namespace): Promise<void> {
  if (loaded.get(language)?.[namespace]) return;
  const key = `${language}/${namespace}`;
  let promise = pending.get(key);
  if (!promise) {
    const file = files[`./locales/${key}.ts`];
    if (!file) throw new Error(`No catalogue file for ${key}`);
    promise = file().then((module) => {
      // A new object per change, so contexts holding the old one see the update.
      loaded.set(language, { ...loaded.get(language), [namespace]: module[namespace] });
    });
    pending.set(key, promise);
  }
  await promise;
}

/**
 * Downloads the given namespaces of one language (each its own chunk), once; `common` (the
 * chrome) always comes along. Without a list, the whole catalogue.
 */
export async function loadMessages(
  language: LanguageCode,
  wanted: readonly Namespace[] = namespaces,
): Promise<Messages> {
  await Promise.all(
    ['common' as const, ...wanted].map((namespace) => loadNamespace(language, namespace)),
  );
  return loaded.get(language) as Messages;
}

/**
 * The catalogue as loaded so far (`common` at least); rendering never waits on a download. Pages
 * read only namespaces their route declared, which the route's loader has loaded.
 */
export function getLoadedMessages(language: LanguageCode): Messages | undefined {
  const messages = loaded.get(language);
  return messages?.common ? (messages as Messages) : undefined;
}

/** Server rendering registers every catalogue up front, so it never renders a fallback. */
export function registerMessages(language: LanguageCode, messages: Messages): void {
  loaded.set(language, messages);
}

/** The module ids (as in Vite's manifest) of the catalogue files a page needs, for preloading. */
export function catalogueFiles(language: string, wanted: readonly Namespace[]): string[] {
  const code = isLanguageCode(language) ? language : 'en';
  return [...new Set(['common', ...wanted])].map(
    (namespace) => `src/i18n/locales/${code}/${namespace}.ts`,
  );
}
