import { storageKeys } from '@/config/storage-keys';

/** Cookie consent as stored in local storage ('accepted' or 'declined'). */
export const cookieConsentStorageKey = storageKeys.cookieConsent;

/**
 * When the choice was made, as an ISO 8601 instant, under a key of its own: the consent key keeps
 * the plain 'accepted'/'declined', so anything that reads it (and every visitor's stored
 * choice from before the date existed) keeps working.
 */
export const cookieConsentDateStorageKey = storageKeys.cookieConsentDate;

/**
 * A choice lapses after 12 months and the banner asks again: consent is not forever (EDPB and
 * CNIL guidance), and a refusal is not asked again sooner.
 */
export const consentLifetimeMonths = 12;

export type CookieConsent = 'accepted' | 'declined';

/** The instant a choice made at `givenAt` (epoch ms) lapses. */
export function consentExpiresAt(givenAt: number): number {
  const expiry = new Date(givenAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + consentLifetimeMonths);
  return expiry.getTime();
}

/**
 * The stored choice while it is valid. A choice without a date was stored before choices were
 * dated: it is dated now, once, so it lapses 12 months from today rather than never (reading it
 * as absent would ask every returning visitor again for no reason). An unreadable date, or one in
 * the future, cannot show when consent was given: the banner asks again.
 */
export function readCookieConsent(
  storage: Storage,
  now: number = Date.now(),
): CookieConsent | undefined {
  try {
    const value = storage.getItem(cookieConsentStorageKey);
    if (value !== 'accepted' && value !== 'declined') return undefined;
    const date = storage.getItem(cookieConsentDateStorageKey);
    if (date === null) {
      storage.setItem(cookieConsentDateStorageKey, new Date(now).toISOString());
      return value;
    }
    const givenAt = Date.parse(date);
    if (Number.isNaN(givenAt) || givenAt > now) return undefined;
    return now < consentExpiresAt(givenAt) ? value : undefined;
  } catch {
    // Storage can be blocked (privacy modes); then there is simply no stored choice.
    return undefined;
  }
}

/**
 * Stores the choice with its date; returns false when it could not be stored (the banner still
 * hides for this visit). Declining withdraws the consent the country lookup ran on, so the
 * country it answered is forgotten too.
 */
export function writeCookieConsent(
  storage: Storage,
  consent: CookieConsent,
  now: number = Date.now(),
): boolean {
  try {
    storage.setItem(cookieConsentStorageKey, consent);
    storage.setItem(cookieConsentDateStorageKey, new Date(now).toISOString());
    return true;
  } catch (error) {
    console.warn('Cookie consent could not be saved', error);
    return false;
  }
}

/** What "Decline" takes back: items stored only on consent (the country, session storage). */
function forgetConsentedItems(): void {
  try {
    window.sessionStorage.removeItem(storageKeys.country);
  } catch {
    // Blocked storage holds nothing to forget.
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
  const { key } = event;
  if (key === cookieConsentStorageKey || key === cookieConsentDateStorageKey || key === null) {
    emit();
  }
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
  if (consent === 'declined') forgetConsentedItems();
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
