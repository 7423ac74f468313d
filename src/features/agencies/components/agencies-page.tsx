import {
  CalendarDays,
  ChartColumn,
  CircleCheck,
  ExternalLinkIcon,
  Handshake,
  Mail,
  Palette,
  Rocket,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { BookingLink } from '@/components/booking/booking-link';
import { IconCard } from '@/components/marketing/icon-card';
import { PageHead } from '@/components/seo/page-head';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { Testimonials } from './testimonials';
import { ExternalLink } from '@/components/layout/external-link';
import { CtaBand } from '@/components/marketing/cta-band';

/** Icons of the four feature cards, in catalogue order. */
const featureIcons: readonly LucideIcon[] = [Palette, Users, ChartColumn, Rocket];

/** /solutions/agencies. */
export function AgenciesPage() {
  const { messages } = useLocale();
  const text = messages.agencies;
  const product = { product: site.productName };
  // Spec shows no action for the guide: it is requested by e-mail until a download exists.
  const guideHref = `mailto:${site.contactEmail}?subject=${encodeURIComponent(
    format(text.cta.guideSubject, product),
  )}&body=${encodeURIComponent(format(text.cta.guideBody, product))}`;

  return (
    <>
      <PageHead title={text.metaTitle} description={text.metaDescription} path={paths.agencies} />

      <section className="from-primary-soft relative overflow-hidden bg-gradient-to-b to-transparent">
        <div
          aria-hidden
          className="bg-primary/10 pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full blur-3xl"
        />
        <div className="relative container py-20 text-center sm:py-28">
          <p className="border-primary/20 bg-background text-caption text-primary-strong inline-flex items-center gap-2 rounded-full border px-3 py-1 font-semibold">
            <Handshake aria-hidden className="size-4" />
            {text.hero.eyebrow}
          </p>
          <h1 className="text-hero mx-auto mt-6 max-w-4xl text-balance">{text.hero.title}</h1>
          <p className="text-lead text-muted-foreground mx-auto mt-6 max-w-2xl text-balance">
            {text.hero.subtitle}
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ExternalLink
              href={site.appUrl}
              className={`${buttonVariants({ size: 'lg' })} w-full sm:w-auto`}
            >
              {text.hero.becomePartner}
              <ExternalLinkIcon aria-hidden />
            </ExternalLink>
            {/* Spec shows no action for this button: it opens the consultation scheduler. */}
            <BookingLink
              className={`${buttonVariants({ variant: 'outline', size: 'lg' })} w-full sm:w-auto`}
            >
              <CalendarDays aria-hidden />
              {text.hero.scheduleConsultation}
            </BookingLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="agency-features-title" className="container py-20 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="agency-features-title" className="text-display text-balance">
            {text.features.title}
          </h2>
          <p className="text-lead text-muted-foreground mt-4">{text.features.subtitle}</p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {text.features.items.map((item, index) => (
            <IconCard
              key={item.title}
              icon={featureIcons[index] ?? Rocket}
              title={item.title}
              description={item.description}
              className="hover:border-primary/40 transition-colors"
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="agency-checklist-title" className="bg-muted py-20 sm:py-24">
        <div className="container grid items-center gap-12 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="agency-checklist-title" className="text-display text-balance">
              {text.checklist.title}
            </h2>
            <p className="text-lead text-muted-foreground mt-4">{text.checklist.subtitle}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {text.checklist.items.map((item) => (
              <li
                key={item}
                className="bg-background shadow-card flex items-center gap-3 rounded-xl px-5 py-4"
              >
                <CircleCheck aria-hidden className="text-success size-6 shrink-0" />
                <span className="text-body font-semibold">{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Testimonials />

      <section aria-labelledby="agency-cta-title" className="container pb-24">
        <CtaBand titleId="agency-cta-title" title={text.cta.title} text={text.cta.subtitle}>
          <ExternalLink
            href={site.appUrl}
            className={`${buttonVariants({ variant: 'inverse', size: 'lg' })} w-full sm:w-auto`}
          >
            {text.cta.apply}
            <ExternalLinkIcon aria-hidden />
          </ExternalLink>
          <div className="flex w-full flex-col items-center gap-2 sm:w-auto">
            <a
              href={guideHref}
              aria-describedby="partner-guide-hint"
              className={`${buttonVariants({ variant: 'outline-inverse', size: 'lg' })} w-full sm:w-auto`}
            >
              <Mail aria-hidden />
              {text.cta.guide}
            </a>
            <p id="partner-guide-hint" className="text-caption text-white/70">
              {text.cta.guideHint}
            </p>
          </div>
        </CtaBand>
      </section>
    </>
  );
}
