import { postQueries } from './query-keys';

/**
 * Editing leases: who has a post open in the editor (public.blog_post_editors). Each editor
 * window holds one, keyed by the post, the signed-in user (the database fills it from the token)
 * and a random id of the window, so one person with the post open twice shows up too.
 */
export interface EditingLeaseKey {
  postId: string;
  /** This editor window's id (a random UUID made when the editor opens). */
  sessionId: string;
}

/** Someone else's (or another window's) live lease on a post. */
export interface PostEditor {
  userId: string;
  sessionId: string;
  /** Their e-mail, or the name their editor sent; null when neither is known. */
  name: string | null;
  /** When they opened the post. */
  since: string;
}

/**
 * How often the editor renews its lease and reads the others'. The database drops a lease two
 * missed beats later (private.editing_lease_lifetime(): 60 s), so a closed window disappears
 * within about a minute even when its goodbye never arrived.
 */
export const editingHeartbeatMs = 20_000;

/** Under the admin's keys, so signing out drops them and every post write refreshes them. */
export const editingLeaseKeys = {
  post: (postId: string) => [...postQueries.admin(), 'editors', postId] as const,
};
