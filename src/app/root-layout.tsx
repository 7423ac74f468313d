import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { Header } from '@/components/layout/header';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { ToasterHost } from '@/components/ui/toaster-host';
import { LocaleProvider } from '@/i18n/locale-provider';
import { useLocale } from '@/i18n/use-locale';
import { island, markHydrated } from '@/lib/island';

/** The footer is links and a language switcher: server HTML until scrolled near or approached. */
const Footer = island('footer', () =>
  import('@/components/layout/footer').then(({ Footer }) => Footer),
);

function Chrome() {
  const { messages } = useLocale();
  return (
    <>
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {messages.common.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 outline-none">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <ToasterHost />
    </>
  );
}

/** The shared chrome around every page, inside the router so it can read and change the URL. */
export function RootLayout() {
  // The first commit is the hydration of the prerendered page; islands after it load at once.
  useEffect(markHydrated, []);
  return (
    <LocaleProvider>
      <Chrome />
      <ScrollManager />
    </LocaleProvider>
  );
}
