import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge must know the custom type-scale tokens (tailwind.config.ts) are font sizes;
 * otherwise it reads `text-body` as a colour and `text-primary-foreground` as its rival.
 */
const createMerge = () =>
  extendTailwindMerge({
    extend: {
      classGroups: {
        'font-size': [
          {
            text: ['hero', 'display', 'heading', 'subheading', 'lead', 'body', 'caption', 'micro'],
          },
        ],
      },
    },
  });
// Made on first use, so that a bundle which never calls the check (the browser's) drops it.
let twMerge: ReturnType<typeof createMerge> | undefined;

/** The development server's page in a real browser (not jsdom under Vitest, not the server). */
const inDevelopmentBrowser = () =>
  typeof window !== 'undefined' && !globalThis.process?.env?.VITEST;

/**
 * Throws when a class list holds two utilities that set the same thing (`h-11 h-12`,
 * `inline-flex hidden`): which one wins would then depend on the stylesheet's order, not on the
 * markup. tailwind-merge knows which utilities collide; it runs here, in development, tests and
 * the server render (every public page is prerendered by the build), and never in a visitor's
 * browser, where building its class map held the main thread for tens of milliseconds.
 */
export function assertNoClassConflicts(classes: string): void {
  const tokens = classes.split(/\s+/).filter(Boolean);
  twMerge ??= createMerge();
  const merged = new Set(twMerge(classes).split(' ').filter(Boolean));
  const dropped = tokens.filter((token) => !merged.has(token));
  if (dropped.length === 0 && merged.size === tokens.length) return;
  const duplicates = tokens.filter((token, index) => tokens.indexOf(token) !== index);
  const error = new Error(
    `Conflicting Tailwind classes: ${[...dropped, ...duplicates].join(', ')} ` +
      `are overridden later in "${classes}". Keep one utility per property, e.g. with a variant.`,
  );
  // The server render keeps a throwing part's fallback and says nothing (see server/prerender.ts):
  // say it here, once, whatever renders.
  console.error(error.message);
  // Tests and the server render fail on it; the development server's page says it and goes on,
  // since a page broken by a spacing clash would stop a developer's work, not show the clash better.
  if (inDevelopmentBrowser()) return;
  throw error;
}
