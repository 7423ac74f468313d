import type { PostFormValues } from '../schemas';

/**
 * Words typed in a new post's editor after its first save, on their way to the editor at the
 * post's own address. That editor replaces this one once the route has rendered; until then the
 * old one is on screen and takes keys. Its unmount hands what differs from the saved post over
 * here, and the new editor takes it into its form on mount (React runs every unmount's cleanup
 * of a commit before the mounts' effects), so no key typed in between is lost.
 */
const handed = new Map<string, Partial<PostFormValues>>();

/** The fields of `now` that differ from `saved` (an array compared by its items). */
export function typedSince(saved: PostFormValues, now: PostFormValues): Partial<PostFormValues> {
  const differs = (field: keyof PostFormValues) =>
    JSON.stringify(saved[field]) !== JSON.stringify(now[field]);
  return Object.fromEntries(
    (Object.keys(now) as (keyof PostFormValues)[])
      .filter(differs)
      .map((field) => [field, now[field]]),
  ) as Partial<PostFormValues>;
}

export function handOff(postId: string, typed: Partial<PostFormValues>): void {
  if (Object.keys(typed).length > 0) handed.set(postId, typed);
}

/** What was handed to `postId`'s editor, once. */
export function takeHandOff(postId: string): Partial<PostFormValues> | undefined {
  const typed = handed.get(postId);
  handed.delete(postId);
  return typed;
}
