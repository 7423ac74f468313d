import { useRef, useState } from 'react';
import { getPostForEdit } from '@/lib/posts/get-post-for-edit';
import type { PostRow } from '@/lib/posts/types';
import { toFormValues } from '../lib/post-payload';
import { hasConflicts, mergePost, type PostMerge } from '../lib/three-way-merge';
import type { PostFormValues } from '../schemas';

/** Where a refused save stands: the post is gone, or their version is loading, failed, or merged. */
export type ConflictState =
  | { reason: 'deleted' }
  | { reason: 'changed'; status: 'loading' }
  | { reason: 'changed'; status: 'failed' }
  | { reason: 'changed'; status: 'ready'; merge: PostMerge; latest: PostRow };

/** A merge that needs no one's choice: save these values over `latest`. */
export interface CleanMerge {
  values: PostFormValues;
  latest: PostRow;
  merge: PostMerge;
}

interface MergeInput {
  postId: string;
  /** The version the form was loaded from (null when not known). */
  base: PostFormValues | null;
  mine: PostFormValues;
}

/**
 * After a save was refused because someone else saved since the editor's base: loads their
 * version and merges it three ways (mergePost). A clean merge is handed back to be saved at
 * once; one with conflicts stays here for the conflict panel, which decides the rest.
 */
export function useConflictMerge() {
  const [state, setState] = useState<ConflictState | null>(null);
  const last = useRef<MergeInput | null>(null);

  async function run(input: MergeInput): Promise<CleanMerge | 'conflicts' | 'failed'> {
    last.current = input;
    setState({ reason: 'changed', status: 'loading' });
    let latest: PostRow;
    try {
      latest = await getPostForEdit(input.postId);
    } catch {
      setState({ reason: 'changed', status: 'failed' });
      return 'failed';
    }
    const merge = mergePost(input.base, input.mine, toFormValues(latest));
    if (hasConflicts(merge)) {
      setState({ reason: 'changed', status: 'ready', merge, latest });
      return 'conflicts';
    }
    setState(null);
    return { values: merge.values, latest, merge };
  }

  return {
    state,
    /** Merges the form with the newest saved version: a clean merge, or the panel takes over. */
    run,
    /** Loads their version again after a failure, with the same base and form. */
    retry: () => (last.current ? run(last.current) : Promise.resolve('failed' as const)),
    /** Shows a clean merge in the panel, to be saved by a click. */
    show: ({ merge, latest }: CleanMerge) =>
      setState({ reason: 'changed', status: 'ready', merge, latest }),
    deleted: () => setState({ reason: 'deleted' }),
    clear: () => setState(null),
  };
}
