import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createBrowserQueryClient,
  createQueryClient,
  queryRetries,
  queryRetryDelay,
} from './query-client';

describe('query retries', () => {
  it('retries a failed load three times', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(queryRetries);
    expect(queryRetries).toBe(3);
  });

  it('gives up within about two seconds of back-off, so a failed load ends quickly', () => {
    const delays = Array.from({ length: queryRetries }, (_, attempt) => queryRetryDelay(attempt));
    expect(delays).toEqual([250, 500, 1000]);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(2000);
  });
});

describe('the browser client', () => {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  const staleTime = (client: QueryClient) =>
    client.getDefaultOptions().queries?.staleTime as number;

  async function pageStateRenderedAt(time: number) {
    const server = createQueryClient();
    server.setQueryData(['posts', 'detail', 'a-post'], { title: 'A post' }, { updatedAt: time });
    await server.prefetchQuery({
      queryKey: ['posts', 'detail', 'missing'],
      queryFn: () => Promise.reject(new Error('down')),
      retry: false,
    });
    return dehydrate(server, { shouldDehydrateQuery: () => true });
  }

  it("treats a cached page's data as fresh when the page arrives, so hydrating never refetches it", async () => {
    const client = createBrowserQueryClient(await pageStateRenderedAt(hourAgo));
    const query = client.getQueryCache().find({ queryKey: ['posts', 'detail', 'a-post'] });
    expect(query?.state.data).toEqual({ title: 'A post' });
    expect(query?.isStaleByTime(staleTime(client))).toBe(false);
  });

  it('lets the data go stale on the usual schedule after arrival', async () => {
    const client = createBrowserQueryClient(await pageStateRenderedAt(hourAgo), {
      arrivedAt: hourAgo,
    });
    const query = client.getQueryCache().find({ queryKey: ['posts', 'detail', 'a-post'] });
    expect(query?.isStaleByTime(staleTime(client))).toBe(true);
  });

  it('keeps the build time of a static file, so the list is read again on arrival', async () => {
    const client = createBrowserQueryClient(await pageStateRenderedAt(hourAgo), {
      prerendered: true,
    });
    const query = client.getQueryCache().find({ queryKey: ['posts', 'detail', 'a-post'] });
    expect(query?.state.dataUpdatedAt).toBe(hourAgo);
    expect(query?.isStaleByTime(staleTime(client))).toBe(true);
  });

  it('leaves a failed query failed', async () => {
    const client = createBrowserQueryClient(await pageStateRenderedAt(hourAgo));
    const failed = client.getQueryCache().find({ queryKey: ['posts', 'detail', 'missing'] });
    expect(failed?.state.status).toBe('error');
    expect(failed?.state.dataUpdatedAt).toBe(0);
  });
});
