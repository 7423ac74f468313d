import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The band's colours; the glows are decoration (aria-hidden), so the words keep full contrast. */
const tones = {
  /** Ink with the brand's glow: home and the agencies page. */
  ink: {
    band: 'bg-ink',
    glows: ['bg-primary/40 -top-32 -left-24', 'bg-accent/25 -right-24 -bottom-32'],
  },
  /** The brand gradient: the launch page. */
  brand: {
    band: 'from-primary to-primary-strong bg-gradient-to-br',
    glows: ['bg-accent/30 -top-24 -left-24'],
  },
} as const;

/**
 * A page's closing call to action: a rounded band with a title, a line of text and the actions
 * (`children`). The page keeps its own <section> (its id and spacing) around it.
 */
export function CtaBand({
  titleId,
  title,
  text,
  tone = 'ink',
  children,
}: {
  titleId: string;
  title: string;
  text: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  const { band, glows } = tones[tone];
  return (
    <div
      className={cn(
        'relative isolate overflow-hidden rounded-3xl px-6 py-16 text-center text-white sm:px-12 sm:py-20',
        band,
      )}
    >
      {glows.map((glow) => (
        <div
          key={glow}
          aria-hidden
          className={cn('pointer-events-none absolute -z-10 size-96 rounded-full blur-3xl', glow)}
        />
      ))}
      <h2 id={titleId} className="text-display mx-auto max-w-3xl text-balance">
        {title}
      </h2>
      <p className="text-lead mx-auto mt-4 max-w-2xl text-pretty text-white/80">{text}</p>
      <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row sm:items-start">
        {children}
      </div>
    </div>
  );
}
