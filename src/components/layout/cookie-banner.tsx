import { lazy, Suspense, useEffect } from 'react';
import { useLocale } from '@/i18n/use-locale';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { openConsentSettings } from '@/lib/cookie-consent';
import { useConsent } from './use-consent';

const CookieBannerPanel = lazy(() =>
  import('./cookie-banner-panel').then(({ CookieBannerPanel }) => ({ default: CookieBannerPanel })),
);

/**
 * Cookie consent: shown on every page until a choice is stored, and again whenever the
 * visitor opens "Cookie settings"; a new choice replaces the stored one. It exists only after
 * hydration (storage is unknown to the prerender), so its code (cookie-banner-panel.tsx) is
 * fetched only when it is to be shown: a returning visitor who has chosen never downloads it.
 */
export function CookieBanner() {
  const hydrated = useIsHydrated();
  const { consent, settingsOpen } = useConsent();
  const visible = hydrated && (consent === undefined || settingsOpen);

  // "Cookie settings" sits in the footer, which hydrates late (an island). Listening on the
  // document here, in the root, and in the capture phase (before the island holds back an early
  // click, lib/island.tsx) opens the banner at the first tap rather than once the footer hydrates.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.('[data-cookie-settings]')) openConsentSettings();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return visible ? (
    // The fallback marks a part on its way (data-part-loading), so a test can wait for it.
    <Suspense fallback={<span hidden data-part-loading="cookie-banner" />}>
      <CookieBannerPanel />
    </Suspense>
  ) : null;
}

/** "Cookie settings": a button that reopens the banner (footer, cookie policy). */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { messages } = useLocale();
  const { openSettings } = useConsent();
  return (
    <button type="button" data-cookie-settings onClick={openSettings} className={className}>
      {messages.common.cookies.settings}
    </button>
  );
}
