import { Eye, Pencil } from 'lucide-react';
import { LocalizedLink } from '@/components/localized-link';
import { languageTags, languageOrDefault } from '@/config/languages';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { PostState } from '@/lib/posts/types';
import { formatDateTime, localTimeZone } from '../lib/publish-time';

/**
 * The band over a post's preview: it says this is a preview and whether readers can see the
 * post yet, so nobody mistakes the page for the public one (or shares its address).
 */
export function PreviewBand({
  postId,
  urlKey,
  language,
  state,
  publishedAt,
}: {
  postId: string;
  urlKey: string;
  language: string;
  state: PostState;
  publishedAt: string | null;
}) {
  const locale = useLocale();
  const text = locale.messages.admin.previewPage;
  const when = publishedAt
    ? `${formatDateTime(new Date(publishedAt), languageTags[locale.language])} (${localTimeZone()})`
    : '';
  const message =
    state === 'draft'
      ? text.draft
      : state === 'scheduled'
        ? format(text.scheduled, { date: when })
        : text.published;
  return (
    <div
      role="region"
      aria-label={text.badge}
      className="border-accent/40 bg-accent-soft text-foreground border-b"
      data-testid="preview-band"
    >
      <div className="container flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="text-caption flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="bg-accent text-accent-foreground inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold tracking-wide uppercase">
            <Eye aria-hidden className="size-3.5" />
            {text.badge}
          </span>
          <span>{message}</span>
        </p>
        <div className="text-caption flex flex-wrap items-center gap-x-4 gap-y-1 font-semibold">
          <LocalizedLink
            to={paths.adminEditPost(postId)}
            className="inline-flex items-center gap-1.5 underline underline-offset-4"
          >
            <Pencil aria-hidden className="size-3.5" />
            {text.backToEditor}
          </LocalizedLink>
          {state === 'published' ? (
            <LocalizedLink
              to={paths.blogPost(urlKey)}
              language={languageOrDefault(language)}
              className="underline underline-offset-4"
            >
              {text.viewLive}
            </LocalizedLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
