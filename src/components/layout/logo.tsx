import { site } from '@/config/site';
import { cn } from '@/lib/cn';

/** The brand mark (same drawing as the favicon): a rounded square holding a "D" with a lens. */
export function LogoMark({ small = false, className }: { small?: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden
      focusable="false"
      className={cn(small ? 'size-7' : 'size-8', className)}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 8h7.5a8 8 0 0 1 0 16H9z" className="fill-primary-foreground" />
      <circle cx="16.5" cy="16" r="3.2" className="fill-primary" />
    </svg>
  );
}

/**
 * Full logo (mark + wordmark) or the minimal one (mark only). The wordmark stays in the DOM and
 * collapses, so the swap animates and the accessible name never changes.
 */
export function Logo({ minimal = false, className }: { minimal?: boolean; className?: string }) {
  return (
    <span
      className={cn('flex items-center gap-2', className)}
      data-logo={minimal ? 'minimal' : 'full'}
    >
      <LogoMark small={minimal} className="transition-[width,height] duration-300" />
      <span
        data-wordmark
        aria-hidden={minimal || undefined}
        className={cn(
          'text-subheading text-foreground overflow-hidden font-extrabold tracking-tight whitespace-nowrap transition-[max-width,opacity] duration-300',
          minimal ? 'max-w-0 opacity-0' : 'max-w-40 opacity-100',
        )}
      >
        {site.productName}
      </span>
    </span>
  );
}
