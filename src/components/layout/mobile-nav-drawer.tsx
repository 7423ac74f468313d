import { ChevronRight } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { ExternalLink } from './external-link';
import { isPlainClick } from './interaction';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { AgenciesIcon, resourceLinks, teamIcons, teamText } from './nav-items';
import { teams } from '@/config/teams';
import { teamHref, useTeamsAnchor } from './use-teams-anchor';
import { LocalizedLink } from '@/components/localized-link';

/** The drawer's team anchors, in the order the desktop Solutions menu lists them. */

const itemClass =
  'text-body text-foreground hover:bg-muted focus-visible:bg-muted flex items-center gap-3 rounded-lg px-3 py-2 font-medium transition-colors';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-4 first:mt-0">
      <p className="text-micro text-muted-foreground px-3 pb-1.5 font-semibold uppercase">
        {title}
      </p>
      <ul className="flex flex-col">{children}</ul>
    </div>
  );
}

/**
 * The drawer of the phone and tablet menu (MobileNav): the same items as the desktop header. It closes on every
 * selection, including hash anchors on the current page and links that open a new tab. Loaded
 * on the first tap of the menu button, so Radix Dialog is not part of any page's first view.
 */
export function MobileNavDrawer({
  open,
  onOpenChange,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const { messages, localizePath } = useLocale();
  const nav = messages.common.nav;
  const goToTeam = useTeamsAnchor();
  const close = () => onOpenChange(false);
  const home = localizePath(paths.home);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={nav.closeMenu}
        aria-describedby={undefined}
        className="starting:translate-x-full"
        data-mobile-nav
        // There is no Radix trigger (the button is ours), so focus goes back to it by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <div className="border-border flex h-16 shrink-0 items-center border-b px-5">
          <Link
            to={home}
            aria-label={format(messages.common.brandHome, { product: site.productName })}
            className="rounded-md"
            onClick={close}
          >
            <Logo />
          </Link>
          <SheetTitle className="sr-only">{nav.menuTitle}</SheetTitle>
        </div>
        <nav aria-label={nav.mainLabel} className="flex-1 overflow-y-auto px-2 py-4">
          <Group title={nav.solutions}>
            <li>
              <LocalizedLink to={paths.agencies} className={itemClass} onClick={close}>
                <AgenciesIcon aria-hidden className="text-primary size-4.5" />
                {nav.agencies}
              </LocalizedLink>
            </li>
            {teams.map((team) => {
              const { Icon } = teamIcons[team];
              return (
                <li key={team}>
                  <a
                    href={teamHref(home, team)}
                    data-team={team}
                    className={itemClass}
                    onClick={(event) => {
                      close();
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      void goToTeam(team);
                    }}
                  >
                    <Icon aria-hidden className="text-primary size-4.5" />
                    {teamText(nav, team).label}
                  </a>
                </li>
              );
            })}
          </Group>
          <Group title={nav.resources}>
            {resourceLinks.map(({ key, path, Icon }) => (
              <li key={key}>
                <LocalizedLink to={path} className={itemClass} onClick={close}>
                  <Icon aria-hidden className="text-primary size-4.5" />
                  {nav[key]}
                </LocalizedLink>
              </li>
            ))}
          </Group>
          <ul className="border-border mt-4 flex flex-col border-t pt-3">
            <li>
              <LocalizedLink to={paths.pricing} className={itemClass} onClick={close}>
                {nav.pricing}
                <ChevronRight aria-hidden className="text-muted-foreground ml-auto size-4" />
              </LocalizedLink>
            </li>
            <li>
              <ExternalLink
                href={site.affiliateUrl}
                className={itemClass}
                onClick={close}
                data-affiliate
              >
                {nav.affiliate}
                <Badge variant="accent">{nav.affiliateBadge}</Badge>
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <div className="border-border bg-muted flex shrink-0 flex-col gap-3 border-t p-5">
          <LanguageSwitcher side="top" align="start" className="self-start" onSelect={close} />
          <div className="grid grid-cols-2 gap-2.5">
            <Button asChild variant="outline" size="tight">
              <LocalizedLink to={paths.auth} onClick={close}>
                {nav.login}
              </LocalizedLink>
            </Button>
            <Button asChild size="tight">
              <ExternalLink href={site.app.signUp} onClick={close}>
                {nav.startFree}
              </ExternalLink>
            </Button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
