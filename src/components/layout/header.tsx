import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site, timings } from '@/config/site';
import { storageKeys } from '@/config/storage-keys';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { island, whenApproached } from '@/lib/island';
import { ExternalLink } from './external-link';
import { Logo } from './logo';
import { desktopMenuMedia, MobileNav } from './mobile-nav';
import { useScrolledPast } from './use-scrolled';
import { LocalizedLink } from '@/components/localized-link';

/**
 * Radix NavigationMenu is not needed to show the menu bar, only to open it: an island whose code
 * comes when the pointer, a touch or the focus reaches the bar (a press before then is held and
 * replayed), and never on a phone, where the bar is hidden below `lg` (the drawer stands in).
 */
const DesktopNav = island(
  'desktop-nav',
  () => import('./desktop-nav').then(({ DesktopNav }) => DesktopNav),
  whenApproached('desktop-nav'),
  { media: desktopMenuMedia },
);
/** The header's language switcher, shown from `lg` on: the same terms as the menu bar. */
const LanguageSwitcher = island(
  'header-language',
  () => import('./language-switcher').then(({ LanguageSwitcher }) => LanguageSwitcher),
  whenApproached('header-language'),
  { media: desktopMenuMedia },
);

/** The header forces the light theme and stores that choice. */
const themeStorageKey = storageKeys.theme;

function useForcedLightTheme() {
  useEffect(() => {
    document.documentElement.classList.remove('dark');
    document.documentElement.style.colorScheme = 'light';
    try {
      window.localStorage.setItem(themeStorageKey, 'light');
    } catch {
      // Blocked storage: the page is light anyway, there is just nothing remembered.
    }
  }, []);
}

/**
 * The fixed header. Past 50 px of scroll it turns compact: shorter, frosted, with a shadow, and
 * the full logo gives way to the mark alone. The prerendered HTML is always the expanded state.
 */
export function Header() {
  const { messages } = useLocale();
  const nav = messages.common.nav;
  const compact = useScrolledPast(timings.compactHeaderPx);
  useForcedLightTheme();

  return (
    <header
      data-compact={compact ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300',
        compact
          ? 'border-border/70 bg-background/85 shadow-card backdrop-blur-md'
          : 'bg-background border-transparent',
      )}
    >
      <div
        className={cn(
          'container flex items-center gap-4 transition-[height] duration-300',
          compact ? 'h-14' : 'h-16',
        )}
      >
        <LocalizedLink
          to={paths.home}
          aria-label={format(messages.common.brandHome, { product: site.productName })}
          // A fixed-width brand slot keeps the menu still while the logo shrinks to the mark.
          className="-ml-1 shrink-0 rounded-md p-1 xl:w-36"
        >
          <Logo minimal={compact} />
        </LocalizedLink>

        <DesktopNav className="hidden lg:ml-2 lg:block xl:ml-6" />

        <div className="ml-auto flex items-center gap-1.5 xl:gap-2">
          <LanguageSwitcher className="max-lg:hidden" />
          <Button asChild variant="ghost" size="sm" className="max-lg:hidden">
            <ExternalLink href={site.app.login} data-login>
              {nav.login}
            </ExternalLink>
          </Button>
          <Button asChild size="sm" className="max-sm:hidden">
            <ExternalLink href={site.app.signUp} data-start-free>
              {nav.startFree}
            </ExternalLink>
          </Button>
          <MobileNav className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
