import { ExternalLink, Eye, Pencil, Trash2 } from 'lucide-react';
import { LocalizedLink } from '@/components/localized-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { isLanguageCode, languageOrDefault } from '@/config/languages';
import { localizePath, paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import type { AdminPostSummary } from '@/lib/posts/types';

/**
 * A row's actions: View on the blog (published) or Preview (draft, scheduled), Edit and Delete.
 * On a phone they shrink to icons with their names as labels, each a 44 px square (a thumb's
 * target), side by side: the title beside them wraps anywhere instead (PostsTable).
 */
export function PostRowActions({
  post,
  title,
  onDelete,
}: {
  post: AdminPostSummary;
  /** The title as the row shows it (untitled posts get a placeholder). */
  title: string;
  onDelete: (trigger: HTMLElement) => void;
}) {
  const { messages } = useLocale();
  const text = messages.admin.dashboard;
  // 44 px squares on a phone; the desktop's compact buttons from sm up.
  const phoneTarget = 'max-sm:size-11 max-sm:px-0';
  const iconButton = cn(buttonVariants({ variant: 'ghost', size: 'icon-row' }), phoneTarget);
  return (
    <div className="flex justify-end gap-1">
      {post.state === 'published' ? (
        <a
          // The post's own language: a slug is unique within its language only.
          href={localizePath(
            paths.blogPost(post.slug || post.id),
            languageOrDefault(post.language),
          )}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={format(text.viewLabel, { title })}
          title={text.view}
          className={iconButton}
        >
          <ExternalLink aria-hidden />
        </a>
      ) : (
        <LocalizedLink
          to={paths.postPreview(post.slug || post.id)}
          language={isLanguageCode(post.language) ? post.language : undefined}
          aria-label={format(text.previewLabel, { title })}
          title={text.preview}
          className={iconButton}
        >
          <Eye aria-hidden />
        </LocalizedLink>
      )}
      <LocalizedLink
        to={paths.adminEditPost(post.id)}
        aria-label={format(text.editLabel, { title })}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), phoneTarget)}
      >
        <Pencil aria-hidden />
        <span className="hidden md:inline">{text.edit}</span>
      </LocalizedLink>
      <Button
        variant="ghost-destructive"
        size="sm"
        className={phoneTarget}
        aria-label={format(text.deleteLabel, { title })}
        onClick={(event) => onDelete(event.currentTarget)}
      >
        <Trash2 aria-hidden />
        <span className="hidden md:inline">{text.delete}</span>
      </Button>
    </div>
  );
}
