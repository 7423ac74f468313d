import { use, useEffect, useRef, useState } from 'react';
import { AuthContext } from '@/features/identity/auth-context';
import { editingHeartbeatMs, type PostEditor } from '@/lib/posts/editing-leases';
import { usePostEditors } from '@/lib/posts/get-post-editors';
import { releaseEditingLease } from '@/lib/posts/release-editing-lease';
import { renewEditingLease } from '@/lib/posts/renew-editing-lease';
import { holdEditingLease } from '../lib/editing-lease';

export interface EditingPresence {
  /** The others with the post open now (this person's other windows included), earliest first. */
  editors: PostEditor[];
  /** The signed-in user's id, to tell "you, in another window" from someone else. */
  userId: string | null;
}

const reportLeaseFailure = (error: unknown) => {
  console.warn('The editing lease could not be updated; editing goes on.', error);
};

/**
 * While a saved post is open in the editor, holds this window's editing lease (a heartbeat every
 * editingHeartbeatMs, given up on leaving) and reads who else holds one, on the same cadence.
 * Inert for a new post and without a signed-in user. Never blocks anything: failures are logged
 * and the list is simply empty.
 */
export function useEditingPresence(postId: string | null): EditingPresence {
  // The context itself, not useAuth(): an editor rendered without identity (tests) shows nobody.
  const user = use(AuthContext)?.user ?? null;
  const [sessionId] = useState(() => crypto.randomUUID());
  const name = useRef(user?.email ?? null);
  useEffect(() => {
    name.current = user?.email ?? null;
  }, [user?.email]);

  const userId = user?.id ?? null;
  const active = postId !== null && userId !== null;
  useEffect(() => {
    if (!active) return;
    const lease = { postId, sessionId };
    return holdEditingLease({
      renew: () => renewEditingLease({ ...lease, displayName: name.current }),
      release: () => releaseEditingLease(lease),
      heartbeatMs: editingHeartbeatMs,
      report: reportLeaseFailure,
    });
  }, [active, postId, sessionId]);

  const others = usePostEditors(active ? { postId, sessionId } : null);
  return { editors: active ? (others.data ?? []) : [], userId };
}
