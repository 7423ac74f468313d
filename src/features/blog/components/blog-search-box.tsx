import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { useLocale } from '@/i18n/use-locale';
import { useDebouncedUrlText } from '@/lib/use-debounced-url-text';

/**
 * The blog's search box. It owns the text being typed, so a key press re-renders the box alone,
 * not the list of cards beside it; the URL (and so the list) follows after a pause.
 */
export function BlogSearchBox({
  search,
  onSearch,
}: {
  /** The search in the URL. */
  search: string;
  /** Writes a settled search into the URL. Keep it stable (useCallback). */
  onSearch: (value: string) => void;
}) {
  const text = useLocale().messages.blog;
  const searchId = useId();
  const [searchText, setSearchText] = useDebouncedUrlText(search, onSearch);
  return (
    <div className="mt-8" role="search">
      <Label htmlFor={searchId}>{text.searchLabel}</Label>
      <SearchInput
        id={searchId}
        className="mt-2"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        placeholder={text.searchPlaceholder}
      />
    </div>
  );
}
