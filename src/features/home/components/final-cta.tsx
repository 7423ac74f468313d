import { ArrowRight, CalendarDays } from 'lucide-react';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/config/site';
import { useLocale } from '@/i18n/use-locale';
import { NewTabNote } from './new-tab-note';

export const contactSectionId = 'contact';

/** Closing call to action; /#contact (blog 'Get Started') lands here. */
export function FinalCta() {
  const { messages } = useLocale();
  const text = messages.home.cta;
  return (
    <section
      id={contactSectionId}
      aria-labelledby="cta-title"
      className="scroll-mt-20 py-20 sm:py-28"
    >
      <div className="container">
        <div className="bg-ink text-primary-foreground relative isolate overflow-hidden rounded-3xl px-6 py-16 text-center sm:px-16 sm:py-20">
          <div
            aria-hidden
            className="bg-primary/40 absolute -top-32 -left-24 -z-10 size-96 rounded-full blur-3xl"
          />
          <div
            aria-hidden
            className="bg-accent/25 absolute -right-24 -bottom-32 -z-10 size-96 rounded-full blur-3xl"
          />
          <h2 id="cta-title" className="text-display mx-auto max-w-3xl text-balance">
            {text.title}
          </h2>
          <p className="text-lead mx-auto mt-4 max-w-2xl text-pretty text-white/80">{text.text}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <a
              href={site.appUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'inverse', size: 'lg' })}
            >
              {text.primary}
              <ArrowRight aria-hidden />
              <NewTabNote />
            </a>
            <BookingLink className="text-lead inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/30 px-6 font-semibold text-white transition-colors hover:bg-white/10 [&_svg]:size-4">
              <CalendarDays aria-hidden />
              {text.secondary}
            </BookingLink>
          </div>
        </div>
      </div>
    </section>
  );
}
