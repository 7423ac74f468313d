import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { languageTags } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { PostDraft } from '../lib/draft-storage';

/**
 * Says that unsaved work from this device was put back in the form, and when it was typed;
 * warns when the post was saved again since (the draft started from an older version).
 */
export function RestoredDraftNotice({
  draft,
  stale,
  onDiscard,
}: {
  draft: PostDraft;
  stale: boolean;
  onDiscard: () => void;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.editor.draft;
  const time = new Intl.DateTimeFormat(languageTags[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(draft.savedAt);
  return (
    <div
      role="status"
      className="border-primary/30 bg-primary-soft flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3"
    >
      <p className="text-caption text-foreground flex items-start gap-2">
        <History aria-hidden className="text-primary mt-0.5 size-4 shrink-0" />
        {format(stale ? text.restoredStale : text.restored, { time })}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onDiscard}>
        {text.discard}
      </Button>
    </div>
  );
}
