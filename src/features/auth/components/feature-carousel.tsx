import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { slideIntervalMs } from '../constants';
import {
  AnalyticsIllustration,
  EngagementIllustration,
  LeadIllustration,
} from './slide-illustrations';

/** One drawing per slide, in the catalogue's slide order. */
const slideIllustrations = [
  AnalyticsIllustration,
  LeadIllustration,
  EngagementIllustration,
] as const;

/** A move of the carousel, with `jump` true to skip the glide. */
type Move = (api: NonNullable<UseEmblaCarouselType[1]>, jump: boolean) => void;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const controlClass =
  'inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The side carousel of the sign-in page: three slides, each a drawing, a title and a
 * sentence. It advances on its own unless the visitor prefers reduced motion, and stops for good
 * once they drag, focus or use the controls (WCAG 2.2.2: they can also pause it).
 */
export function FeatureCarousel() {
  const { messages } = useLocale();
  const text = messages.auth.carousel;
  const slides = text.slides;
  // One plugin instance for the component's life; it only starts playing after mount.
  const [autoplay] = useState(() =>
    Autoplay({ delay: slideIntervalMs, playOnInit: false, stopOnInteraction: true }),
  );
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    emblaApi.on('select', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    onSelect();
    if (!prefersReducedMotion()) autoplay.play();
    return () => {
      emblaApi.off('select', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [emblaApi, autoplay]);

  // A visitor who picks a slide wants to read it: stop rotating, and jump without the glide
  // when they prefer reduced motion. A tap held back while the island hydrated is replayed before
  // Embla is ready: it waits for it instead of being dropped.
  const pendingMove = useRef<Move | null>(null);
  const show = useCallback(
    (move: Move) => {
      autoplay.stop();
      if (emblaApi) move(emblaApi, prefersReducedMotion());
      else pendingMove.current = move;
    },
    [autoplay, emblaApi],
  );
  useEffect(() => {
    if (!emblaApi || !pendingMove.current) return;
    pendingMove.current(emblaApi, prefersReducedMotion());
    pendingMove.current = null;
  }, [emblaApi]);

  const togglePlaying = () => {
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={format(text.label, { product: site.productName })}
      className="bg-ink relative flex flex-col justify-center overflow-hidden rounded-2xl p-6 text-white sm:p-10 lg:min-h-[40rem]"
    >
      <div
        aria-hidden
        className="from-primary/40 pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-radial to-transparent blur-2xl"
      />
      <div ref={viewportRef} className="relative overflow-hidden">
        <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const Illustration = slideIllustrations[index] ?? slideIllustrations[0];
            const isSelected = index === selected;
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={format(text.slideLabel, { number: index + 1, total: slides.length })}
                inert={!isSelected}
                data-selected={isSelected}
                className="min-w-0 shrink-0 grow-0 basis-full px-1"
              >
                <div className="shadow-popover mx-auto max-w-md overflow-hidden rounded-2xl">
                  <Illustration />
                </div>
                <h2 className="text-subheading mx-auto mt-8 max-w-md">{slide.title}</h2>
                <p className="text-body mx-auto mt-2 max-w-md text-pretty text-white/80">
                  {slide.description}
                </p>
              </div>
            );
          })}
        </div>
      </div>

      <div className="relative mx-auto mt-8 flex w-full max-w-md items-center gap-3 px-1">
        <div className="flex flex-1 items-center gap-1">
          {slides.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              aria-label={format(text.goTo, { number: index + 1, title: slide.title })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => show((api, jump) => api.scrollTo(index, jump))}
              className="group flex h-10 min-w-6 items-center justify-center px-1 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  index === selected ? 'w-8 bg-white' : 'w-2 bg-white/40 group-hover:bg-white/70',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlClass}
          aria-label={playing ? text.pause : text.play}
          onClick={togglePlaying}
        >
          {playing ? (
            <Pause aria-hidden className="size-4" />
          ) : (
            <Play aria-hidden className="size-4" />
          )}
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={text.previous}
          onClick={() => show((api, jump) => api.scrollPrev(jump))}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={text.next}
          onClick={() => show((api, jump) => api.scrollNext(jump))}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </section>
  );
}
