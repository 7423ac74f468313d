import { loadSupabase } from '@/lib/supabase-lazy';
import type { EditingLeaseKey } from './editing-leases';

/** PostgREST's answer to a duplicate key (23505 → 409). */
const uniqueViolation = '23505';

/**
 * Takes or renews this window's editing lease. The embedded REST subset has no upsert, so: renew
 * the lease if it exists (the usual heartbeat, one small update), otherwise take it (the first
 * beat, or after the database cleared it as expired), and if another beat of this window took it
 * meanwhile (409), renew that one. The database stamps the times and, when the token has an
 * e-mail, the name; `displayName` names people whose token carries none.
 */
export async function renewEditingLease({
  postId,
  sessionId,
  displayName,
}: EditingLeaseKey & { displayName: string | null }): Promise<void> {
  const supabase = await loadSupabase('signed-in');
  const renew = () =>
    supabase
      .from('blog_post_editors')
      .update({ display_name: displayName, heartbeat_at: new Date().toISOString() })
      .eq('post_id', postId)
      .eq('session_id', sessionId)
      .select('session_id');
  const renewed = await renew();
  if (renewed.error) throw renewed.error;
  if (renewed.data.length > 0) return;
  const taken = await supabase
    .from('blog_post_editors')
    .insert({ post_id: postId, session_id: sessionId, display_name: displayName });
  if (!taken.error) return;
  if (taken.error.code !== uniqueViolation) throw taken.error;
  const again = await renew();
  if (again.error) throw again.error;
}
