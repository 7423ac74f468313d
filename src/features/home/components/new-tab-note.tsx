import { useLocale } from '@/i18n/use-locale';

/** Screen-reader note for links that open a new tab. */
export function NewTabNote() {
  const { messages } = useLocale();
  return <span className="sr-only"> {messages.common.nav.opensInNewTab}</span>;
}
