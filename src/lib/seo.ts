import { hreflangTags, languages, type LanguageCode } from '@/config/languages';
import { localizePath } from '@/config/paths';
import { site } from '@/config/site';

/** Absolute URL on the configured site origin for a language-neutral path. */
export function absoluteUrl(path: string, language: LanguageCode = 'en'): string {
  const localized = localizePath(path, language);
  return `${site.origin}${localized === '/' ? '/' : localized}`;
}

/** hreflang alternates for all ten languages plus x-default (the English URL). */
export function alternateLinks(path: string): { hrefLang: string; href: string }[] {
  return [
    ...languages.map((language) => ({
      hrefLang: hreflangTags[language.code],
      href: absoluteUrl(path, language.code),
    })),
    { hrefLang: 'x-default', href: absoluteUrl(path, 'en') },
  ];
}

/**
 * Open Graph locale names (language_TERRITORY). Spanish is Latin America's: es_LA, the name Open
 * Graph's own locale list gives it.
 */
export const ogLocales: Record<LanguageCode, string> = {
  en: 'en_US',
  es: 'es_LA',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_BR',
  it: 'it_IT',
  nl: 'nl_NL',
  ja: 'ja_JP',
  ko: 'ko_KR',
  zh: 'zh_CN',
};
