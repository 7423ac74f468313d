// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startComponentTestServer } from '@/testing/backend';
import { mockedApi } from '@/testing/supabase-mock';
import { seedAccounts } from '../../../supabase/embedded';
import type { TestServer } from '../../../supabase/embedded/testing';
import { useRefreshOnPostWrites } from './post-writes';
import { postQueries } from './query-keys';
import { useSaveCategoryNames } from './save-category-names';

vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

let server: TestServer;

beforeAll(async () => {
  server = await startComponentTestServer();
  const token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
  mockedApi.client = server.client(token);
}, 180_000);

afterAll(async () => {
  await server?.destroy();
});

const wrapperFor =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

describe('saving category names', () => {
  it('is a post write: this tab and every other open tab read the names again', async () => {
    if (typeof BroadcastChannel === 'undefined') throw new Error('BroadcastChannel is missing');
    // Another tab: its own query client, holding the names as it last read them.
    const otherTab = new QueryClient();
    otherTab.setQueryData(postQueries.categoryNames(), {});
    const listener = renderHook(() => useRefreshOnPostWrites(), { wrapper: wrapperFor(otherTab) });
    const thisTab = new QueryClient();
    thisTab.setQueryData(postQueries.categoryNames(), {});
    const { result } = renderHook(() => useSaveCategoryNames(), { wrapper: wrapperFor(thisTab) });

    const category = `Names ${randomUUID().slice(0, 8)}`;
    await act(() =>
      result.current.mutateAsync({ category, names: { en: category }, exists: false }),
    );

    expect(thisTab.getQueryState(postQueries.categoryNames())?.isInvalidated).toBe(true);
    await vi.waitFor(() =>
      expect(otherTab.getQueryState(postQueries.categoryNames())?.isInvalidated).toBe(true),
    );
    const { data } = await mockedApi.client.from('blog_category_names').select('category');
    expect(data?.map((row) => row.category)).toContain(category);
    listener.unmount();
  });
});
