import { ArrowRight, ArrowUpRight, ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths, splitLanguagePrefix } from '@/config/paths';
import { site, timings } from '@/config/site';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { ExternalLink } from './external-link';
import { isPlainClick, scrollBehavior } from './interaction';
import { AgenciesIcon, resourceLinks, teamIcons, teamText } from './nav-items';
import { menuTeams, type Team } from '@/config/teams';
import { teamHref, useTeamsAnchor } from './use-teams-anchor';
import { LocalizedLink } from '@/components/localized-link';

const triggerClass =
  'group text-caption text-foreground/80 hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground inline-flex h-9 items-center gap-1 rounded-md px-2.5 font-semibold whitespace-nowrap transition-colors xl:px-3';

/** A menu's button: its label and a chevron that turns while the menu is open. */
function MenuTrigger({ children }: { children: ReactNode }) {
  return (
    <NavigationMenu.Trigger className={triggerClass}>
      {children}
      <ChevronDown
        aria-hidden
        className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </NavigationMenu.Trigger>
  );
}

/**
 * The dropdown panel under a trigger. The padding on top bridges the gap between trigger and card,
 * so moving the pointer down never counts as leaving the menu.
 */
function MenuContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <NavigationMenu.Content className="absolute top-full left-0 z-50 pt-3">
      <div
        className={cn(
          'border-border bg-background shadow-popover motion-safe:animate-fade-up overflow-hidden rounded-xl border',
          className,
        )}
        // A menu has to feel instant: a quicker entrance than the page's 400 ms fade-up.
        style={{ animationDuration: '160ms' }}
      >
        {children}
      </div>
    </NavigationMenu.Content>
  );
}

/**
 * Desktop navigation (lg and up): Solutions and Resources dropdowns, Pricing and Affiliate.
 * Radix opens a menu after 200 ms of hover and skips the delay for 300 ms after one closes
 *; it closes 150 ms after the pointer leaves (Radix's own close timer, which
 * is the spec's timings.menuCloseDelayMs).
 */
export function DesktopNav({ className }: { className?: string }) {
  const { messages, localizePath } = useLocale();
  const nav = messages.common.nav;
  const { pathname } = useLocation();
  const goToTeam = useTeamsAnchor();
  const [openMenu, setOpenMenu] = useState('');
  // The side panel follows the hovered or focused entry; it starts on sales each time.
  const [panelTeam, setPanelTeam] = useState<Team>('sales');
  const home = localizePath(paths.home);

  const onMenuChange = (next: string) => {
    setOpenMenu(next);
    if (!next) setPanelTeam('sales');
  };

  const onPricingClick = () => {
    if (splitLanguagePrefix(pathname).path !== paths.pricing) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };

  return (
    <NavigationMenu.Root
      value={openMenu}
      onValueChange={onMenuChange}
      delayDuration={timings.menuOpenDelayMs}
      skipDelayDuration={timings.menuSkipDelayMs}
      aria-label={nav.mainLabel}
      className={cn('relative', className)}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        <NavigationMenu.Item value="solutions" className="relative">
          <MenuTrigger>{nav.solutions}</MenuTrigger>
          <MenuContent className="grid w-[42rem] grid-cols-[1.15fr_1fr]">
            <ul className="flex flex-col gap-1 p-3">
              {menuTeams.map((team) => {
                const { label, description } = teamText(nav, team);
                const { Icon } = teamIcons[team];
                const active = panelTeam === team;
                return (
                  <li key={team}>
                    <NavigationMenu.Link asChild>
                      <a
                        href={teamHref(home, team)}
                        data-team={team}
                        data-active={active || undefined}
                        className="group/entry hover:bg-muted focus-visible:bg-muted data-active:bg-muted flex items-start gap-3 rounded-lg p-3 transition-colors"
                        onPointerEnter={() => setPanelTeam(team)}
                        onFocus={() => setPanelTeam(team)}
                        onClick={(event) => {
                          if (!isPlainClick(event)) return;
                          event.preventDefault();
                          void goToTeam(team);
                        }}
                      >
                        <span className="bg-primary-soft text-primary group-data-active/entry:bg-primary group-data-active/entry:text-primary-foreground grid size-9 shrink-0 place-items-center rounded-md transition-colors">
                          <Icon aria-hidden className="size-4.5" />
                        </span>
                        <span className="min-w-0">
                          <span className="text-caption text-foreground block font-semibold">
                            {label}
                          </span>
                          <span className="text-micro text-muted-foreground mt-0.5 block tracking-normal">
                            {description}
                          </span>
                        </span>
                      </a>
                    </NavigationMenu.Link>
                  </li>
                );
              })}
              <li className="border-border mt-1 border-t pt-1">
                <NavigationMenu.Link asChild>
                  <LocalizedLink
                    to={paths.agencies}
                    className="hover:bg-muted focus-visible:bg-muted flex items-start gap-3 rounded-lg p-3 transition-colors"
                  >
                    <span className="bg-secondary text-secondary-foreground grid size-9 shrink-0 place-items-center rounded-md">
                      <AgenciesIcon aria-hidden className="size-4.5" />
                    </span>
                    <span className="min-w-0">
                      <span className="text-caption text-foreground block font-semibold">
                        {nav.agencies}
                      </span>
                      <span className="text-micro text-muted-foreground mt-0.5 block tracking-normal">
                        {nav.agenciesDescription}
                      </span>
                    </span>
                  </LocalizedLink>
                </NavigationMenu.Link>
              </li>
            </ul>
            <TeamPanel team={panelTeam} />
          </MenuContent>
        </NavigationMenu.Item>

        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <LocalizedLink to={paths.pricing} className={triggerClass} onClick={onPricingClick}>
              {nav.pricing}
            </LocalizedLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>

        <NavigationMenu.Item value="resources" className="relative">
          <MenuTrigger>{nav.resources}</MenuTrigger>
          <MenuContent className="w-[22rem] p-3">
            <ResourceEntries />
          </MenuContent>
        </NavigationMenu.Item>

        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <ExternalLink href={site.affiliateUrl} className={triggerClass} data-affiliate>
              {nav.affiliate}
              <Badge variant="accent" className="ml-1">
                {nav.affiliateBadge}
              </Badge>
            </ExternalLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

/** The Solutions menu's side panel: the hovered team's app links and Start free. */
function TeamPanel({ team }: { team: Team }) {
  const nav = useLocale().messages.common.nav;
  const panel = teamText(nav, team);
  const PanelIcons = teamIcons[team].LinkIcons;
  return (
    <div className="bg-muted border-border flex flex-col border-l p-5" data-panel={team}>
      <p className="text-micro text-muted-foreground font-semibold uppercase">{nav.panelHeading}</p>
      <p className="text-caption text-foreground mt-1 font-semibold">{panel.label}</p>
      <ul className="mt-4 flex flex-col gap-1">
        {panel.links.map((link, index) => {
          const LinkIcon = PanelIcons[index] ?? ArrowUpRight;
          return (
            <li key={link}>
              <NavigationMenu.Link asChild>
                <ExternalLink
                  href={site.appUrl}
                  className="group/link text-caption text-foreground hover:bg-background focus-visible:bg-background flex items-center gap-3 rounded-md px-2.5 py-2 font-medium transition-colors"
                >
                  <LinkIcon aria-hidden className="text-primary size-4 shrink-0" />
                  <span className="flex-1">{link}</span>
                  <ArrowUpRight
                    aria-hidden
                    className="text-muted-foreground size-3.5 opacity-0 transition-opacity group-hover/link:opacity-100"
                  />
                </ExternalLink>
              </NavigationMenu.Link>
            </li>
          );
        })}
      </ul>
      <NavigationMenu.Link asChild>
        <ExternalLink
          href={site.app.signUp}
          className="text-caption text-primary hover:text-primary-strong mt-auto inline-flex items-center gap-1.5 self-start rounded-sm px-2.5 pt-4 font-semibold"
        >
          {nav.startFree}
          <ArrowRight aria-hidden className="size-4" />
        </ExternalLink>
      </NavigationMenu.Link>
    </div>
  );
}

/** The Resources menu: each page with its icon and a line on what it holds. */
function ResourceEntries() {
  const nav = useLocale().messages.common.nav;
  return (
    <ul className="flex flex-col gap-1">
      {resourceLinks.map(({ key, path, Icon }) => (
        <li key={key}>
          <NavigationMenu.Link asChild>
            <LocalizedLink
              to={path}
              className="hover:bg-muted focus-visible:bg-muted flex items-start gap-3 rounded-lg p-2.5 transition-colors"
            >
              <span className="bg-primary-soft text-primary grid size-8 shrink-0 place-items-center rounded-md">
                <Icon aria-hidden className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="text-caption text-foreground block font-semibold">{nav[key]}</span>
                <span className="text-micro text-muted-foreground mt-0.5 block tracking-normal">
                  {nav[`${key}Description`]}
                </span>
              </span>
            </LocalizedLink>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  );
}
