/**
 * The keys the site itself keeps in a visitor's browser. A module of its own, imported by the
 * chrome every page runs: the registry /cookies renders (stored-items.ts, with the admin's keys)
 * stays out of the code every visitor downloads, since a bundler keeps a module whole in one chunk.
 * Code that reads or writes browser storage takes its key from here or from `adminStorageKeys`.
 */
export const storageKeys = {
  /** 'accepted' or 'declined', the two values the consent is stored as. */
  cookieConsent: 'demoly.cookie-consent',
  /** When that choice was made (ISO 8601): it lapses after 12 months and the banner asks again. */
  cookieConsentDate: 'demoly.cookie-consent-date',
  /** The saved language as a JSON record (language, source, timestamp)... */
  languagePreference: 'demoly.language-preference',
  /** ...and as the plain code. */
  language: 'demoly.language',
  /** The country the geolocation lookup answered, kept for the browser session. */
  country: 'demoly.country',
  /** The header forces the light theme and stores that choice. */
  theme: 'theme',
  /** Scroll positions per history entry, so Back and reload return to the same place. */
  scrollPositions: 'demoly.scroll-positions',
} as const;
