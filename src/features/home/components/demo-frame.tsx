import { ArrowDown, Maximize, Minimize, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { ExternalLink } from '@/components/layout/external-link';
import { useEmbedRequest } from '@/components/layout/use-consent';
import { Badge } from '@/components/ui/badge';
import { site, timings } from '@/config/site';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { scrollToElement } from '@/lib/scroll-to-element';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useScrollMeasure } from '../hooks/use-scroll-measure';
import { focusProgress, isCinema } from '../lib/focus';

/** The demo frame is 650 px tall. */
export const demoFrameHeight = 650;

/**
 * The live demo. A poster with 'Join the demo' comes first; the iframe (and its
 * microphone prompt and megabytes of chat app) is only created once the visitor asks for it.
 * Cinema mode dims the rest of the page while the frame sits in the middle of the screen.
 */
export function DemoFrame({ skipTargetId }: { skipTargetId: string }) {
  const { messages } = useLocale();
  const text = messages.home.demo;
  const frameRef = useRef<HTMLDivElement>(null);
  // Never automatic, even with cookies accepted: the frame asks for the microphone.
  const { active: joined, request: join } = useEmbedRequest(false);
  const [cinema, setCinema] = useState(false);
  const { isFullscreen, toggle } = useFullscreen(frameRef);
  const reducedMotion = useReducedMotion();

  // Cinema only while scrolling, so the first measure waits for a scroll or resize.
  useScrollMeasure(
    () => {
      const frame = frameRef.current;
      if (!frame) return;
      const progress = focusProgress(frame.getBoundingClientRect(), window.innerHeight);
      setCinema(isCinema(window.scrollY, progress, timings));
    },
    { initial: false },
  );

  const skipDemo = () => {
    const target = document.getElementById(skipTargetId);
    if (!target) return;
    scrollToElement(target, { behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  const dimmed = cinema && !isFullscreen;

  return (
    <section aria-label={text.label} className="container pb-16 sm:pb-24">
      <div
        aria-hidden
        data-testid="cinema-overlay"
        data-active={dimmed}
        className={cn(
          'bg-ink/75 pointer-events-none fixed inset-0 z-40 transition-opacity duration-500',
          dimmed ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={frameRef}
        data-testid="demo-frame"
        style={{ height: isFullscreen ? undefined : demoFrameHeight }}
        className={cn(
          'bg-ink shadow-primary/20 w-full overflow-hidden shadow-2xl ring-1 ring-black/5',
          isFullscreen
            ? 'fixed inset-0 z-[60] h-dvh'
            : // Above the dimming layer (and the header) only while dimmed; otherwise under it.
              ['relative mx-auto max-w-6xl rounded-2xl', dimmed && 'z-[41]'],
        )}
      >
        {joined ? (
          <iframe
            src={site.demoEmbedUrl}
            title={text.frameTitle}
            allow="microphone; fullscreen"
            height={demoFrameHeight}
            className="absolute inset-0 size-full border-0 bg-white"
          />
        ) : (
          <div className="absolute inset-0">
            <img
              src="/home/demo-poster.svg"
              alt={text.posterAlt}
              width={1200}
              height={650}
              fetchPriority="high"
              decoding="async"
              className="size-full object-cover object-[12%_50%] sm:object-center"
            />
            <div className="bg-ink/25 absolute inset-0 flex flex-col items-center justify-end gap-4 p-8 sm:justify-center">
              <button
                type="button"
                onClick={join}
                className="group text-lead text-ink inline-flex h-14 items-center gap-3 rounded-full bg-white pr-7 pl-3 font-semibold shadow-xl ring-8 ring-white/20 transition hover:bg-white/95 hover:ring-white/30"
              >
                <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-full transition-transform group-hover:scale-110">
                  <Play aria-hidden className="size-4 fill-current" />
                </span>
                {text.join}
              </button>
              <p className="text-caption rounded-full bg-black/40 px-3 py-1 text-white backdrop-blur">
                {text.joinHint}
              </p>
            </div>
          </div>
        )}
        <Badge variant="live" size="lg" className="absolute top-4 left-4 shadow-md">
          <span aria-hidden className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-white/80 motion-reduce:hidden" />
            <span className="relative inline-flex size-2 rounded-full bg-white" />
          </span>
          {text.live}
        </Badge>
        <button
          type="button"
          onClick={() => void toggle()}
          aria-label={isFullscreen ? text.exitFullscreen : text.enterFullscreen}
          data-testid="fullscreen-toggle"
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-lg bg-black/45 text-white backdrop-blur transition-colors hover:bg-black/65"
        >
          {isFullscreen ? (
            <Minimize aria-hidden className="size-5" />
          ) : (
            <Maximize aria-hidden className="size-5" />
          )}
        </button>
      </div>
      {joined ? (
        // A blocker or an outage of the demo host leaves the frame showing the browser's error
        // page, which the parent cannot detect across origins: a plain link always works.
        <p className="text-caption text-muted-foreground mt-3 text-center">
          <ExternalLink
            href={site.demoEmbedUrl}
            className="hover:text-ink underline underline-offset-4"
          >
            {text.openElsewhere}
          </ExternalLink>
        </p>
      ) : null}
      {dimmed ? (
        <div className="fixed inset-x-0 bottom-6 z-[41] flex justify-center px-4">
          <button
            type="button"
            onClick={skipDemo}
            className="animate-fade-up text-body text-ink inline-flex h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold shadow-xl transition hover:bg-white/90"
          >
            {text.skip}
            <ArrowDown aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
