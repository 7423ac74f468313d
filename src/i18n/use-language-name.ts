import { useMemo } from 'react';
import { languageTags } from '@/config/languages';
import { useLocale } from './use-locale';

/** A language's name in the visitor's own language ("German", "Deutsch", "ドイツ語"). */
export function useLanguageName(): (code: string) => string {
  const { language } = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([languageTags[language]], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [language]);
}
