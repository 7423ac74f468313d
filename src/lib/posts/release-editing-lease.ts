import { loadSupabase } from '@/lib/supabase-lazy';
import type { EditingLeaseKey } from './editing-leases';

/**
 * Gives up this window's editing lease (the editor closed), so others stop seeing it at their
 * next read rather than a minute later when it expires. Only the caller's own lease can go
 * (row-level security); a lease already gone is no error.
 */
export async function releaseEditingLease({ postId, sessionId }: EditingLeaseKey): Promise<void> {
  const { error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_post_editors')
    .delete()
    .eq('post_id', postId)
    .eq('session_id', sessionId);
  if (error) throw error;
}
