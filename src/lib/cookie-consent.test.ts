// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import {
  chooseConsent,
  consentExpiresAt,
  cookieConsentDateStorageKey,
  cookieConsentStorageKey,
  getConsentSnapshot,
  readCookieConsent,
  resetConsentStateForTests,
  writeCookieConsent,
} from './cookie-consent';

const given = Date.parse('2026-01-31T10:00:00.000Z');

describe('cookie consent expiry', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetConsentStateForTests();
  });
  afterEach(() => vi.useRealTimers());

  it('stores the choice as the spec’s plain value, with its date beside it', () => {
    expect(writeCookieConsent(localStorage, 'accepted', given)).toBe(true);
    expect(localStorage.getItem(cookieConsentStorageKey)).toBe('accepted');
    expect(localStorage.getItem(cookieConsentDateStorageKey)).toBe('2026-01-31T10:00:00.000Z');
  });

  it('lapses 12 calendar months after it was given', () => {
    expect(new Date(consentExpiresAt(given)).toISOString()).toBe('2027-01-31T10:00:00.000Z');
    // Month arithmetic, not 365 days: a leap year still gives the same day a year later.
    const leap = Date.parse('2028-01-15T00:00:00.000Z');
    expect(new Date(consentExpiresAt(leap)).toISOString()).toBe('2029-01-15T00:00:00.000Z');
  });

  it.each(['accepted', 'declined'] as const)(
    'keeps a %s choice for 12 months, then asks again (fake time)',
    (choice) => {
      vi.useFakeTimers();
      vi.setSystemTime(given);
      chooseConsent(choice);
      expect(getConsentSnapshot().consent).toBe(choice);

      vi.setSystemTime(Date.parse('2027-01-31T09:59:59.000Z'));
      expect(getConsentSnapshot().consent).toBe(choice);

      vi.setSystemTime(Date.parse('2027-01-31T10:00:00.000Z'));
      expect(getConsentSnapshot().consent).toBeUndefined();
      // The old value stays until the visitor chooses again; it just no longer counts.
      expect(localStorage.getItem(cookieConsentStorageKey)).toBe(choice);

      chooseConsent('accepted');
      expect(getConsentSnapshot().consent).toBe('accepted');
      expect(localStorage.getItem(cookieConsentDateStorageKey)).toBe('2027-01-31T10:00:00.000Z');
    },
  );

  it('dates a choice stored before choices had a date, once, so it lapses 12 months later', () => {
    localStorage.setItem(cookieConsentStorageKey, 'accepted');
    expect(readCookieConsent(localStorage, given)).toBe('accepted');
    expect(localStorage.getItem(cookieConsentDateStorageKey)).toBe('2026-01-31T10:00:00.000Z');
    // Read again later: the first date holds, it is not pushed forward.
    const later = Date.parse('2026-06-01T00:00:00.000Z');
    expect(readCookieConsent(localStorage, later)).toBe('accepted');
    expect(localStorage.getItem(cookieConsentDateStorageKey)).toBe('2026-01-31T10:00:00.000Z');
    expect(readCookieConsent(localStorage, consentExpiresAt(given))).toBeUndefined();
  });

  it.each([
    ['an unreadable date', 'yesterday'],
    ['a date in the future', '2030-01-01T00:00:00.000Z'],
  ])('asks again when the choice has %s', (_, date) => {
    localStorage.setItem(cookieConsentStorageKey, 'accepted');
    localStorage.setItem(cookieConsentDateStorageKey, date);
    expect(readCookieConsent(localStorage, given)).toBeUndefined();
  });

  it('Decline forgets the country the lookup answered after an earlier Accept all', () => {
    chooseConsent('accepted');
    sessionStorage.setItem(storageKeys.country, 'DE');
    chooseConsent('declined');
    expect(sessionStorage.getItem(storageKeys.country)).toBeNull();
  });
});
