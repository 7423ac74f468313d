import type { StoredItemGroup } from '@/config/stored-items';
import type { Messages } from '@/i18n/messages';

type PrivacySectionKey = keyof Messages['legal']['privacy']['sections'];

type TermsSectionKey = keyof Messages['legal']['terms']['sections'];

type CookieSectionKey = keyof Messages['legal']['cookies']['sections'];

/** The twelve sections in reading order, with their anchors. */
export const privacySections = [
  { key: 'introduction', id: 'introduction' },
  { key: 'informationCollected', id: 'information-we-collect' },
  { key: 'use', id: 'how-we-use-information' },
  { key: 'thirdParties', id: 'third-party-integrations' },
  { key: 'security', id: 'security' },
  { key: 'retention', id: 'retention' },
  { key: 'rights', id: 'your-rights' },
  { key: 'cookies', id: 'cookies' },
  { key: 'internationalTransfers', id: 'international-transfers' },
  { key: 'children', id: 'children' },
  { key: 'changes', id: 'changes' },
  { key: 'contact', id: 'contact' },
] as const satisfies readonly { key: PrivacySectionKey; id: string }[];

/** The fourteen sections in reading order, with their anchors. */
export const termsSections = [
  { key: 'acceptance', id: 'acceptance' },
  { key: 'description', id: 'description' },
  { key: 'accounts', id: 'accounts' },
  { key: 'acceptableUse', id: 'acceptable-use' },
  { key: 'dataPrivacy', id: 'data-and-privacy' },
  { key: 'intellectualProperty', id: 'intellectual-property' },
  { key: 'billing', id: 'subscription-and-billing' },
  { key: 'availability', id: 'availability' },
  { key: 'liability', id: 'liability' },
  { key: 'indemnification', id: 'indemnification' },
  { key: 'termination', id: 'termination' },
  { key: 'governingLaw', id: 'governing-law' },
  { key: 'changes', id: 'changes' },
  { key: 'contact', id: 'contact' },
] as const satisfies readonly { key: TermsSectionKey; id: string }[];

/**
 * The Cookie Policy's nine sections in reading order. The stored
 * items are listed under the section of their group (`storedItemSections`).
 */
export const cookieSections = [
  { key: 'introduction', id: 'about-this-policy' },
  { key: 'essential', id: 'what-we-store' },
  { key: 'countryLookup', id: 'language-from-your-country' },
  { key: 'admin', id: 'team-sign-in' },
  { key: 'thirdParties', id: 'third-party-services' },
  { key: 'yourChoice', id: 'accept-or-decline' },
  { key: 'manage', id: 'changing-your-choice' },
  { key: 'changes', id: 'changes' },
  { key: 'contact', id: 'contact' },
] as const satisfies readonly { key: CookieSectionKey; id: string }[];

/** Which section lists the stored items of each group. */
export const storedItemSections: Record<StoredItemGroup, (typeof cookieSections)[number]['id']> = {
  everyone: 'what-we-store',
  afterConsent: 'language-from-your-country',
  team: 'team-sign-in',
};
