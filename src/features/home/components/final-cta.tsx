import { ArrowRight, CalendarDays } from 'lucide-react';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/config/site';
import { useLocale } from '@/i18n/use-locale';
import { ExternalLink } from '@/components/layout/external-link';
import { CtaBand } from '@/components/marketing/cta-band';

export const contactSectionId = 'contact';

/** Closing call to action; /#contact (blog 'Get Started') lands here. */
export function FinalCta() {
  const { messages } = useLocale();
  const text = messages.home.cta;
  return (
    <section
      id={contactSectionId}
      aria-labelledby="cta-title"
      className="render-when-near scroll-mt-20 py-20 sm:py-28"
    >
      <div className="container">
        <CtaBand titleId="cta-title" title={text.title} text={text.text}>
          <ExternalLink
            href={site.appUrl}
            className={buttonVariants({ variant: 'inverse', size: 'lg' })}
          >
            {text.primary}
            <ArrowRight aria-hidden />
          </ExternalLink>
          <BookingLink className={buttonVariants({ variant: 'outline-inverse', size: 'lg' })}>
            <CalendarDays aria-hidden />
            {text.secondary}
          </BookingLink>
        </CtaBand>
      </div>
    </section>
  );
}
