import { Badge } from '@/components/ui/badge';
import { useLocale } from '@/i18n/use-locale';
import type { VersionState } from '../lib/version-state';

const variants = {
  draft: 'muted',
  scheduled: 'accent',
  published: 'default',
  outdated: 'attention',
  needsReview: 'attention',
  missing: 'outline',
} as const;

/**
 * A state as a badge (Draft, Scheduled, Published, Outdated, Machine — needs review, Missing), in
 * the admin's language.
 * `compact` marks the copy a phone shows under the title (its column hides), so a row holds one
 * status.
 */
export function StatusBadge({
  state,
  compact = false,
  className,
}: {
  state: VersionState;
  compact?: boolean;
  className?: string;
}) {
  const text = useLocale().messages.admin.status;
  const testId =
    state === 'outdated'
      ? 'post-outdated'
      : state === 'needsReview'
        ? 'post-needs-review'
        : 'post-status';
  return (
    <Badge
      variant={variants[state]}
      className={className}
      data-testid={compact ? `${testId}-compact` : testId}
    >
      {text[state]}
    </Badge>
  );
}
