import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useEmbedRequest } from '@/components/layout/use-consent';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { calBookingUrl } from './use-cal';
import { ExternalLink } from '@/components/layout/external-link';

const CalInline = lazy(() =>
  import('./cal-inline').then(({ CalInline }) => ({ default: CalInline })),
);

/** How far below the viewport the widget starts loading, so it is there when scrolled to. */
const nearViewport = '400px';

/** True once the element has come within `nearViewport` of the viewport (never on the server). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    // Without IntersectionObserver (old browsers, jsdom) it simply counts as near.
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(() => setNear(true));
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${nearViewport} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * The inline Cal.com widget (pricing page), month view with event details. Its space is reserved
 * so nothing shifts. It loads on its own only after the visitor accepted cookies, and then only
 * once its box comes near the viewport; otherwise a placeholder asks first (Cal.com sets its own
 * cookies). The link to the booking page stays usable if the widget never loads.
 */
export function BookingInline({ fallbackLabel }: { fallbackLabel: string }) {
  const { messages } = useLocale();
  const text = messages.common.embeds;
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(boxRef);
  const { active, request } = useEmbedRequest(near);
  return (
    <div
      ref={boxRef}
      data-booking-inline
      data-embed-state={active ? 'loaded' : 'placeholder'}
      className="border-border bg-muted relative min-h-[640px] overflow-hidden rounded-xl border"
    >
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
        <CalendarDays aria-hidden className="text-primary size-8" />
        {active ? null : (
          <>
            <Button type="button" onClick={request}>
              {text.loadCalendar}
            </Button>
            <p className="text-caption text-muted-foreground max-w-sm">{text.calendarNote}</p>
          </>
        )}
        <ExternalLink
          href={calBookingUrl}
          className="text-body text-primary font-semibold underline-offset-4 hover:underline"
        >
          {fallbackLabel}
        </ExternalLink>
      </div>
      {active ? (
        <Suspense fallback={null}>
          <CalInline className="absolute inset-0 overflow-auto empty:pointer-events-none" />
        </Suspense>
      ) : null}
    </div>
  );
}
