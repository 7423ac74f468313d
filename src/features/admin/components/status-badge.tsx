import { Badge } from '@/components/ui/badge';
import { useLocale } from '@/i18n/use-locale';
import type { PostState } from '@/lib/posts/types';

const variants = { draft: 'muted', scheduled: 'accent', published: 'default' } as const;

/**
 * A post's state as a badge: Draft, Scheduled or Published, in the admin's language. `compact`
 * marks the copy a phone shows under the title (its column hides), so a row holds one status.
 */
export function StatusBadge({ state, compact = false }: { state: PostState; compact?: boolean }) {
  const text = useLocale().messages.admin.status;
  return (
    <Badge variant={variants[state]} data-testid={compact ? 'post-status-compact' : 'post-status'}>
      {text[state]}
    </Badge>
  );
}
