import { Link, type LinkProps } from 'react-router-dom';
import type { LanguageCode } from '@/config/languages';
import { localizePath } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';

/**
 * A router link to a language-neutral path (`paths` in src/config/paths.ts), in the active
 * language, or in `language` (a post's translation). The one place a link gets its prefix.
 */
export function LocalizedLink({
  to,
  language,
  ...props
}: Omit<LinkProps, 'to'> & { to: string; language?: LanguageCode }) {
  const locale = useLocale();
  return <Link to={localizePath(to, language ?? locale.language)} {...props} />;
}
