/**
 * The blog's languages (ISO 639-1), as src/config/languages.ts and public.blog_languages() list
 * them; kept here too because the edge function cannot import the site's source tree.
 */
export const languageCodes = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'ja', 'ko', 'zh'] as const;

export type LanguageCode = (typeof languageCodes)[number];
