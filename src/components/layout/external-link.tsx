import type { ComponentProps } from 'react';
import { noteSeparator } from '@/i18n/punctuation';
import { useLocale } from '@/i18n/use-locale';

/**
 * A link to another site (the app, the affiliate programme) opened in a new tab, with the
 * "opens in a new tab" hint for screen readers and no access to this window from the new one.
 */
export function ExternalLink({ children, ...props }: ComponentProps<'a'> & { href: string }) {
  const { messages, language } = useLocale();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">
        {noteSeparator(language)}
        {messages.common.nav.opensInNewTab}
      </span>
    </a>
  );
}
