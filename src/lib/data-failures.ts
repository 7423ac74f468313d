import type { QueryClient } from '@tanstack/react-query';

/**
 * Data a server render could not get. The page still renders (its loading state, which the
 * browser then retries), but the answer must say so: crawlers and caches must not take a page
 * without its posts for the real one.
 */
const failures = new WeakMap<QueryClient, unknown[]>();

export function recordDataFailure(queryClient: QueryClient, error: unknown): void {
  failures.set(queryClient, [...(failures.get(queryClient) ?? []), error]);
}

/**
 * 'bad-request' when the API refused the URL's own input (PostgREST's PGRST1xx request errors,
 * Postgres's 22xxx data errors such as a NUL byte), else 'unavailable' (the API failed or could
 * not be reached). A render with both is unavailable: retrying may help.
 */
export type DataFailure = 'bad-request' | 'unavailable';

function kind(error: unknown): DataFailure {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(PGRST1\d\d|22[0-9A-Z]{3})$/.test(code)
    ? 'bad-request'
    : 'unavailable';
}

export function renderFailure(queryClient: QueryClient): DataFailure | undefined {
  const errors = failures.get(queryClient) ?? [];
  if (errors.length === 0) return undefined;
  return errors.some((error) => kind(error) === 'unavailable') ? 'unavailable' : 'bad-request';
}
