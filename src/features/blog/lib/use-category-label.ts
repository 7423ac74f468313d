import { useCallback } from 'react';
import type { LanguageCode } from '@/config/languages';
import { useLocale } from '@/i18n/use-locale';
import { categoryLabel } from '@/lib/posts/category-label';
import { useCategoryNames } from '@/lib/posts/get-category-names';

/**
 * The blog's labels, in the page's language (or in `inLanguage`: a post's structured data names
 * its category in the post's language). Until the names arrive (or when they cannot) a category
 * shows its key, which is its English name for every category the site started with.
 */
export function useCategoryLabel(): (category: string, inLanguage?: LanguageCode) => string {
  const { language } = useLocale();
  const { data } = useCategoryNames('public');
  return useCallback(
    (category, inLanguage = language) => categoryLabel(data, category, inLanguage),
    [data, language],
  );
}
