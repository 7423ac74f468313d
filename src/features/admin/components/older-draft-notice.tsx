import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { languageTags } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { PostDraft } from '../lib/draft-storage';

/**
 * Says that this browser holds unsaved changes older than the draft saved on the server (an
 * autosave, maybe from another device), which the form shows; the person may take the browser's
 * copy after all (saving it then shows the server's changes next to it) or drop it.
 */
export function OlderDraftNotice({
  draft,
  serverSavedAt,
  onUse,
  onDiscard,
}: {
  draft: PostDraft;
  serverSavedAt: string;
  onUse: () => void;
  onDiscard: () => void;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.autosave;
  const dateTime = new Intl.DateTimeFormat(languageTags[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div
      role="status"
      data-testid="older-draft-notice"
      className="border-primary/30 bg-primary-soft flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3"
    >
      <p className="text-caption text-foreground flex items-start gap-2">
        <History aria-hidden className="text-primary mt-0.5 size-4 shrink-0" />
        {format(text.serverNewer, {
          local: dateTime.format(draft.savedAt),
          server: dateTime.format(new Date(serverSavedAt)),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" className="max-sm:h-11" onClick={onUse}>
          {text.useBrowserCopy}
        </Button>
        <Button type="button" variant="ghost" size="sm" className="max-sm:h-11" onClick={onDiscard}>
          {text.discardBrowserCopy}
        </Button>
      </div>
    </div>
  );
}
