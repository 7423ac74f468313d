import type { getCalApi } from '@calcom/embed-react';
import { site } from '@/config/site';

type CalApi = Awaited<ReturnType<typeof getCalApi>>;

let loading: Promise<CalApi | null> | undefined;

/**
 * Loads Cal.com's embed (our small wrapper, then their script) once, and only when a visitor asks
 * for it: a booking link is pointed at, focused or clicked, or the inline widget scrolls near —
 * and, Cal.com setting its own cookies, only after the visitor accepted cookies (callers check
 * `useConsent().embedsAllowed`) or pressed the inline widget's own button. Resolves to null when the script cannot load (blockers, outages, offline): callers then fall
 * back to the booking page in a new tab. This is the one place third-party booking code starts.
 */
export function loadCal(): Promise<CalApi | null> {
  loading ??= import('@calcom/embed-react')
    .then(
      ({ getCalApi: load }) =>
        new Promise<CalApi | null>((resolve) => {
          void load({ namespace: site.calNamespace }).then((api) => {
            const script = document.querySelector<HTMLScriptElement>(
              'script[src*="/embed/embed.js"]',
            );
            if (!script) return resolve(null);
            script.addEventListener('load', () => {
              api('ui', { layout: 'month_view', hideEventTypeDetails: false });
              resolve(api);
            });
            script.addEventListener('error', () => {
              console.warn('The Cal.com scheduler could not load; booking links open in a new tab');
              resolve(null);
            });
          });
        }),
    )
    .catch(() => null);
  return loading;
}

/** The public booking page, used when the embed is unavailable. */
export const calBookingUrl = `https://cal.com/${site.calLink}?layout=month_view`;
