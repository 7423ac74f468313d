import { ArrowRight, CalendarDays, Sparkles } from 'lucide-react';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/config/site';
import { format, splitAround } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import { ExternalLink } from '@/components/layout/external-link';

const wordRotationMs = 2600;

/**
 * Hero: headline with a rotating highlight, pitch and the two calls to action. Every highlight
 * word sits in the same grid cell, so the line is always as wide as the longest word and never
 * jumps; each word is centred in that cell, so a short one does not leave the centred headline
 * looking pushed to one side. Screen readers get the whole sentence once, not a changing word.
 */
export function Hero() {
  const { messages } = useLocale();
  const text = messages.home.hero;
  const [before, after] = splitAround(text.title, 'highlight');
  const reducedMotion = useReducedMotion();
  const [active] = useRotatingIndex(text.titleWords.length, wordRotationMs, !reducedMotion);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden pt-14 pb-10 sm:pt-20 sm:pb-14"
    >
      <div
        aria-hidden
        className="from-primary-soft via-background to-background absolute inset-0 -z-10 bg-linear-to-b"
      />
      <div
        aria-hidden
        className="bg-primary/15 absolute top-[-12rem] left-1/2 -z-10 size-[42rem] -translate-x-1/2 rounded-full blur-3xl"
      />
      <div className="container flex flex-col items-center text-center">
        <p className="break-phrases text-caption text-primary-strong border-primary/20 bg-background/80 shadow-card inline-flex items-center gap-2 rounded-full border px-3 py-1 font-semibold">
          <Sparkles aria-hidden className="size-4" />
          {text.eyebrow}
        </p>
        <h1 id="hero-title" className="text-hero mt-6 max-w-5xl text-balance">
          <span className="sr-only">
            {format(text.title, { highlight: text.titleWords[0] ?? '' })}
          </span>
          <span aria-hidden>
            {before}
            <span className="inline-grid text-center align-bottom">
              {text.titleWords.map((word, index) => (
                <span
                  key={word}
                  className={cn(
                    'from-primary to-accent col-start-1 row-start-1 bg-linear-to-r bg-clip-text text-transparent transition-all duration-500',
                    index === active ? 'translate-y-0 opacity-100' : 'translate-y-3 opacity-0',
                  )}
                >
                  {word}
                </span>
              ))}
            </span>
            {after}
          </span>
        </h1>
        <p className="text-lead text-muted-foreground mt-6 max-w-2xl text-pretty">
          {format(text.pitch, { product: site.productName })}
        </p>
        <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:gap-5">
          <ExternalLink
            href={site.appUrl}
            className={`${buttonVariants({ size: 'lg' })} shadow-primary/30 shadow-lg`}
            data-testid="hero-primary-cta"
          >
            {text.primaryCta}
            <ArrowRight aria-hidden />
          </ExternalLink>
          <BookingLink
            className="text-body text-foreground hover:text-primary inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
            data-testid="hero-booking-link"
          >
            <CalendarDays aria-hidden className="size-4" />
            {text.secondaryCta}
          </BookingLink>
        </div>
        <p className="text-caption text-muted-foreground mt-5">{text.trustLine}</p>
      </div>
    </section>
  );
}
