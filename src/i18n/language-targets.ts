import type { LanguageCode } from '@/config/languages';

/**
 * Where switching language goes when it is not "this page in that language": on a post, the
 * post's translation in that language, else that language's blog list. The page that
 * knows sets it while it is shown; the switcher reads it at the moment of the click.
 */
export interface LanguageTargets {
  /** Language-neutral paths per language (a translation's own URL). */
  paths: Partial<Record<LanguageCode, string>>;
  /** Language-neutral path for every other language. */
  otherwise: string;
}

let current: LanguageTargets | null = null;

export function setLanguageTargets(targets: LanguageTargets | null): void {
  current = targets;
}

/** The neutral path to open in `language`, or undefined for "this page". */
export function languageTarget(language: LanguageCode): string | undefined {
  return current ? (current.paths[language] ?? current.otherwise) : undefined;
}
