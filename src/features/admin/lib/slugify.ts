/** The database's rule for slugs (blog_posts_slug_format): lower-case words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const maxSlugLength = 200;

/**
 * German writes a dropped umlaut as an e (Löschen → loeschen), and a German reader expects it.
 * Only for German: in Finnish, Swedish or Turkish the same letters are plain vowels.
 */
const germanLetters: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
};

/** Latin letters that are not a base letter plus accents, so NFKD would not split them. */
const standaloneLetters: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
};

const replaceFrom = (table: Record<string, string>) => (text: string) =>
  text.replace(new RegExp(`[${Object.keys(table).join('')}]`, 'g'), (letter) => table[letter]!);
const replaceGerman = replaceFrom(germanLetters);
const replaceStandalone = replaceFrom(standaloneLetters);

/**
 * A URL-safe slug from any text: transliterated (German ä/ö/ü → ae/oe/ue when `language` is
 * German; accents dropped otherwise, é → e, ñ → n; ß → ss, ø → o), lower case, every run of
 * other characters becomes one hyphen, no hyphen at either end. Scripts without Latin letters
 * (日本語) give an empty slug: see suggestSlug.
 */
export function slugify(text: string, language?: string): string {
  // Composed first, so a decomposed ä (a + combining diaeresis) is found as one letter too.
  const composed = text.normalize('NFC');
  return replaceStandalone(language === 'de' ? replaceGerman(composed) : composed)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxSlugLength)
    .replace(/^-+|-+$/g, '');
}

/** Languages whose titles are written without Latin letters. */
const nonLatinLanguages = new Set(['ja', 'ko', 'zh']);

/**
 * The slug to suggest for a title in `language`. A slug only has to be unique within its
 * language, so a Japanese, Korean or Chinese translation suggests its original's slug (the
 * same words in every address of the post); else the title's transliteration; a title without
 * Latin letters and without an original gives no suggestion (empty), and the author types one.
 */
export function suggestSlug(
  title: string,
  language: string | undefined,
  originalSlug: string | undefined,
): string {
  if (originalSlug && language && nonLatinLanguages.has(language)) return originalSlug;
  return slugify(title, language);
}
