import { Cookie, X } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { useConsent } from './use-consent';
import { LocalizedLink } from '@/components/localized-link';

/**
 * The cookie banner itself (src/components/layout/cookie-banner.tsx decides when it shows). It
 * floats over the page (fixed, outside the document flow) so appearing and hiding never shift
 * the layout. It is a labelled region, not a modal: the page stays usable and focus is not
 * trapped.
 */
export function CookieBannerPanel() {
  const { messages } = useLocale();
  const text = messages.common.cookies;
  const { consent, settingsOpen, choose, closeSettings } = useConsent();
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // Reopened on request: take the keyboard there, and give it back to the trigger afterwards.
  useEffect(() => {
    if (!settingsOpen) return;
    const active = document.activeElement;
    returnFocusRef.current = active instanceof HTMLElement ? active : null;
    regionRef.current?.focus();
  }, [settingsOpen]);

  const finish = useCallback((action: () => void) => {
    action();
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
  }, []);

  const reopened = settingsOpen && consent !== undefined;

  // Escape dismisses a reopened banner (a choice already exists), like any disclosure.
  useEffect(() => {
    if (!reopened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(closeSettings);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [reopened, finish, closeSettings]);

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      data-cookie-banner
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 outline-none sm:p-5"
    >
      <div className="border-border bg-background shadow-popover motion-safe:animate-fade-up pointer-events-auto relative mx-auto flex max-w-4xl flex-col gap-4 rounded-xl border p-5 sm:flex-row sm:items-center sm:gap-6">
        <div className="flex min-w-0 flex-1 gap-3.5">
          <span className="bg-primary-soft text-primary hidden size-10 shrink-0 place-items-center rounded-lg sm:grid">
            <Cookie aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="cookie-banner-title" className="text-body pr-8 font-semibold sm:pr-0">
              {text.title}
            </h2>
            <p className="text-caption text-muted-foreground mt-1">
              {text.message}{' '}
              <LocalizedLink
                to={paths.cookies}
                className="text-primary rounded-sm font-medium underline underline-offset-4"
              >
                {text.learnMore}
              </LocalizedLink>
            </p>
            {reopened ? (
              <p className="text-caption text-foreground mt-2 font-medium" data-current-choice>
                {consent === 'accepted' ? text.currentAccepted : text.currentDeclined}
              </p>
            ) : null}
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2.5 sm:grid-cols-1 lg:grid-cols-2">
          <Button variant="outline" size="sm" onClick={() => finish(() => choose('declined'))}>
            {text.decline}
          </Button>
          <Button size="sm" onClick={() => finish(() => choose('accepted'))}>
            {text.accept}
          </Button>
        </div>
        {reopened ? (
          <button
            type="button"
            onClick={() => finish(closeSettings)}
            aria-label={text.keepChoice}
            className="text-muted-foreground hover:bg-muted hover:text-foreground absolute top-2 right-2 grid size-9 place-items-center rounded-md sm:static sm:self-start"
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    </section>
  );
}
