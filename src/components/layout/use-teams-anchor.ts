import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, splitLanguagePrefix } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { scrollBehavior } from './interaction';

/** The three audiences of the Solutions menu; each is a hash on the home page (spec §2). */
export const teams = ['sales', 'marketing', 'product'] as const;
export type Team = (typeof teams)[number];

/** The home page's role showcase, the target of every Solutions entry. */
export const teamsSectionId = 'teams-tabs';

const waitForSectionMs = 10_000;

function scrollToSection(section: Element): void {
  // Two frames: the router's own scroll handling (hash target or top) runs first, then ours.
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      section.scrollIntoView({
        behavior: scrollBehavior(),
        block: 'start',
      }),
    ),
  );
}

/**
 * Scrolls to #teams-tabs as soon as it exists: coming from another page, the home page is a lazy
 * route and renders a moment after the navigation starts.
 */
export function scrollToTeamsSection(): void {
  const existing = document.getElementById(teamsSectionId);
  if (existing) {
    scrollToSection(existing);
    return;
  }
  const observer = new MutationObserver(() => {
    const section = document.getElementById(teamsSectionId);
    if (!section) return;
    observer.disconnect();
    window.clearTimeout(timer);
    scrollToSection(section);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), waitForSectionMs);
}

/**
 * Opens a team on the home page: sets the URL hash (#sales, #marketing, #product; the showcase
 * reads it to pick its tab) and scrolls to the showcase, going to the localized home page first
 * when the visitor is elsewhere.
 */
export function useTeamsAnchor(): (team: Team) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { localizePath } = useLocale();
  return useCallback(
    async (team: Team) => {
      const onHome = splitLanguagePrefix(pathname).path === paths.home;
      // On the home page keep the scroll position so the smooth scroll starts from where we are.
      const oldURL = window.location.href;
      await navigate(
        { pathname: localizePath(paths.home), hash: `#${team}` },
        { preventScrollReset: onHome },
      );
      // The router changes the URL with pushState, which fires no 'hashchange'; the showcase
      // listens for it to switch tabs. Announced even when the hash is unchanged: the visitor
      // asked for that team again, perhaps after the tabs auto-advanced away from it.
      window.dispatchEvent(
        new HashChangeEvent('hashchange', { oldURL, newURL: window.location.href }),
      );
      scrollToTeamsSection();
    },
    [navigate, pathname, localizePath],
  );
}

/** The no-JavaScript target of a team entry, also shown as the link's href. */
export function teamHref(localizedHome: string, team: Team): string {
  return `${localizedHome}#${team}`;
}
