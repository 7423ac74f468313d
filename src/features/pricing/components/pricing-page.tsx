import { startTransition, useState } from 'react';
import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { plans } from '../plans';
import type { BillingPeriod } from '../pricing';
import { BillingToggle } from './billing-toggle';
import { PlanCard } from './plan-card';
import { island } from '@/lib/island';

/** Below the plans: server HTML first, their code (Radix accordion, the booking box) when near. */
const BookingInline = island('pricing-booking', () =>
  import('@/components/booking/booking-inline').then(({ BookingInline }) => BookingInline),
);
const PricingFaq = island('pricing-faq', () =>
  import('./pricing-faq').then(({ PricingFaq }) => PricingFaq),
);

/** /pricing: billing toggle, three plans, booking widget and FAQ. */
export function PricingPage() {
  const { messages } = useLocale();
  const text = messages.pricing;
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  return (
    <>
      <PageHead title={text.metaTitle} description={text.metaDescription} path={paths.pricing} />
      <div className="from-primary-soft/70 bg-gradient-to-b to-transparent">
        <section className="container pt-16 pb-10 text-center sm:pt-24">
          <h1 className="text-display mx-auto max-w-3xl text-balance">{text.title}</h1>
          <p className="text-lead text-muted-foreground mx-auto mt-4 max-w-2xl text-balance">
            {text.subtitle}
          </p>
          <div className="mt-10 flex justify-center">
            <BillingToggle
              value={period}
              // The three plans re-render in a transition: the press is painted first.
              onChange={(next) => startTransition(() => setPeriod(next))}
            />
          </div>
        </section>
      </div>

      <section aria-label={text.metaTitle} className="container pb-16">
        <div className="mx-auto grid max-w-6xl grid-cols-1 items-stretch gap-6 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} {...plan} period={period} />
          ))}
        </div>
      </section>

      <section aria-labelledby="pricing-booking-title" className="bg-muted py-20 sm:py-24">
        <div className="container max-w-5xl">
          <h2 id="pricing-booking-title" className="text-heading text-center text-balance">
            {text.booking.title}
          </h2>
          <p className="text-lead text-muted-foreground mx-auto mt-3 max-w-2xl text-center">
            {text.booking.subtitle}
          </p>
          <div className="mt-10">
            <BookingInline fallbackLabel={text.booking.fallback} />
          </div>
        </div>
      </section>

      <PricingFaq />
    </>
  );
}
