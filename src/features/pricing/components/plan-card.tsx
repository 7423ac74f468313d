import { ChevronDown, ExternalLinkIcon, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { island, whenApproached } from '@/lib/island';
import { formatNumber, formatUsd } from '@/i18n/numbers';
import {
  defaultDemos,
  demoOptions,
  quotePlan,
  type BillingPeriod,
  type PlanId,
  type SelectablePlanId,
} from '../pricing';
import { ExternalLink } from '@/components/layout/external-link';

/**
 * Each plan's feature list is an island: server HTML at once, and its info tooltips' code (Radix
 * Tooltip with its positioning engine, about 20 kB) only when a visitor reaches for a list: a
 * tooltip is shown by a pointer or a focus, never by looking. A tap before then is held and
 * replayed (src/lib/island-clicks.ts).
 */
const loadFeatureList = () => import('./feature-list').then(({ FeatureList }) => FeatureList);
const featureList = (name: string) => island(name, loadFeatureList, whenApproached(name));
const featureLists = {
  base: featureList('pricing-features-base'),
  growth: featureList('pricing-features-growth'),
  enterprise: featureList('pricing-features-enterprise'),
} satisfies Record<PlanId, unknown>;

interface PlanCardProps {
  id: PlanId;
  name: string;
  popular: boolean;
  period: BillingPeriod;
}

interface CardSlots {
  price: React.ReactNode;
  /** The demos selector; Enterprise leaves the row empty so the rows still line up. */
  selector?: React.ReactNode;
  cta: React.ReactNode;
  features: React.ReactNode;
}

/**
 * The card's five rows (header, price, selector, CTA, features) sit on a CSS subgrid from md up,
 * so prices, buttons and feature lists line up across the cards whatever the text length.
 */
function CardShell({
  id,
  name,
  popular,
  price,
  selector,
  cta,
  features,
}: Omit<PlanCardProps, 'period'> & CardSlots) {
  const { messages } = useLocale();
  const headingId = `plan-${id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-plan={id}
      className={cn(
        'bg-background relative flex flex-col rounded-2xl border p-6 md:row-span-5 md:grid md:grid-cols-[minmax(0,1fr)] md:grid-rows-subgrid md:gap-0 md:p-5 lg:p-8',
        popular ? 'border-primary shadow-popover ring-primary ring-1' : 'border-border shadow-card',
      )}
    >
      <div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <h2 id={headingId} className="text-heading">
            {name}
          </h2>
          {popular ? (
            <span className="bg-primary text-primary-foreground text-micro inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-semibold">
              <Sparkles aria-hidden className="size-3" />
              {messages.pricing.card.popular}
            </span>
          ) : null}
        </div>
        <p className="text-caption text-muted-foreground mt-2">
          {messages.pricing.plans[id].description}
        </p>
      </div>
      <div className="mt-6">{price}</div>
      <div className={selector ? 'mt-6' : undefined}>{selector}</div>
      <div className="mt-6">{cta}</div>
      <div>
        <hr className="border-border my-6" />
        {features}
      </div>
    </article>
  );
}

const ctaClass = (popular: boolean) =>
  buttonVariants({ variant: popular ? 'default' : 'outline', size: 'wrap' });

/** Base and Growth: a demos-per-month selector drives the price. */
function SelectablePlanCard({
  id,
  name,
  popular,
  period,
}: PlanCardProps & { id: SelectablePlanId }) {
  const { messages, language } = useLocale();
  const text = messages.pricing.card;
  const Features = featureLists[id];
  const selectId = useId();
  const [demos, setDemos] = useState(defaultDemos[id]);
  const quote = quotePlan(id, demos, period);
  const count = formatNumber(demos, language);

  const price = (
    // Announced when the selector or the billing period changes the price.
    <div aria-live="polite" aria-atomic="true">
      {quote.kind === 'price' ? (
        <>
          <p className="flex items-baseline gap-1">
            <span className="text-display" data-testid={`${id}-price`}>
              {formatUsd(quote.amount, language)}
            </span>
            <span className="text-body text-muted-foreground font-semibold">
              {period === 'yearly' ? text.perYear : text.perMonth}
            </span>
          </p>
          <p className="text-caption text-muted-foreground mt-1">
            {period === 'yearly' ? text.billedYearly : text.billedMonthly}
          </p>
        </>
      ) : (
        <>
          <p className="text-heading py-1.5 break-words" data-testid={`${id}-price`}>
            {text.quoteTitle}
          </p>
          <p className="text-caption text-muted-foreground mt-1">{text.quoteText}</p>
        </>
      )}
      <p
        className="text-caption text-primary-strong mt-2 font-semibold"
        data-testid={`${id}-allowance`}
      >
        {quote.bonusDemos > 0
          ? format(text.allowanceBonus, { count, bonus: formatNumber(quote.bonusDemos, language) })
          : format(text.allowance, { count })}
      </p>
    </div>
  );

  const selector = (
    <>
      <label htmlFor={selectId} className="text-caption mb-2 block font-semibold">
        {text.demosLabel}
      </label>
      <div className="relative">
        <select
          id={selectId}
          value={demos}
          onChange={(event) => setDemos(Number(event.target.value))}
          className="border-input bg-background text-body focus-visible:outline-ring h-11 w-full cursor-pointer appearance-none rounded-lg border pr-10 pl-3 font-medium"
        >
          {demoOptions[id].map((option) => (
            <option key={option} value={option}>
              {format(text.demoOption, { count: formatNumber(option, language) })}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2"
        />
      </div>
    </>
  );

  const cta =
    quote.kind === 'quote' ? (
      <BookingLink className={ctaClass(popular)}>{text.bookDemo}</BookingLink>
    ) : (
      <ExternalLink href={site.appUrl} className={ctaClass(popular)}>
        {messages.pricing.plans[id].cta}
        <ExternalLinkIcon aria-hidden />
      </ExternalLink>
    );

  return (
    <CardShell
      id={id}
      name={name}
      popular={popular}
      price={price}
      selector={selector}
      cta={cta}
      features={
        <>
          <h3 className="text-caption text-muted-foreground mb-4 font-semibold tracking-wide uppercase">
            {text.includes}
          </h3>
          <Features features={messages.pricing.plans[id].features} />
        </>
      }
    />
  );
}

/** Enterprise: custom price, everything in Growth plus the enterprise extras. */
function EnterprisePlanCard({ name, popular }: PlanCardProps) {
  const { messages } = useLocale();
  const text = messages.pricing.card;
  const plan = messages.pricing.plans.enterprise;
  return (
    <CardShell
      id="enterprise"
      name={name}
      popular={popular}
      price={
        <>
          <p className="text-heading py-1.5 break-words" data-testid="enterprise-price">
            {text.customPrice}
          </p>
          <p className="text-caption text-muted-foreground mt-1">{text.customText}</p>
        </>
      }
      cta={<BookingLink className={ctaClass(popular)}>{plan.cta}</BookingLink>}
      features={
        <>
          <h3 className="text-caption text-muted-foreground mb-4 font-semibold tracking-wide uppercase">
            {plan.everythingIn}
          </h3>
          <featureLists.enterprise features={plan.features} />
        </>
      }
    />
  );
}

export function PlanCard(props: PlanCardProps) {
  if (props.id === 'enterprise') return <EnterprisePlanCard {...props} />;
  return <SelectablePlanCard {...props} id={props.id} />;
}
