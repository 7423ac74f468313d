/**
 * Everything the site keeps in a visitor's browser, in one place. Code that reads or writes
 * browser storage takes its key from `storageKeys` (storage-keys.ts) or `adminStorageKeys`, and
 * the cookie policy (/cookies) lists `storedItems`, so the policy cannot fall behind the code: `stored-items.test.ts` fails when a
 * source file uses a storage key of its own or a key here is missing from `storedItems`, and the
 * e2e suite compares what a browser really holds after using the site with what /cookies lists.
 */
import { storageKeys } from './storage-keys';

/**
 * What only the team's browsers keep. Here, not in storage-keys.ts, so the code every visitor
 * downloads holds no sign of the admin.
 */
export const adminStorageKeys = {
  /** The admin's sign-in session, kept by supabase-js (embedded mode). */
  adminSession: 'demoly.admin.session',
  /** Unsaved editor work: one item per post, this prefix plus the post id or "new". */
  adminDraftPrefix: 'demoly.admin.draft.',
} as const;

export type StorageKeyName = keyof typeof storageKeys | keyof typeof adminStorageKeys;

/** The items /cookies describes, each with its own text in `legal.cookies.storedItems`. */
export type StoredItemId =
  | 'cookieConsent'
  | 'language'
  | 'scrollPositions'
  | 'theme'
  | 'country'
  | 'adminSession'
  | 'adminDrafts'
  | 'clerkSession';

export type StorageArea = 'localStorage' | 'sessionStorage' | 'cookie';

/**
 * Why an item may be stored. `necessary`: needed for something the visitor asked for, so stored
 * without consent (ePrivacy Directive art. 5(3)), on our legitimate interest in a site that works
 * (GDPR art. 6(1)(f)). `consent`: only after "Accept all" (GDPR art. 6(1)(a)).
 */
export type LegalBasis = 'necessary' | 'consent';

/** Where the policy lists an item: every visitor, only after "Accept all", or the team on /admin. */
export type StoredItemGroup = 'everyone' | 'afterConsent' | 'team';

export interface StoredItem {
  id: StoredItemId;
  /** The names as the browser shows them; a trailing `*` stands for a post id. */
  names: readonly string[];
  area: StorageArea;
  basis: LegalBasis;
  group: StoredItemGroup;
}

export const storedItems: readonly StoredItem[] = [
  {
    id: 'cookieConsent',
    names: [storageKeys.cookieConsent, storageKeys.cookieConsentDate],
    area: 'localStorage',
    basis: 'necessary',
    group: 'everyone',
  },
  {
    id: 'language',
    names: [storageKeys.languagePreference, storageKeys.language],
    area: 'localStorage',
    basis: 'necessary',
    group: 'everyone',
  },
  {
    id: 'scrollPositions',
    names: [storageKeys.scrollPositions],
    area: 'sessionStorage',
    basis: 'necessary',
    group: 'everyone',
  },
  {
    id: 'theme',
    names: [storageKeys.theme],
    area: 'localStorage',
    basis: 'necessary',
    group: 'everyone',
  },
  {
    id: 'country',
    names: [storageKeys.country],
    area: 'sessionStorage',
    basis: 'consent',
    group: 'afterConsent',
  },
  {
    id: 'adminSession',
    names: [adminStorageKeys.adminSession],
    area: 'localStorage',
    basis: 'necessary',
    group: 'team',
  },
  {
    id: 'adminDrafts',
    names: [`${adminStorageKeys.adminDraftPrefix}*`],
    area: 'localStorage',
    basis: 'necessary',
    group: 'team',
  },
  // Set by Clerk on our domain in hosted mode, not by our code; listed so the policy is complete.
  {
    id: 'clerkSession',
    names: ['__session', '__client_uat'],
    area: 'cookie',
    basis: 'necessary',
    group: 'team',
  },
];

/** Whether `key` is one of the names in `storedItems` (a `*` matches any rest). */
export function isListedStorageKey(key: string): boolean {
  return storedItems.some((item) =>
    item.names.some((name) =>
      name.endsWith('*') ? key.startsWith(name.slice(0, -1)) : key === name,
    ),
  );
}
