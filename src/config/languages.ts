/** The ten languages of the site. English is the default and has no URL prefix. */
export const languages = [
  { code: 'en', name: 'English', flag: '🇺🇸', regions: ['US', 'CA', 'AU', 'NZ', 'GB', 'IE'] },
  {
    code: 'es',
    name: 'Español',
    flag: '🇪🇸',
    regions: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'UY', 'PY', 'BO'],
  },
  { code: 'fr', name: 'Français', flag: '🇫🇷', regions: ['FR', 'BE', 'CH', 'CA'] },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪', regions: ['DE', 'AT', 'CH'] },
  { code: 'pt', name: 'Português', flag: '🇧🇷', regions: ['BR', 'PT'] },
  { code: 'it', name: 'Italiano', flag: '🇮🇹', regions: ['IT'] },
  { code: 'nl', name: 'Nederlands', flag: '🇳🇱', regions: ['NL', 'BE'] },
  { code: 'ja', name: '日本語', flag: '🇯🇵', regions: ['JP'] },
  { code: 'ko', name: '한국어', flag: '🇰🇷', regions: ['KR'] },
  // The copy is Simplified Chinese (zh-Hans); the name says so, because the regions the spec lists
  // send Taiwan and Hong Kong, whose readers write Traditional, here too.
  { code: 'zh', name: '简体中文', flag: '🇨🇳', regions: ['CN', 'TW', 'HK', 'SG'] },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];

export const defaultLanguage: LanguageCode = 'en';
export const languageCodes: readonly LanguageCode[] = languages.map((language) => language.code);

/**
 * BCP 47 tags of the content: <html lang>, the `lang` of a post and the locale every number, price
 * and date is formatted in. Spanish is written for Latin America (agendar, celular, ustedes), so
 * it is tagged and formatted as es-419: "USD 40,000", "1,000", "92%", as CLDR writes them there.
 * Portuguese is written for Brazil (LGPD, reais, "você"), so it is tagged pt-BR.
 */
export const languageTags: Record<LanguageCode, string> = {
  en: 'en',
  es: 'es-419',
  fr: 'fr',
  de: 'de',
  pt: 'pt-BR',
  it: 'it',
  nl: 'nl',
  ja: 'ja',
  ko: 'ko',
  zh: 'zh-Hans',
};

/**
 * hreflang of each language's pages. Spanish and Portuguese stay "es" and "pt": each is the only
 * version in its language, so it is the one to offer every reader of it, Spain's and Portugal's
 * included (their regions list ES and PT).
 */
export const hreflangTags: Record<LanguageCode, string> = { ...languageTags, es: 'es', pt: 'pt' };

/**
 * Languages written in Chinese, Japanese or Korean characters. Their pages lead with CJK fonts
 * (styles/index.css) and do not preload Inter, which has none of their glyphs.
 */
export const cjkLanguages: ReadonlySet<LanguageCode> = new Set(['ja', 'ko', 'zh']);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

export function getLanguage(code: LanguageCode): Language {
  return languages.find((language) => language.code === code) ?? languages[0];
}

/** The first language whose region list names the country. */
export function languageForCountry(countryCode: string): LanguageCode | undefined {
  const country = countryCode.toUpperCase();
  return languages.find((language) => (language.regions as readonly string[]).includes(country))
    ?.code;
}

/** The language a `:lang` route parameter names; English (the unprefixed URLs) otherwise. */
export function languageOrDefault(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : defaultLanguage;
}
