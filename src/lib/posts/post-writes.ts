import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { postQueries } from './query-keys';
import type { PostRow } from './types';

/** The channel other tabs of the site hear a post write on (same origin only). */
const channelName = 'demoly:post-writes';

/**
 * What every successful post write does to the cache: the written post becomes the editor's copy,
 * every list, page and lookup of posts is read again (the public blog's too, in this tab), and
 * the other open tabs are told, so an open preview shows the version just saved. Not awaited: a
 * save is done when the database answered, not when every list on screen has been read again.
 */
export function afterPostWrite(queryClient: QueryClient, post: PostRow | null): void {
  if (post) queryClient.setQueryData(postQueries.forEdit(post.id), post);
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(channelName);
    channel.postMessage({ id: post?.id ?? null });
    channel.close();
  }
  void queryClient.invalidateQueries({ queryKey: postQueries.all() });
}

/** Reads posts again when another tab wrote one (see afterPostWrite). */
export function useRefreshOnPostWrites(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: postQueries.all() });
    return () => channel.close();
  }, [queryClient]);
}
