import type { PostRow, PostUpdate } from '@/lib/posts/types';
import type { PostFormValues } from '../schemas';
import { toFormValues } from './post-payload';

/**
 * What an original shares with its language versions: the same category, tags, featured image
 * and read time on every version. The image's description is not shared: it is written in each
 * version's language.
 */
export const sharedFields = ['category', 'tags', 'featured_image', 'read_time'] as const;

export type SharedField = (typeof sharedFields)[number];
export type SharedChanges = Pick<PostUpdate, SharedField>;

/**
 * The shared fields a save changed, compared as the form shows them (`before`, the form's
 * values at the last save or load) with the version just `saved`; as stored, ready to write to
 * the other versions.
 */
export function sharedFieldChanges(
  before: Partial<PostFormValues> | undefined,
  saved: PostRow,
): SharedChanges {
  if (!before) return {};
  const after = toFormValues(saved);
  const changes: SharedChanges = {};
  for (const field of sharedFields) {
    if ((before[field] ?? null) === (after[field] ?? null)) continue;
    Object.assign(changes, { [field]: saved[field] });
  }
  return changes;
}
