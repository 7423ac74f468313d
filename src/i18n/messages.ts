import type { LanguageCode } from '@/config/languages';
import type { en } from './locales/en';

/**
 * The shape of a catalogue. English is the source of keys: every other language is typed against
 * it, so a missing key fails the typecheck (and `catalogues.test.ts` checks the values too).
 */
export type Messages = typeof en;

const loaders: Record<LanguageCode, () => Promise<Messages>> = {
  en: () => import('./locales/en').then((module) => module.en),
  es: () => import('./locales/es').then((module) => module.es),
  fr: () => import('./locales/fr').then((module) => module.fr),
  de: () => import('./locales/de').then((module) => module.de),
  pt: () => import('./locales/pt').then((module) => module.pt),
  it: () => import('./locales/it').then((module) => module.it),
  nl: () => import('./locales/nl').then((module) => module.nl),
  ja: () => import('./locales/ja').then((module) => module.ja),
  ko: () => import('./locales/ko').then((module) => module.ko),
  zh: () => import('./locales/zh').then((module) => module.zh),
};

const loaded = new Map<LanguageCode, Messages>();

/** Downloads one language's catalogue (each is its own chunk), once. */
export async function loadMessages(language: LanguageCode): Promise<Messages> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const messages = await loaders[language]();
  loaded.set(language, messages);
  return messages;
}

/** The catalogue if it has been loaded already; rendering never waits on a download. */
export function getLoadedMessages(language: LanguageCode): Messages | undefined {
  return loaded.get(language);
}

/** Server rendering registers every catalogue up front, so it never renders a fallback. */
export function registerMessages(language: LanguageCode, messages: Messages): void {
  loaded.set(language, messages);
}
