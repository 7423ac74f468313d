import { languageTags, type LanguageCode } from '@/config/languages';
import { format } from '@/i18n/format';
import type { Messages } from '@/i18n/messages';
import type { PostEditor } from '@/lib/posts/editing-leases';

/**
 * The notice's sentence: "Also editing: Ana since 14:02 and admin@example.com (you, in another
 * window) since 14:10", in the admin's language. Times in the admin's own time zone and
 * language's format, with the date too when the post was opened on another day.
 */
export function alsoEditingText(
  editors: readonly PostEditor[],
  {
    userId,
    text,
    language,
    now = new Date(),
  }: {
    userId: string | null;
    text: Messages['admin']['presence'];
    language: LanguageCode;
    now?: Date;
  },
): string {
  const locale = languageTags[language];
  const timeOnly = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const dateAndTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const people = editors.map((editor) => {
    const since = new Date(editor.since);
    const time = (since.toDateString() === now.toDateString() ? timeOnly : dateAndTime).format(
      since,
    );
    const known = editor.name ?? text.someone;
    const name =
      userId !== null && editor.userId === userId ? format(text.self, { name: known }) : known;
    return format(text.person, { name, time });
  });
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(people);
  return format(text.alsoEditing, { people: list });
}
