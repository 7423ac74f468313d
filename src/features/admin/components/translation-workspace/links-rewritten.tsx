import { useId } from 'react';
import { useLocale } from '@/i18n/use-locale';
import type { LinkRewrite } from '../../lib/link-targets';

/**
 * The body's links that the translation points elsewhere than the original does (a post's
 * version in the translation's language, a site page under its prefix), so the translator sees
 * what changed in links they never type.
 */
export function LinksRewritten({ rewrites }: { rewrites: readonly LinkRewrite[] }) {
  const text = useLocale().messages.admin.workspace.links;
  const headingId = useId();
  const changed = rewrites.filter(
    (rewrite) => rewrite.outcome === 'post' || rewrite.outcome === 'page',
  );
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h2 id={headingId} className="text-body font-semibold">
        {text.title}
      </h2>
      {changed.length === 0 ? (
        <p className="text-muted-foreground">{text.none}</p>
      ) : (
        <ul className="grid gap-2">
          {changed.map((rewrite) => (
            <li key={rewrite.url} className="grid gap-0.5">
              <span className="text-muted-foreground">
                {rewrite.outcome === 'post' ? text.post : text.page}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 break-all">
                <span className="sr-only">{text.original}: </span>
                <code>{rewrite.url}</code>
                <span aria-hidden>→</span>
                <span className="sr-only">{text.translated}: </span>
                <code>{rewrite.target}</code>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
