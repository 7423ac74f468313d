import { Badge } from '@/components/ui/badge';
import { useLocale } from '@/i18n/use-locale';
import type { PostState } from '@/lib/posts/types';

const variants = { draft: 'muted', scheduled: 'accent', published: 'default' } as const;

/** A post's state as a badge: Draft, Scheduled or Published, in the admin's language. */
export function StatusBadge({ state }: { state: PostState }) {
  const text = useLocale().messages.admin.status;
  return (
    <Badge variant={variants[state]} data-testid="post-status">
      {text[state]}
    </Badge>
  );
}
