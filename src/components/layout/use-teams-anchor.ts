import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, splitLanguagePrefix } from '@/config/paths';
import type { Team } from '@/config/teams';
import { keepScrollState } from './keep-scroll';
import { useLocale } from '@/i18n/use-locale';

/**
 * Opens a team on the home page through the router: the URL becomes the localized home page with
 * the team's hash (#sales, #marketing, #product), and the role showcase, which reads the router's
 * location, selects that tab and scrolls itself into view (home's role-tabs.tsx). A new history
 * entry each time, so asking for the same team again is seen too.
 */
export function useTeamsAnchor(): (team: Team) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { localizePath } = useLocale();
  return useCallback(
    async (team: Team) => {
      // On the home page keep the scroll position, so the smooth scroll starts from where we are.
      const onHome = splitLanguagePrefix(pathname).path === paths.home;
      await navigate(
        { pathname: localizePath(paths.home), hash: `#${team}` },
        onHome ? { state: keepScrollState } : undefined,
      );
    },
    [navigate, pathname, localizePath],
  );
}

/** The no-JavaScript target of a team entry, also shown as the link's href. */
export function teamHref(localizedHome: string, team: Team): string {
  return `${localizedHome}#${team}`;
}
