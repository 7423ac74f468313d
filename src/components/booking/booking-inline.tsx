import Cal from '@calcom/embed-react';
import { CalendarDays } from 'lucide-react';
import { site } from '@/config/site';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { calBookingUrl } from './use-cal';

/**
 * The inline Cal.com widget (pricing page), month view with event details. Its space is reserved
 * so nothing shifts, and the link underneath stays usable if the widget never loads.
 */
export function BookingInline({ fallbackLabel }: { fallbackLabel: string }) {
  const mounted = useIsHydrated();
  return (
    <div className="border-border bg-muted relative min-h-[640px] overflow-hidden rounded-xl border">
      <a
        href={calBookingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="text-body text-primary absolute inset-0 flex flex-col items-center justify-center gap-3 text-center font-semibold underline-offset-4 hover:underline"
      >
        <CalendarDays aria-hidden className="size-8" />
        {fallbackLabel}
      </a>
      {mounted ? (
        <Cal
          namespace={site.calNamespace}
          calLink={site.calLink}
          config={{ layout: 'month_view', hideEventTypeDetails: 'false' }}
          className="absolute inset-0 overflow-auto empty:pointer-events-none"
        />
      ) : null}
    </div>
  );
}
