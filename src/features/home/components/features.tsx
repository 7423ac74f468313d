import {
  ArrowRight,
  ChartColumnIncreasing,
  Clock,
  Sparkles,
  UserSearch,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/config/site';
import { splitAround } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { useScrollMeasure } from '../hooks/use-scroll-measure';
import { nearestToCentre } from '../lib/focus';
import { FeatureIllustration } from './illustrations/feature-illustration';
import { ExternalLink } from '@/components/layout/external-link';

export const featuresSectionId = 'features';

const cardIcons: LucideIcon[] = [Sparkles, UserSearch, Clock, Workflow, ChartColumnIncreasing];

/**
 * Features: five cards; the one nearest the viewport centre is highlighted and the
 * others dimmed. Dimming drains the colour from the illustration, shrinks it a little and fades
 * the card surface; it never lowers opacity, because the illustrations hold words that must keep
 * WCAG AA contrast (axe checks them). The active index starts at 0 on both server and client and
 * is measured on scroll.
 */
export function Features() {
  const { messages } = useLocale();
  const text = messages.home.features;
  const listRef = useRef<HTMLOListElement>(null);
  const [active, setActive] = useState(0);

  useScrollMeasure(() => {
    const cards = listRef.current?.querySelectorAll<HTMLElement>('[data-feature-card]');
    if (!cards?.length) return;
    const boxes = Array.from(cards, (card) => card.getBoundingClientRect());
    setActive(nearestToCentre(boxes, window.innerHeight));
  });

  return (
    <section
      id={featuresSectionId}
      tabIndex={-1}
      aria-labelledby="features-title"
      className="bg-muted render-when-near scroll-mt-20 py-20 outline-none sm:py-28"
    >
      <div className="container">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-caption text-primary font-semibold tracking-wide uppercase">
            {text.eyebrow}
          </p>
          <h2 id="features-title" className="text-display mt-3 text-balance">
            {text.title}
          </h2>
          <p className="text-lead text-muted-foreground mt-4 text-pretty">{text.subtitle}</p>
        </div>
        <ol ref={listRef} className="mt-14 space-y-8 sm:mt-20 sm:space-y-10">
          {text.cards.map((card, index) => {
            const Icon = cardIcons[index] ?? Sparkles;
            const isActive = index === active;
            const [before, after] = splitAround(card.headline, 'highlight');
            return (
              <li
                key={card.title}
                data-feature-card
                data-active={isActive}
                className={cn(
                  'grid grid-cols-1 items-center gap-8 rounded-3xl border p-6 transition-all duration-500 sm:p-10 lg:grid-cols-2 lg:gap-14 lg:p-14',
                  isActive
                    ? 'border-primary/25 bg-background shadow-primary/10 shadow-xl'
                    : 'bg-background/50 border-border',
                )}
              >
                <div className={cn(index % 2 === 1 && 'lg:order-2')}>
                  <p className="text-caption text-primary flex items-center gap-2 font-semibold">
                    <span className="bg-primary-soft grid size-9 place-items-center rounded-lg">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    {card.title}
                  </p>
                  <h3 className="text-heading mt-5 text-balance">
                    {before}
                    <span className="text-primary">{card.highlight}</span>
                    {after}
                  </h3>
                  <p className="text-body text-muted-foreground mt-4 text-pretty">
                    {card.subheadline}
                  </p>
                  <p className="text-caption text-foreground mt-4 flex items-center gap-2 font-semibold">
                    <span aria-hidden className="bg-accent size-1.5 rounded-full" />
                    {card.meta}
                  </p>
                  <div className="mt-7 flex flex-wrap items-center gap-x-5 gap-y-3">
                    <ExternalLink href={site.appUrl} className={buttonVariants()}>
                      {text.tryFree}
                      <ArrowRight aria-hidden />
                    </ExternalLink>
                    <BookingLink className="text-body text-primary font-semibold underline-offset-4 hover:underline">
                      {text.bookExpert}
                    </BookingLink>
                  </div>
                </div>
                <div
                  className={cn(
                    'transition-all duration-500',
                    isActive ? 'grayscale-0' : 'scale-[0.97] grayscale',
                  )}
                >
                  <FeatureIllustration index={index} />
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
