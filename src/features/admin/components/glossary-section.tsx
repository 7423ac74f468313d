import { Plus } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepScrollState } from '@/components/layout/keep-scroll';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { isLanguageCode, type LanguageCode } from '@/config/languages';
import { formatCount } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { pageCount, pageParam, parsePage, withPage } from '@/lib/paging';
import { normalizeSearch } from '@/lib/text-search';
import { useDebouncedUrlText } from '@/lib/use-debounced-url-text';
import { glossaryPageSize, useGlossaryTerms, type GlossaryTerm } from '../api/get-glossary-terms';
import { DeleteGlossaryTermDialog } from './delete-glossary-term-dialog';
import { GlossaryTermDialog } from './glossary-term-dialog';
import { GlossaryTermList } from './glossary-term-list';
import { LanguageOptions } from './language-options';
import { LoadError } from './load-error';

const fromParam = 'from';
const intoParam = 'into';
const searchParam = 'q';

/** The pair in the URL, or English into the admin's language (German for an English admin). */
function readPair(params: URLSearchParams, own: LanguageCode) {
  const from = params.get(fromParam);
  const into = params.get(intoParam);
  const source = isLanguageCode(from) ? from : 'en';
  const fallback = own !== source ? own : source === 'de' ? 'en' : 'de';
  const target = isLanguageCode(into) && into !== source ? into : fallback;
  return { source, target };
}

/** The pair's two languages, each a select that writes its URL parameter. */
function LanguagePairSelects({
  id,
  source,
  target,
  labels,
  onChange,
}: {
  id: string;
  source: LanguageCode;
  target: LanguageCode;
  labels: { from: string; into: string };
  onChange: (param: string, value: string) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:flex">
      <div>
        <Label htmlFor={`${id}-from`}>{labels.from}</Label>
        <NativeSelect
          id={`${id}-from`}
          className="mt-2 w-full sm:w-44"
          value={source}
          onChange={(event) => onChange(fromParam, event.target.value)}
        >
          <LanguageOptions />
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={`${id}-into`}>{labels.into}</Label>
        <NativeSelect
          id={`${id}-into`}
          className="mt-2 w-full sm:w-44"
          value={target}
          onChange={(event) => onChange(intoParam, event.target.value)}
        >
          <LanguageOptions />
        </NativeSelect>
      </div>
    </div>
  );
}

/**
 * One language pair's glossary: searched and paged by the database (50 terms a page, counted),
 * so thousands of terms cost one page of rows. Pair, search and page live in the URL. Terms are
 * added and edited in a dialog, deleted after a confirmation.
 */
export function GlossarySection() {
  const { messages, language } = useLocale();
  const text = messages.admin.translation.glossary;
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { source, target } = readPair(params, language);
  const filters = {
    source,
    target,
    search: normalizeSearch(params.get(searchParam)),
    page: parsePage(params.get(pageParam)),
  };
  const terms = useGlossaryTerms(filters);
  const total = terms.data?.total ?? 0;
  const pages = pageCount(total, glossaryPageSize);
  /** The term in the dialog: null adds one; undefined, no dialog. */
  const [editing, setEditing] = useState<GlossaryTerm | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<GlossaryTerm | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = withPage(current, 1);
      next.set(name, value);
      // Into the language it comes from is no pair: swap them.
      if (name === fromParam && value === target) next.set(intoParam, source);
      if (name === intoParam && value === source) next.set(fromParam, target);
      return next;
    });
  const writeSearch = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = withPage(current, 1);
          if (value) next.set(searchParam, value);
          else next.delete(searchParam);
          return next;
        },
        { replace: true, state: keepScrollState },
      ),
    [setParams],
  );
  const [searchText, setSearchText] = useDebouncedUrlText(filters.search, writeSearch);

  // Deleting the last term of the last page: move back to the new last page.
  const pastTheEnd = terms.data !== undefined && filters.page > pages;
  useEffect(() => {
    if (pastTheEnd && !terms.isPlaceholderData) {
      setParams((current) => withPage(current, pages), { replace: true });
    }
  }, [pastTheEnd, terms.isPlaceholderData, pages, setParams]);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h2 id={`${id}-heading`} className="text-heading">
            {text.heading}
          </h2>
          <p className="text-body text-muted-foreground mt-1">{text.description}</p>
        </div>
        <Button ref={addButton} onClick={() => setEditing(null)}>
          <Plus aria-hidden />
          {text.add}
        </Button>
      </div>
      <div className="mt-6 grid gap-4 sm:flex sm:flex-wrap sm:items-end" role="search">
        <LanguagePairSelects
          id={id}
          source={source}
          target={target}
          labels={text}
          onChange={setFilter}
        />
        <div className="sm:w-72">
          <Label htmlFor={`${id}-search`}>{text.searchLabel}</Label>
          <SearchInput
            id={`${id}-search`}
            className="mt-2"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={text.searchPlaceholder}
          />
        </div>
        {terms.data ? (
          <p
            role="status"
            className="text-caption text-muted-foreground tabular-nums sm:ml-auto"
            data-testid="glossary-total"
          >
            {formatCount(text.total, total, language)}
          </p>
        ) : null}
      </div>
      <div className="mt-5">
        {terms.isError ? (
          <LoadError
            message={text.loadFailed}
            retryLabel={messages.admin.translation.retry}
            onRetry={() => void terms.refetch()}
          />
        ) : terms.data ? (
          <>
            <GlossaryTermList
              rows={terms.data.rows}
              source={source}
              target={target}
              empty={filters.search ? text.noMatches : text.empty}
              stale={terms.isPlaceholderData}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
            <Pagination
              className="mt-6"
              page={filters.page}
              pageCount={pages}
              to={(page) => ({ search: withPage(params, page).toString() })}
            />
          </>
        ) : null}
      </div>
      <GlossaryTermDialog
        open={editing !== undefined}
        term={editing ?? null}
        source={source}
        target={target}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
      <DeleteGlossaryTermDialog
        term={deleting}
        onClose={() => {
          setDeleting(null);
        }}
        returnFocusTo={addButton}
      />
    </section>
  );
}
