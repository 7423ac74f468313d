/** Cookie consent as stored in local storage (spec §3, §9: 'accepted' or 'declined'). */
export const cookieConsentStorageKey = 'demoly.cookie-consent';

export type CookieConsent = 'accepted' | 'declined';

export function readCookieConsent(storage: Storage): CookieConsent | undefined {
  try {
    const value = storage.getItem(cookieConsentStorageKey);
    return value === 'accepted' || value === 'declined' ? value : undefined;
  } catch {
    // Storage can be blocked (privacy modes); then there is simply no stored choice.
    return undefined;
  }
}

/** Returns false when the choice could not be stored; the banner still hides for this visit. */
export function writeCookieConsent(storage: Storage, consent: CookieConsent): boolean {
  try {
    storage.setItem(cookieConsentStorageKey, consent);
    return true;
  } catch (error) {
    console.warn('Cookie consent could not be saved', error);
    return false;
  }
}
