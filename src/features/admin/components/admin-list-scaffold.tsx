import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { withPage } from '@/lib/paging';
import type { AdminListState } from '../lib/admin-list-state';
import { CenteredStatus } from './centered-status';
import { LoadError } from './load-error';

interface AdminListScaffoldProps {
  /** The filter controls, in the row that is the list's search. */
  filters: ReactNode;
  filtersClassName: string;
  /** The counted total once the database has answered, announced as a status. */
  total: { text: string; testId: string; className?: string } | null;
  /** What sits between the filters and the list, such as a legend. */
  between?: ReactNode;
  state: AdminListState;
  loadingLabel: string;
  /** Shown in place of the list and, once, as a toast with this id. */
  loadError: {
    message: string;
    retryLabel: string;
    onRetry: () => void;
    toast: { id: string; title: string; description: string };
  };
  /** The inside of the dashed box shown for no rows. */
  empty: ReactNode;
  page: number;
  pageCount: number;
  /** The rows, shown above the pager. */
  children: ReactNode;
}

/**
 * An admin list's frame: the filter row with its total, then loading, a load error (with Try
 * again and a toast), an empty box or the rows and their pager. The page lives in the URL.
 */
export function AdminListScaffold({
  filters,
  filtersClassName,
  total,
  between,
  state,
  loadingLabel,
  loadError,
  empty,
  page,
  pageCount,
  children,
}: AdminListScaffoldProps) {
  const [params] = useSearchParams();
  const failed = state === 'error';
  const { id, title, description } = loadError.toast;
  useEffect(() => {
    if (failed) toast.error(title, { id, description });
  }, [failed, id, title, description]);

  return (
    <>
      <div className={cn('mt-8 flex flex-wrap items-end', filtersClassName)} role="search">
        {filters}
        {total ? (
          <p
            role="status"
            className={cn('text-caption text-muted-foreground tabular-nums', total.className)}
            data-testid={total.testId}
          >
            {total.text}
          </p>
        ) : null}
      </div>
      {between}
      <div className="mt-4">
        {state === 'pending' ? (
          <CenteredStatus label={loadingLabel} />
        ) : state === 'error' ? (
          <LoadError
            message={loadError.message}
            retryLabel={loadError.retryLabel}
            onRetry={loadError.onRetry}
          />
        ) : state === 'empty' ? (
          <div className="border-border rounded-xl border border-dashed p-10 text-center">
            {empty}
          </div>
        ) : (
          <>
            {children}
            <Pagination
              className="mt-6"
              page={page}
              pageCount={pageCount}
              to={(target) => ({ search: withPage(params, target).toString() })}
            />
          </>
        )}
      </div>
    </>
  );
}
