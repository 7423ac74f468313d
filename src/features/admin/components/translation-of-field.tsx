import { Link2Off } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { useTranslations } from '@/lib/posts/get-translations';
import { normalizeSearch } from '@/lib/text-search';
import { searchDebounceMs } from '@/lib/use-debounced-url-text';
import { usePostSearch } from '@/lib/posts/search-posts-by-title';
import type { FieldControlProps } from './form-field';

/**
 * "Translation of": links the post to the original it translates. Searching by title
 * finds any post; picking a translation links to its original, since a group is one original and
 * its translations. The chosen group shows which languages it already has.
 */
export function TranslationOfField({
  control,
  value,
  onChange,
  postId,
}: {
  control: FieldControlProps;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The post being edited (never offered as its own original); null for a new post. */
  postId: string | null;
}) {
  const text = useLocale().messages.admin.editor.fields;
  const languageName = useLanguageName();
  const group = useTranslations(value ?? undefined);
  const original = group.data?.find((version) => version.id === value);

  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(normalizeSearch(typed)), searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const results = usePostSearch(search);
  const choices = (results.data ?? []).filter((choice) => choice.id !== postId);

  if (value) {
    return (
      <div
        className="border-border bg-muted/40 flex flex-wrap items-start justify-between gap-3 rounded-lg border p-3"
        data-testid="translation-of"
      >
        <div className="min-w-0">
          <p className="text-body font-semibold break-words" id={control.id}>
            {original?.title ?? '…'}
          </p>
          {group.data ? (
            <p className="text-caption text-muted-foreground mt-1">
              {format(text.translationGroup, {
                languages: group.data.map((version) => languageName(version.language)).join(', '),
              })}
            </p>
          ) : null}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange(null)}
          aria-describedby={control.id}
        >
          <Link2Off aria-hidden />
          {text.translationRemove}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <SearchInput
        {...control}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={text.translationSearch}
      />
      {search ? (
        <div aria-live="polite" className="mt-2">
          {results.data && choices.length === 0 ? (
            <p className="text-caption text-muted-foreground">{text.translationNoResults}</p>
          ) : (
            <ul className="border-border divide-border divide-y rounded-lg border">
              {choices.map((choice) => (
                <li key={choice.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange(choice.translation_of ?? choice.id);
                      setTyped('');
                    }}
                    className="hover:bg-muted focus-visible:outline-ring flex w-full items-baseline justify-between gap-3 px-3 py-2 text-left focus-visible:outline-2"
                  >
                    <span className="text-body break-words" lang={choice.language}>
                      {choice.title}
                    </span>
                    <span className="text-micro text-muted-foreground shrink-0">
                      {languageName(choice.language)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="text-caption text-muted-foreground mt-2">{text.translationNone}</p>
      )}
    </div>
  );
}
