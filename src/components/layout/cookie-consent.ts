/** Cookie consent as stored in local storage ('accepted' or 'declined'). */
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

/**
 * The live consent state every component reads through `useConsent` (use-consent.ts): the stored
 * choice, a choice made in this visit when storage refused it, and whether the visitor asked to
 * see the banner again ("Cookie settings"). One module-level store, so the banner, the footer
 * and the embeds agree without a provider, and other tabs' choices arrive through `storage`.
 */
export interface ConsentSnapshot {
  consent: CookieConsent | undefined;
  settingsOpen: boolean;
}

const listeners = new Set<() => void>();
let unsavedChoice: CookieConsent | undefined;
let settingsOpen = false;
let snapshot: ConsentSnapshot = { consent: undefined, settingsOpen: false };
const serverSnapshot: ConsentSnapshot = { consent: undefined, settingsOpen: false };

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === cookieConsentStorageKey || event.key === null) emit();
}

export function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Read fresh each time, but the same object while nothing changed (useSyncExternalStore). */
export function getConsentSnapshot(): ConsentSnapshot {
  const consent = unsavedChoice ?? readCookieConsent(window.localStorage);
  if (snapshot.consent !== consent || snapshot.settingsOpen !== settingsOpen) {
    snapshot = { consent, settingsOpen };
  }
  return snapshot;
}

/** Nothing is known while prerendering: the banner and consent-gated embeds stay out of HTML. */
export function getServerConsentSnapshot(): ConsentSnapshot {
  return serverSnapshot;
}

/** A new choice replaces the stored one and closes the banner. */
export function chooseConsent(consent: CookieConsent): void {
  unsavedChoice = writeCookieConsent(window.localStorage, consent) ? undefined : consent;
  settingsOpen = false;
  emit();
}

/** "Cookie settings": shows the banner again, whatever was chosen before. */
export function openConsentSettings(): void {
  settingsOpen = true;
  emit();
}

/** Hides a reopened banner without changing the choice. */
export function closeConsentSettings(): void {
  settingsOpen = false;
  emit();
}

/** Tests only: forget the in-memory part of the state between tests. */
export function resetConsentStateForTests(): void {
  unsavedChoice = undefined;
  settingsOpen = false;
  emit();
}
