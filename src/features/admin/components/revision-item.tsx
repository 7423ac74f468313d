import { RadioGroup } from 'radix-ui';
import { useMemo } from 'react';
import { languageTags } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import type { PostRevisionSummary } from '@/lib/posts/revision-types';
import { changedFieldLabels } from '../lib/changed-fields';

/** One saved version in the history's list: when, who, what changed, and whether it is current. */
export function RevisionItem({
  row,
  who,
  current,
  dateTime,
}: {
  row: PostRevisionSummary;
  who: string;
  current: boolean;
  dateTime: Intl.DateTimeFormat;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.history;
  const listFormat = useMemo(
    () => new Intl.ListFormat(languageTags[language], { style: 'narrow', type: 'conjunction' }),
    [language],
  );
  const changed = row.changed_fields
    ? changedFieldLabels(row.changed_fields, messages.admin)
    : null;
  return (
    <RadioGroup.Item
      value={String(row.id)}
      className={cn(
        'hover:bg-muted focus-visible:outline-ring grid gap-0.5 rounded-lg border border-transparent px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2',
        'data-[state=checked]:border-primary/40 data-[state=checked]:bg-primary-soft',
      )}
    >
      <span className="text-caption text-foreground font-semibold">
        <time dateTime={row.saved_at}>{dateTime.format(new Date(row.saved_at))}</time>
      </span>
      <span className="text-caption text-muted-foreground truncate">
        {row.autosave ? (
          <span className="text-primary font-semibold" data-testid="revision-autosave">
            {messages.admin.autosave.history}
            {' · '}
          </span>
        ) : null}
        {who}
      </span>
      <span className="text-caption text-muted-foreground">
        {changed === null
          ? text.created
          : format(text.changed, { fields: listFormat.format(changed) })}
      </span>
      {current ? (
        <span className="text-caption text-primary font-semibold">{text.current}</span>
      ) : null}
    </RadioGroup.Item>
  );
}
