import type { PostRow, PostState } from '@/lib/posts/types';
import type { Publication } from './post-payload';
import { fromLocalInput } from './publish-time';

/**
 * What the editor's buttons mean for a post in each state, without React: which state the post
 * is in, what each button says and which Publication a click stands for. The editor, its labels
 * and its tests read these rules from here.
 */

/** A loaded post's state now ('new' before its first save). */
export type EditorState = PostState | 'new';

/** Where a loaded post stands now: a scheduled post whose time has come is published. */
export function stateOf(
  post: Pick<PostRow, 'status' | 'published_at'> | null,
  now = Date.now(),
): EditorState {
  if (!post) return 'new';
  if (post.status === 'draft' || !post.published_at) return 'draft';
  return Date.parse(post.published_at) > now ? 'scheduled' : 'published';
}

/** The primary button (publish, schedule or update) or the secondary one (back to a draft). */
export type SaveAction = 'primary' | 'draft';

/** The publishing controls' choice (PublishingPanel). */
export interface PublishingChoice {
  /** Publish now, or at `scheduleAt` (new posts, drafts and scheduled posts). */
  when: 'now' | 'later';
  /** A datetime-local value in the admin's time zone. */
  scheduleAt: string;
  /** A published post: move its date to now (else an update keeps it). */
  republish: boolean;
}

/** Keys of admin.editor (create, update) and admin.editor.actions (the rest). */
export type PrimaryLabel = 'create' | 'update' | 'publish' | 'publishNow' | 'schedule';
export type SecondaryLabel = 'saveDraft' | 'unpublish' | 'unschedule';

export function primaryLabel(state: EditorState, when: PublishingChoice['when']): PrimaryLabel {
  const later = when === 'later';
  switch (state) {
    case 'new':
      return later ? 'schedule' : 'create';
    case 'draft':
      return later ? 'schedule' : 'publish';
    case 'scheduled':
      return later ? 'update' : 'publishNow';
    case 'published':
      return 'update';
  }
}

export function secondaryLabel(state: EditorState): SecondaryLabel {
  return state === 'published' ? 'unpublish' : state === 'scheduled' ? 'unschedule' : 'saveDraft';
}

/** Why a schedule cannot be saved (keys of admin.editor.publishing). */
export type ScheduleProblem = 'scheduleRequired' | 'schedulePast';

/**
 * The Publication a button stands for: the secondary one makes a draft; the primary one
 * publishes, schedules, or (a published post) keeps or moves the date.
 */
export function publicationFor(
  action: SaveAction,
  state: EditorState,
  choice: PublishingChoice,
  publishedAt: string | null,
  now = Date.now(),
): Publication | { problem: ScheduleProblem } {
  if (action === 'draft') return { kind: 'draft' };
  if (state === 'published') {
    return choice.republish || !publishedAt ? { kind: 'publish' } : { kind: 'keep', publishedAt };
  }
  if (choice.when === 'now') return { kind: 'publish' };
  const at = fromLocalInput(choice.scheduleAt);
  if (!at) return { problem: 'scheduleRequired' };
  if (at.getTime() <= now) return { problem: 'schedulePast' };
  return { kind: 'schedule', at };
}

/** Which toast (admin.toast) a successful save shows. */
export type SavedMessage =
  'unpublished' | 'draftSaved' | 'scheduled' | 'created' | 'published' | 'updated';

export function savedMessage(publication: Publication, state: EditorState): SavedMessage {
  switch (publication.kind) {
    case 'draft':
      return state === 'published' || state === 'scheduled' ? 'unpublished' : 'draftSaved';
    case 'schedule':
      return 'scheduled';
    case 'publish':
      return state === 'new' ? 'created' : 'published';
    case 'keep':
      return 'updated';
  }
}
