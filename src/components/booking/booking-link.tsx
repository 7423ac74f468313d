import type { ComponentProps, MouseEvent } from 'react';
import { useConsent } from '@/components/layout/use-consent';
import { site } from '@/config/site';
import { calBookingUrl, loadCal } from './use-cal';

/**
 * A link that opens the Cal.com scheduler popup in month view ('or speak with our
 * sales', 'See it live', 'Or book a demo with expert'). Cal.com's code loads on intent (pointer
 * or focus) and at the latest on the click; until then it is an ordinary link to the booking
 * page, and when the embed cannot load the click opens that page in a new tab instead.
 */
export function BookingLink({
  onClick,
  onPointerEnter,
  onFocus,
  children,
  ...props
}: ComponentProps<'a'>) {
  // Cal.com sets its own cookies: without 'Accept all' the link opens the booking page in a new
  // tab, which is the visitor asking for it, and no Cal.com code is fetched.
  const { embedsAllowed } = useConsent();
  const warm = () => {
    if (embedsAllowed) void loadCal();
  };
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (!embedsAllowed) return;
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void loadCal().then((cal) => {
      if (cal) cal('modal', { calLink: site.calLink, config: { layout: 'month_view' } });
      else window.open(calBookingUrl, '_blank', 'noopener,noreferrer');
    });
  };
  return (
    <a
      href={calBookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={open}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        warm();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        warm();
      }}
      {...props}
    >
      {children}
    </a>
  );
}
