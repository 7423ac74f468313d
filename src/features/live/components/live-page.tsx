import {
  ArrowRight,
  Bot,
  CalendarDays,
  Highlighter,
  MousePointerClick,
  Presentation,
  Smile,
  Sparkles,
  TrendingUp,
  WandSparkles,
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
import { LaunchBanner } from './launch-banner';
import { VideoDialog } from './video-dialog';
import { ExternalLink } from '@/components/layout/external-link';
import { CtaBand } from '@/components/marketing/cta-band';

/** Icons in catalogue order: highlights, then benefits. */
const highlightIcons: readonly LucideIcon[] = [Presentation, MousePointerClick, Highlighter];
const benefitIcons: readonly LucideIcon[] = [Bot, WandSparkles, Smile, TrendingUp];

/** /{product}-live. */
export function LivePage() {
  const { messages } = useLocale();
  const text = messages.live;
  const product = { product: site.productName };

  return (
    <>
      <PageHead
        title={format(text.metaTitle, product)}
        description={format(text.metaDescription, product)}
        path={paths.live}
      />
      <LaunchBanner />

      <section className="from-primary-soft relative overflow-hidden bg-gradient-to-b to-transparent">
        <div className="container grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2 lg:gap-16">
          <div className="text-center lg:text-left">
            <p className="bg-accent text-accent-foreground text-micro inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-bold tracking-wider uppercase">
              <Sparkles aria-hidden className="size-3.5" />
              {text.hero.eyebrow}
            </p>
            <h1 className="text-display mt-6 text-balance">{format(text.hero.title, product)}</h1>
            <p className="text-lead text-muted-foreground mx-auto mt-6 max-w-xl lg:mx-0">
              {text.hero.subtitle}
            </p>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <BookingLink className={`${buttonVariants({ size: 'lg' })} w-full sm:w-auto`}>
                <CalendarDays aria-hidden />
                {text.hero.seeItLive}
              </BookingLink>
              <VideoDialog triggerClassName="w-full sm:w-auto" />
            </div>
          </div>
          <img
            src="/live/hero.svg"
            alt={format(text.hero.imageAlt, product)}
            width={1200}
            height={900}
            fetchPriority="high"
            decoding="async"
            className="shadow-popover h-auto w-full rounded-3xl"
          />
        </div>
      </section>

      <section aria-labelledby="live-highlights-title" className="container py-20 sm:py-24">
        <h2
          id="live-highlights-title"
          className="text-display mx-auto max-w-3xl text-center text-balance"
        >
          {text.highlights.title}
        </h2>
        <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {text.highlights.items.map((item, index) => {
            const Icon = highlightIcons[index] ?? Sparkles;
            return (
              <li key={item.title} className="text-center md:text-left">
                <span className="bg-primary text-primary-foreground shadow-card inline-flex size-14 items-center justify-center rounded-2xl">
                  <Icon aria-hidden className="size-7" />
                </span>
                <h3 className="text-heading mt-6">{item.title}</h3>
                <p className="text-body text-muted-foreground mt-3">{item.description}</p>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="live-benefits-title" className="bg-muted py-20 sm:py-24">
        <div className="container">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="live-benefits-title" className="text-display text-balance">
              {format(text.benefits.title, product)}
            </h2>
            <p className="text-lead text-muted-foreground mt-4">{text.benefits.subtitle}</p>
          </div>
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {text.benefits.items.map((item, index) => (
              <IconCard
                key={item.title}
                icon={benefitIcons[index] ?? Sparkles}
                title={item.title}
                description={item.description}
              />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="live-cta-title" className="container py-20 sm:py-24">
        <CtaBand
          titleId="live-cta-title"
          title={text.cta.title}
          text={text.cta.subtitle}
          tone="brand"
        >
          <ExternalLink
            href={site.appUrl}
            className={buttonVariants({ variant: 'inverse', size: 'lg' })}
          >
            {text.cta.button}
            <ArrowRight aria-hidden />
          </ExternalLink>
        </CtaBand>
      </section>
    </>
  );
}
