import Cal from '@calcom/embed-react';
import { CalendarDays } from 'lucide-react';
import { useEmbedRequest } from '@/components/layout/use-consent';
import { Button } from '@/components/ui/button';
import { site } from '@/config/site';
import { useLocale } from '@/i18n/use-locale';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { calBookingUrl } from './use-cal';

/**
 * The inline Cal.com widget (pricing page), month view with event details. Its space is reserved
 * so nothing shifts. It loads on its own only after the visitor accepted cookies; otherwise a
 * placeholder asks first (Cal.com sets its own cookies), and the link to the booking page stays
 * usable if the widget never loads.
 */
export function BookingInline({ fallbackLabel }: { fallbackLabel: string }) {
  const { messages } = useLocale();
  const text = messages.common.embeds;
  const hydrated = useIsHydrated();
  const { active, request } = useEmbedRequest(hydrated);
  return (
    <div
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
        <a
          href={calBookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-body text-primary font-semibold underline-offset-4 hover:underline"
        >
          {fallbackLabel}
        </a>
      </div>
      {active ? (
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
