import { useMemo } from 'react';
import { LocalizedLink } from '@/components/localized-link';
import { Badge } from '@/components/ui/badge';
import { languages, languageTags } from '@/config/languages';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { categoryLabel } from '@/lib/posts/category-label';
import { useCategoryNames } from '@/lib/posts/get-category-names';
import { cn } from '@/lib/cn';
import type { AdminPostSummary } from '@/lib/posts/types';
import { PostRowActions } from './post-row-actions';
import { StatusBadge } from './status-badge';

/** A language's own name (Deutsch, 日本語), or the code if it is not one of the ten. */
const languageName = (code: string) =>
  languages.find((language) => language.code === code)?.name ?? code;

/**
 * A row's language as its code (DE, JA) where the Language column is hidden, beside the status;
 * screen readers hear the language's name.
 */
function LanguageChip({
  code,
  compact = false,
  className,
}: {
  code: string;
  /** The copy in the phone's line under the title. */
  compact?: boolean;
  className?: string;
}) {
  const text = useLocale().messages.admin.versions;
  const name = languageName(code);
  return (
    <Badge
      variant="outline"
      className={cn('font-mono uppercase', className)}
      title={name}
      data-testid={compact ? 'post-language-chip-compact' : 'post-language-chip'}
    >
      <span aria-hidden>{code}</span>
      <span className="sr-only">{format(text.languageChip, { language: name })}</span>
    </Badge>
  );
}

/**
 * The admin's posts as a table: Title, Category, Language, Status, Published and Actions. On a
 * phone the middle columns hide and their content moves under the title (the language as a code
 * chip beside the status), so a row keeps its actions on screen.
 */
export function PostsTable({
  rows,
  caption,
  dimmed,
  onDelete,
}: {
  rows: AdminPostSummary[];
  caption: string;
  /** A new page is loading: the old one stays, dimmed. */
  dimmed: boolean;
  onDelete: (post: AdminPostSummary, trigger: HTMLElement) => void;
}) {
  const { messages, language } = useLocale();
  const categoryNames = useCategoryNames('signed-in').data;
  const text = messages.admin.dashboard;
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(languageTags[language], { dateStyle: 'medium' }),
    [language],
  );
  // A scheduled post says when it goes live, to the minute, in the admin's time zone.
  const dateTimeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(languageTags[language], { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  const headerCell = 'px-4 py-3 font-semibold';

  return (
    <div
      className={cn(
        'border-border shadow-card overflow-x-auto rounded-xl border transition-opacity',
        dimmed && 'opacity-60',
      )}
    >
      <table className="w-full border-collapse text-left">
        <caption className="text-caption text-muted-foreground border-border border-b px-4 py-3 text-left">
          {caption}
        </caption>
        <thead className="bg-muted text-caption text-muted-foreground">
          <tr>
            <th scope="col" className={headerCell}>
              {text.columns.title}
            </th>
            <th scope="col" className={cn(headerCell, 'hidden sm:table-cell')}>
              {text.columns.category}
            </th>
            <th scope="col" className={cn(headerCell, 'hidden md:table-cell')}>
              {text.columns.language}
            </th>
            <th scope="col" className={cn(headerCell, 'hidden whitespace-nowrap sm:table-cell')}>
              {text.columns.status}
            </th>
            <th scope="col" className={cn(headerCell, 'hidden whitespace-nowrap sm:table-cell')}>
              {text.columns.published}
            </th>
            <th scope="col" className={cn(headerCell, 'text-right')}>
              {text.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((post) => {
            const title = post.title || text.untitled;
            const published = !post.published_at ? (
              text.notPublished
            ) : post.state === 'scheduled' ? (
              <time dateTime={post.published_at} data-testid="goes-live">
                {format(text.goesLive, {
                  date: dateTimeFormat.format(new Date(post.published_at)),
                })}
              </time>
            ) : (
              <time dateTime={post.published_at}>
                {dateFormat.format(new Date(post.published_at))}
              </time>
            );
            const category = post.category ? (
              <Badge variant="muted">{categoryLabel(categoryNames, post.category, language)}</Badge>
            ) : null;
            return (
              <tr key={post.id} className="border-border hover:bg-muted/40 border-t align-top">
                <th scope="row" className="max-w-md px-4 py-3 font-normal break-words">
                  <LocalizedLink
                    to={paths.adminEditPost(post.id)}
                    // A long word wraps anywhere on a phone, so the actions always fit beside it.
                    className="text-body text-foreground hover:text-primary font-semibold max-sm:wrap-anywhere"
                  >
                    {title}
                  </LocalizedLink>
                  <p className="text-micro text-muted-foreground mt-0.5 font-mono break-all">
                    /{post.slug}
                  </p>
                  {/* Phones: status, category and date move under the title (their columns
                      hide), so the actions keep the room they need. */}
                  <p className="text-micro text-muted-foreground mt-1.5 flex flex-wrap items-center gap-2 sm:hidden">
                    <StatusBadge state={post.state} compact />
                    <LanguageChip code={post.language} compact />
                    {post.outdated ? <StatusBadge state="outdated" compact /> : null}
                    {category}
                    {published}
                  </p>
                </th>
                <td className="hidden px-4 py-3 sm:table-cell">{category}</td>
                <td
                  className="text-caption text-muted-foreground hidden px-4 py-3 whitespace-nowrap md:table-cell"
                  data-testid="post-language"
                >
                  <span lang={post.language}>{languageName(post.language)}</span>
                </td>
                <td className="hidden px-4 py-3 sm:table-cell">
                  <span className="flex flex-wrap gap-1.5">
                    <StatusBadge state={post.state} />
                    {/* Between phone and desktop widths the Language column is still hidden. */}
                    <LanguageChip code={post.language} className="md:hidden" />
                    {post.outdated ? <StatusBadge state="outdated" /> : null}
                  </span>
                </td>
                <td className="text-caption text-muted-foreground hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                  {published}
                </td>
                <td className="py-2 pr-3 pl-1 sm:px-4">
                  <PostRowActions
                    post={post}
                    title={title}
                    onDelete={(trigger) => onDelete(post, trigger)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
