import type { LanguageCode } from '@/config/languages';
import type { CategoryNames } from './fetch-category-names';

/**
 * A stored category as a reader of `language` sees it: its name in that language, else its
 * English name, else the key as stored (a category written before it had names). The key stays
 * what the database, `?category=` and the counts use.
 */
export function categoryLabel(
  names: CategoryNames | undefined,
  category: string,
  language: LanguageCode,
): string {
  // Own keys only: a category named "constructor" is not Object.prototype's.
  const set = names && Object.hasOwn(names, category) ? names[category] : undefined;
  return set?.[language] ?? set?.en ?? category;
}
