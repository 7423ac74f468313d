/**
 * What every machine-translation provider receives and answers. Texts arrive protected: locked
 * Markdown, URLs, code and never-translate glossary terms are ⟦n⟧ tokens, which a provider must
 * hand back untouched (each provider encodes them in the form its API keeps).
 */
export type Formality = 'default' | 'more' | 'less';

export interface GlossaryTerm {
  term: string;
  /** null: never translated, kept byte for byte (the term is locked before any provider sees it). */
  translation: string | null;
}

export interface ProviderRequest {
  sourceLanguage: string;
  targetLanguage: string;
  texts: string[];
  /** Fixed translations for this language pair (never-translate terms are already locked). */
  glossary: GlossaryTerm[];
  formality: Formality;
  /** The language's style note for chat models (translation_settings.instructions). */
  instructions: string | null;
  signal: AbortSignal;
}

/**
 * One answer per text, in order; null where the provider gave none for that text. A provider
 * whose answer cannot be lined up with the texts returns `mismatch` and every text is refused.
 */
export interface ProviderAnswer {
  texts: (string | null)[];
  mismatch?: string;
}

export interface TranslationProvider {
  readonly name: 'deepl' | 'google' | 'openai';
  translate(request: ProviderRequest): Promise<ProviderAnswer>;
}

export type ProviderFailure =
  | 'quota_exceeded'
  | 'rate_limited'
  | 'provider_unavailable'
  | 'provider_timeout'
  | 'provider_error';

/** A provider call that failed as a whole: nothing of it is applied. */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** Seconds, from the provider's Retry-After when it sent one. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export const tokenPattern = /⟦(\d+)⟧/g;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Provider language codes are upper-case for DeepL and lower-case elsewhere; ours are ISO 639-1. */
export const languageNames: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese (Simplified)',
};

/** Whole words of `term` in `text`, case-insensitively (for glossary terms). */
export function termPattern(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
}
