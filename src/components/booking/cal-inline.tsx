import Cal from '@calcom/embed-react';
import { site } from '@/config/site';

/** Cal.com's inline scheduler; its own chunk, loaded by BookingInline when it scrolls near. */
export function CalInline({ className }: { className: string }) {
  return (
    <Cal
      namespace={site.calNamespace}
      calLink={site.calLink}
      config={{ layout: 'month_view', hideEventTypeDetails: 'false' }}
      className={className}
    />
  );
}
