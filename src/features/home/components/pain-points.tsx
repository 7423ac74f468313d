import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { timings } from '@/config/site';
import { splitAround } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useRotatingIndex } from '../hooks/use-rotating-index';

/**
 * 'Stop losing deals to …' with 6 phrases rotating every 3 s. Following the WAI
 * carousel pattern, the live region is polite only when the visitor is not letting it rotate on
 * its own, so a screen reader is not interrupted every 3 seconds; the button stops the rotation
 * (WCAG 2.2.2). Reduced motion starts it stopped.
 */
export function PainPoints() {
  const { messages } = useLocale();
  const text = messages.home.painPoints;
  const [before, after] = splitAround(text.title, 'phrase');
  const reducedMotion = useReducedMotion();
  const [userChoice, setUserChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const playing = userChoice ?? !reducedMotion;
  const [active] = useRotatingIndex(
    text.phrases.length,
    timings.painPointRotationMs,
    playing && !hovered,
  );

  return (
    <section
      aria-labelledby="pain-points-title"
      className="bg-ink text-primary-foreground render-when-near relative isolate overflow-hidden py-20 sm:py-28"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div
        aria-hidden
        className="bg-primary/30 absolute -top-40 left-1/4 -z-10 size-96 rounded-full blur-3xl"
      />
      <div className="container flex flex-col items-center text-center">
        <h2 id="pain-points-title" className="text-display max-w-4xl text-balance">
          {before}
          <span
            aria-live={playing ? 'off' : 'polite'}
            aria-atomic="true"
            className="mt-1 grid justify-items-center"
            data-testid="pain-point"
          >
            {text.phrases.map((phrase, index) => (
              <span
                key={phrase}
                aria-hidden={index !== active}
                className={cn(
                  'decoration-accent col-start-1 row-start-1 underline decoration-4 underline-offset-[0.2em] transition-all duration-500',
                  index === active
                    ? 'translate-y-0 opacity-100'
                    : 'invisible translate-y-4 opacity-0',
                )}
              >
                {phrase}
              </span>
            ))}
          </span>
          {after ? <span className="block">{after}</span> : null}
        </h2>
        <button
          type="button"
          onClick={() => setUserChoice(!playing)}
          className="text-caption mt-8 inline-flex items-center gap-2 rounded-full border border-white/25 px-3 py-1.5 text-white/85 transition-colors hover:bg-white/10"
        >
          {playing ? (
            <Pause aria-hidden className="size-4" />
          ) : (
            <Play aria-hidden className="size-4" />
          )}
          {playing ? text.pause : text.play}
        </button>
      </div>
    </section>
  );
}
