import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { readCookieConsent, writeCookieConsent, type CookieConsent } from './cookie-consent';

/**
 * Cookie consent (spec §4): shown on every page until a choice is stored. It is read from storage
 * after hydration, so the prerendered HTML never contains it, and it floats over the page (fixed,
 * outside the document flow) so appearing and hiding never shift the layout. It is a labelled
 * region, not a modal: the page stays usable and focus is not trapped.
 */
export function CookieBanner() {
  const { messages, localizePath } = useLocale();
  const text = messages.common.cookies;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Reading storage is only possible after hydration; the banner then appears in a frame.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!readCookieConsent(window.localStorage)) setVisible(true);
  }, []);

  const choose = (consent: CookieConsent) => {
    writeCookieConsent(window.localStorage, consent);
    setVisible(false);
  };

  if (!visible) return null;

  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-cookie-banner
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 sm:p-5"
    >
      <div className="border-border bg-background shadow-popover motion-safe:animate-fade-up pointer-events-auto mx-auto flex max-w-4xl flex-col gap-4 rounded-xl border p-5 sm:flex-row sm:items-center sm:gap-6">
        <div className="flex min-w-0 flex-1 gap-3.5">
          <span className="bg-primary-soft text-primary hidden size-10 shrink-0 place-items-center rounded-lg sm:grid">
            <Cookie aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="cookie-banner-title" className="text-body font-semibold">
              {text.title}
            </h2>
            <p className="text-caption text-muted-foreground mt-1">
              {text.message}{' '}
              <Link
                to={localizePath(paths.privacyPolicy)}
                className="text-primary rounded-sm font-medium underline underline-offset-4"
              >
                {text.learnMore}
              </Link>
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2.5 sm:grid-cols-1 lg:grid-cols-2">
          <Button variant="outline" size="sm" onClick={() => choose('declined')}>
            {text.decline}
          </Button>
          <Button size="sm" onClick={() => choose('accepted')}>
            {text.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
