import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { languageTags, type LanguageCode } from '@/config/languages';
import { localizePath, splitLanguagePrefix } from '@/config/paths';
import { site } from '@/config/site';
import { storageKeys } from '@/config/storage-keys';
import { getConsentSnapshot } from '@/lib/cookie-consent';
import { languageTarget } from './language-targets';
import { LocaleContext, type LocaleContextValue } from './locale-context';
import { getLoadedMessages, loadMessages } from './messages';
import { savePreference } from './preference';
import { fetchCountry, resolveLanguage } from './resolve-language';

/** The visitor's country, looked up once per browser session (only ever with consent). */
async function detectCountry(): Promise<string> {
  const cached = sessionStorage.getItem(storageKeys.country);
  if (cached) return cached;
  const country = await fetchCountry(site.geolocationUrl, site.geolocationTimeoutMs);
  sessionStorage.setItem(storageKeys.country, country);
  return country;
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { language: prefix, path: neutralPath } = splitLanguagePrefix(location.pathname);
  const language = prefix ?? 'en';
  // True until the language chain has finished (a ref: see the context value below).
  const loadingRef = useRef(true);
  const [, setLoadedVersion] = useState(0);

  const messages = getLoadedMessages(language) ?? getLoadedMessages('en');
  if (!messages) {
    throw new Error(`Messages for "${language}" must be loaded before rendering`);
  }

  // Keep the catalogue of the URL's language loaded (route loaders usually did it already).
  useEffect(() => {
    if (getLoadedMessages(language)) return;
    let cancelled = false;
    void loadMessages(language, []).then(() => {
      if (!cancelled) setLoadedVersion((version) => version + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  useEffect(() => {
    document.documentElement.lang = languageTags[language];
  }, [language]);

  // Runs the resolution chain after hydration: prerendered HTML is always the URL's language.
  useEffect(() => {
    let cancelled = false;
    void resolveLanguage({
      pathname: window.location.pathname,
      storage: window.localStorage,
      detectCountry,
      // The lookup hands the visitor's IP address to a third party, so it waits for "Accept all"
      // (rather than moving it to our own server from a CDN's country header: that would tie the
      // site to one CDN and to `npm start`, where the build also runs on a static host). Before
      // a choice the browser language decides; after Accept all, the next page the browser loads. A
      // visit in progress is not switched to another language under the reader's eyes.
      countryLookupAllowed: getConsentSnapshot().consent === 'accepted',
      browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    }).then(async ({ language: resolved }) => {
      if (cancelled) return;
      if (!prefix && resolved !== 'en') {
        await loadMessages(resolved, []);
        if (cancelled) return;
        const { pathname, search, hash } = window.location;
        navigate(`${localizePath(splitLanguagePrefix(pathname).path, resolved)}${search}${hash}`, {
          replace: true,
        });
      }
      loadingRef.current = false;
    });
    return () => {
      cancelled = true;
    };
  }, [prefix, navigate]);

  const setLanguage = useCallback(
    async (next: LanguageCode) => {
      savePreference(window.localStorage, next, 'user');
      await loadMessages(next, []);
      const { search, hash } = window.location;
      const target = languageTarget(next);
      navigate(
        target ? localizePath(target, next) : `${localizePath(neutralPath, next)}${search}${hash}`,
      );
    },
    [navigate, neutralPath],
  );

  // isLoading is read through a getter rather than changing the value: the end of the language
  // chain must not re-render every consumer, because parts of the page still waiting to hydrate
  // (islands, src/lib/island.tsx) would be thrown away and rendered again from scratch.
  const value = useMemo<LocaleContextValue>(
    () => ({
      language,
      messages,
      get isLoading() {
        return loadingRef.current;
      },
      setLanguage,
      localizePath: (path: string) => localizePath(path, language),
    }),
    [language, messages, setLanguage],
  );

  return <LocaleContext value={value}>{children}</LocaleContext>;
}
