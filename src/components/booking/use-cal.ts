import { getCalApi } from '@calcom/embed-react';
import { useEffect, useState } from 'react';
import { useConsent } from '@/components/layout/use-consent';
import { site } from '@/config/site';

type CalApi = Awaited<ReturnType<typeof getCalApi>>;

let loading: Promise<CalApi | null> | undefined;

/**
 * Loads Cal.com's embed script once, after the page is idle. Resolves to null when the script
 * cannot load (blockers, outages, offline): callers then fall back to a plain link.
 */
function loadCal(): Promise<CalApi | null> {
  loading ??= new Promise((resolve) => {
    void getCalApi({ namespace: site.calNamespace }).then((api) => {
      const script = document.querySelector<HTMLScriptElement>('script[src*="/embed/embed.js"]');
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
  });
  return loading;
}

/**
 * The Cal.com API once it has really loaded, else null (also during server rendering). Cal.com
 * sets its own cookies, so its script is fetched only after the visitor accepted cookies; until
 * then booking links open the booking page in a new tab, which is the visitor asking for it.
 */
export function useCal(): CalApi | null {
  const { embedsAllowed } = useConsent();
  const [api, setApi] = useState<CalApi | null>(null);
  useEffect(() => {
    if (!embedsAllowed) return;
    let cancelled = false;
    const start = () =>
      void loadCal().then((loaded) => {
        if (!cancelled) setApi(() => loaded);
      });
    const idle = window.requestIdleCallback?.(start, { timeout: 2500 });
    const timer = idle === undefined ? window.setTimeout(start, 1200) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [embedsAllowed]);
  return embedsAllowed ? api : null;
}

/** The public booking page, used when the embed is unavailable. */
export const calBookingUrl = `https://cal.com/${site.calLink}?layout=month_view`;
