import { useState, useSyncExternalStore } from 'react';
import {
  chooseConsent,
  closeConsentSettings,
  getConsentSnapshot,
  getServerConsentSnapshot,
  openConsentSettings,
  subscribeConsent,
  type CookieConsent,
} from '@/lib/cookie-consent';

export interface ConsentState {
  /** The visitor's choice; undefined before one is made, and always while prerendering. */
  consent: CookieConsent | undefined;
  /**
   * Whether third-party embeds (Cal.com, the demo chat, the launch video) may load on their own,
   * without a click: only after 'Accept all'. Before a choice and after 'Decline' they load
   * only when the visitor asks for one.
   */
  embedsAllowed: boolean;
  /** True while the banner was reopened through "Cookie settings". */
  settingsOpen: boolean;
  choose: (consent: CookieConsent) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

/** The cookie consent, live: every caller re-renders when the choice changes (in any tab). */
export function useConsent(): ConsentState {
  const { consent, settingsOpen } = useSyncExternalStore(
    subscribeConsent,
    getConsentSnapshot,
    getServerConsentSnapshot,
  );
  return {
    consent,
    embedsAllowed: consent === 'accepted',
    settingsOpen,
    choose: chooseConsent,
    openSettings: openConsentSettings,
    closeSettings: closeConsentSettings,
  };
}

/**
 * Whether a third-party embed should exist now: once the visitor asked for it (`request`, a click
 * on its placeholder), or on its own when `automatic` (hydrated, near the viewport...) and the
 * visitor accepted cookies. A later 'Decline' removes an embed that was never asked for.
 */
export function useEmbedRequest(automatic: boolean): { active: boolean; request: () => void } {
  const { embedsAllowed } = useConsent();
  const [requested, setRequested] = useState(false);
  return {
    active: requested || (automatic && embedsAllowed),
    request: () => setRequested(true),
  };
}
