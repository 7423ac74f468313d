import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { calBookingUrl } from './use-cal';

const CalInline = lazy(() =>
  import('./cal-inline').then(({ CalInline }) => ({ default: CalInline })),
);

/** How far below the viewport the widget starts loading, so it is there when scrolled to. */
const nearViewport = '400px';

/**
 * The inline Cal.com widget (pricing page), month view with event details. Its space is reserved
 * so nothing shifts, and the link underneath stays usable if the widget never loads. Cal.com's
 * code is requested only once the widget's box comes near the viewport.
 */
export function BookingInline({ fallbackLabel }: { fallbackLabel: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || near) return;
    // Without IntersectionObserver (old browsers, jsdom) the widget simply loads.
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
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div
      ref={boxRef}
      className="border-border bg-muted relative min-h-[640px] overflow-hidden rounded-xl border"
    >
      <a
        href={calBookingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="text-body text-primary absolute inset-0 flex flex-col items-center justify-center gap-3 text-center font-semibold underline-offset-4 hover:underline"
      >
        <CalendarDays aria-hidden className="size-8" />
        {fallbackLabel}
      </a>
      {near ? (
        <Suspense fallback={null}>
          <CalInline className="absolute inset-0 overflow-auto empty:pointer-events-none" />
        </Suspense>
      ) : null}
    </div>
  );
}
