import type { ComponentProps, MouseEvent } from 'react';
import { site } from '@/config/site';
import { calBookingUrl, useCal } from './use-cal';

/**
 * A link that opens the Cal.com scheduler popup in month view (spec §2: 'or speak with our
 * sales', 'See it live', 'Or book a demo with expert'). Without the embed it is an ordinary link
 * to the booking page in a new tab, so a blocked script never leaves a dead button.
 */
export function BookingLink({ onClick, children, ...props }: ComponentProps<'a'>) {
  const cal = useCal();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!cal || event.defaultPrevented) return;
    event.preventDefault();
    cal('modal', { calLink: site.calLink, config: { layout: 'month_view' } });
  };
  return (
    <a href={calBookingUrl} target="_blank" rel="noopener noreferrer" onClick={open} {...props}>
      {children}
    </a>
  );
}
