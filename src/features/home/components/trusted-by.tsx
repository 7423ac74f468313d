import { timings } from '@/config/site';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { customerLogos, logoHeight } from '../data';

function LogoList({ duplicate = false }: { duplicate?: boolean }) {
  return (
    <ul
      aria-hidden={duplicate || undefined}
      className={cn(
        'flex shrink-0 items-center gap-14 pr-14',
        // Reduced motion: one static, wrapping row instead of a moving strip.
        duplicate
          ? 'motion-reduce:hidden'
          : 'motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-10 motion-reduce:gap-y-6 motion-reduce:pr-0',
      )}
    >
      {customerLogos.map((logo) => (
        <li key={logo.name} className="shrink-0">
          <img
            src={logo.image}
            alt={duplicate ? '' : logo.name}
            width={logo.width}
            height={logoHeight}
            loading="lazy"
            decoding="async"
            className="opacity-70 transition-opacity hover:opacity-100"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Trusted-by logos (9 companies, looping every 25 s). The list is rendered twice and the
 * strip moves by half its width, so the loop has no seam; the copy is hidden from assistive tech.
 */
export function TrustedBy() {
  const { messages } = useLocale();
  return (
    <section aria-labelledby="logos-title" className="render-when-near py-12 sm:py-16">
      <h2
        id="logos-title"
        className="text-caption text-muted-foreground container text-center font-semibold tracking-wide uppercase"
      >
        {messages.home.logos.title}
      </h2>
      <div className="group relative mt-8 overflow-hidden mask-x-from-85% mask-x-to-100% motion-reduce:mask-none">
        <div
          data-testid="logo-marquee"
          style={{ animationDuration: `${timings.logoLoopSeconds}s` }}
          className="animate-marquee flex w-max group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:justify-center"
        >
          <LogoList />
          <LogoList duplicate />
        </div>
      </div>
    </section>
  );
}
