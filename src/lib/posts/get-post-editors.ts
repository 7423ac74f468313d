import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import {
  editingHeartbeatMs,
  editingLeaseKeys,
  type EditingLeaseKey,
  type PostEditor,
} from './editing-leases';

/**
 * Who else has the post open: the live leases (blog_post_active_editors shows only those renewed
 * within their lifetime, by the database's clock) other than this window's, earliest first.
 * Admins only (row-level security).
 */
export async function getPostEditors({
  postId,
  sessionId,
}: EditingLeaseKey): Promise<PostEditor[]> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_post_active_editors')
    .select('user_id,session_id,display_name,since')
    .retry(false) // read again at the next beat anyway
    .eq('post_id', postId)
    .neq('session_id', sessionId)
    .order('since', { ascending: true })
    .limit(20);
  if (error) throw error;
  return data.flatMap((row) =>
    row.user_id && row.session_id && row.since
      ? [
          {
            userId: row.user_id,
            sessionId: row.session_id,
            name: row.display_name,
            since: row.since,
          },
        ]
      : [],
  );
}

export function postEditorsQueryOptions(key: EditingLeaseKey) {
  return queryOptions({
    queryKey: [...editingLeaseKeys.post(key.postId), key.sessionId] as const,
    queryFn: () => getPostEditors(key),
    // A hint, not a gate: a failed read waits for the next beat instead of retrying.
    retry: false,
    staleTime: 0,
    refetchInterval: editingHeartbeatMs,
  });
}

/** The others editing the post, read again every heartbeat; off while `key` is null. */
export function usePostEditors(key: EditingLeaseKey | null) {
  return useQuery({
    ...postEditorsQueryOptions(key ?? { postId: '', sessionId: '' }),
    enabled: key !== null,
  });
}
