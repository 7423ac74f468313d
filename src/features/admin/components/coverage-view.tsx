import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { isLanguageCode } from '@/config/languages';
import { formatCount } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { pageCount, pageParam, parsePage, withPage } from '@/lib/paging';
import { coveragePageSize, useTranslationCoverage } from '@/lib/posts/get-translation-coverage';
import { adminListState } from '../lib/admin-list-state';
import { AdminListScaffold } from './admin-list-scaffold';
import { CoverageRows } from './coverage-rows';
import { LanguageOptions } from './language-options';
import { versionIcons } from '../lib/version-state';

const missingParam = 'missing';
const outdatedParam = 'outdated';

/** The states in the legend, in the order a translation goes through them. */
const legendStates = [
  'missing',
  'needsReview',
  'draft',
  'scheduled',
  'published',
  'outdated',
] as const;

/**
 * Coverage at a glance: each original post (newest first, 25 to a page) with its ten languages
 * as a row of links, each showing that version's state (missing, machine text that needs review,
 * draft, scheduled, published, outdated); filtered by a language it is missing in and by outdated translations, paged and
 * counted by the database (blog_translation_coverage). Filters live in the URL.
 */
export function CoverageView() {
  const { messages, language } = useLocale();
  const text = messages.admin;
  const id = useId();
  const [params, setParams] = useSearchParams();
  const missingValue = params.get(missingParam);
  const filters = {
    page: parsePage(params.get(pageParam)),
    missing: isLanguageCode(missingValue) ? missingValue : null,
    outdated: params.get(outdatedParam) === '1',
  };
  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = withPage(current, 1);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const coverage = useTranslationCoverage(filters);
  const total = coverage.data?.total ?? 0;
  const pages = pageCount(total, coveragePageSize);

  const clearFilters = () =>
    setParams((current) => {
      const next = withPage(current, 1);
      next.delete(missingParam);
      next.delete(outdatedParam);
      return next;
    });

  return (
    <AdminListScaffold
      filtersClassName="gap-x-6 gap-y-4"
      filters={
        <>
          <div>
            <Label htmlFor={`${id}-missing`}>{text.coverage.missingFilter}</Label>
            <NativeSelect
              id={`${id}-missing`}
              className="mt-2"
              value={filters.missing ?? ''}
              onChange={(event) => setFilter(missingParam, event.target.value)}
            >
              <option value="">{text.coverage.anyLanguage}</option>
              <LanguageOptions />
            </NativeSelect>
          </div>
          <label className="text-body flex h-11 items-center gap-2.5">
            <input
              type="checkbox"
              className="accent-primary size-4"
              checked={filters.outdated}
              onChange={(event) => setFilter(outdatedParam, event.target.checked ? '1' : '')}
            />
            {text.coverage.outdatedOnly}
          </label>
        </>
      }
      total={
        coverage.data
          ? {
              text: formatCount(text.coverage.total, total, language),
              testId: 'coverage-total',
              className: 'sm:ml-auto',
            }
          : null
      }
      between={<CoverageLegend />}
      state={adminListState(coverage)}
      loadingLabel={text.shell.loading}
      loadError={{
        message: text.coverage.loadError,
        retryLabel: text.dashboard.retry,
        onRetry: () => void coverage.refetch(),
        toast: {
          id: 'admin-coverage-load-failed',
          title: text.toast.error,
          description: text.coverage.loadError,
        },
      }}
      empty={
        <>
          <p className="text-subheading">{text.coverage.empty}</p>
          {filters.missing || filters.outdated ? (
            <Button variant="outline" className="mt-4" onClick={clearFilters}>
              {text.coverage.clearFilters}
            </Button>
          ) : null}
        </>
      }
      page={filters.page}
      pageCount={pages}
    >
      {coverage.data ? (
        <CoverageRows
          rows={coverage.data.rows}
          dimmed={coverage.isPlaceholderData}
          scope={`${filters.page}|${filters.missing ?? ''}|${filters.outdated}`}
        />
      ) : null}
    </AdminListScaffold>
  );
}

/** The version states, each with its icon, and what a chip is. */
function CoverageLegend() {
  const text = useLocale().messages.admin;
  return (
    <>
      <ul className="text-caption text-muted-foreground mt-5 flex flex-wrap gap-x-5 gap-y-2">
        {legendStates.map((state) => {
          const Icon = versionIcons[state];
          return (
            <li key={state} className="inline-flex items-center gap-1.5">
              <Icon aria-hidden className="size-4" />
              {text.status[state]}
            </li>
          );
        })}
      </ul>
      <p className="text-caption text-muted-foreground mt-2">{text.coverage.legend}</p>
    </>
  );
}
