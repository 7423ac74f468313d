/**
 * Scheduled posts go live by the clock, not by a write: nothing announces the moment a
 * scheduled post's date comes, so the pages that leave it out (the list, its feed, the sitemap,
 * its own 404, its translations' "Also in" row) would stay cached. This keeps the posts that
 * are scheduled, learnt from the change announcements (and, embedded, from the database at
 * start), and one timer for the earliest; when it fires, the due posts are handed to `onLive`,
 * which drops and re-renders what they touch. Every announced change re-arms it.
 */
import type { BlogChange, PostVersion } from './blog-changes';

/** setTimeout's longest delay (2^31 - 1 ms, about 24.8 days); a later date is waited for in steps. */
export const maxTimerDelay = 2 ** 31 - 1;

/**
 * How long after a post's date the timer fires: the database decides visibility by its own
 * clock, which may run a little behind this server's (hosted mode); a render a moment too early
 * would leave the post out and be kept.
 */
export const goLiveMargin = 1_000;

export interface ScheduledPublications {
  /** A change to a post: remembers it if it is scheduled for later, else forgets it. */
  track(change: BlogChange): void;
  /** How many posts are waiting, and when the next one goes live (ms since the epoch). */
  pending(): { count: number; next: number | undefined };
  stop(): void;
}

interface Timers {
  now: () => number;
  setTimeout: (callback: () => void, delay: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const systemTimers: Timers = {
  now: Date.now,
  setTimeout: (callback, delay) => {
    const handle = setTimeout(callback, delay);
    handle.unref(); // never keeps the process alive on its own
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** When a version becomes public, or undefined if it is a draft, undated or already public. */
function goesLiveAt(version: PostVersion & { status?: string }, now: number): number | undefined {
  if (version.status === 'draft' || typeof version.published_at !== 'string') return undefined;
  const at = Date.parse(version.published_at);
  return Number.isFinite(at) && at > now ? at : undefined;
}

export function createScheduledPublications(
  onLive: (versions: PostVersion[]) => void,
  timers: Timers = systemTimers,
): ScheduledPublications {
  const waiting = new Map<string, { version: PostVersion; at: number }>();
  let handle: unknown;

  function arm() {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    let next: number | undefined;
    for (const { at } of waiting.values()) next = next === undefined ? at : Math.min(next, at);
    if (next === undefined) return;
    const delay = Math.min(Math.max(0, next + goLiveMargin - timers.now()), maxTimerDelay);
    handle = timers.setTimeout(fire, delay);
  }

  function fire() {
    handle = undefined;
    const now = timers.now();
    const due: PostVersion[] = [];
    for (const [id, { version, at }] of waiting) {
      if (at + goLiveMargin <= now) {
        due.push(version);
        waiting.delete(id);
      }
    }
    try {
      if (due.length > 0) onLive(due);
    } finally {
      arm();
    }
  }

  return {
    track(change) {
      if (change.old_record) waiting.delete(change.old_record.id);
      const record = change.type === 'DELETE' ? undefined : change.record;
      if (record) {
        waiting.delete(record.id);
        const at = goesLiveAt(record, timers.now());
        if (at !== undefined) waiting.set(record.id, { version: record, at });
      }
      arm();
    },
    pending() {
      let next: number | undefined;
      for (const { at } of waiting.values()) next = next === undefined ? at : Math.min(next, at);
      return { count: waiting.size, next };
    },
    stop() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
      waiting.clear();
    },
  };
}

/**
 * Tells `scheduled` of the posts scheduled before this start (embedded: read from the database
 * as its owner; later ones arrive with the change announcements). Hosted, the anonymous API
 * cannot see them: a restart learns of them from the next webhook, and the minute-long freshness
 * bounds how late one can be.
 */
export async function trackScheduledPosts(
  scheduled: ScheduledPublications,
  database: { query<Row>(text: string): Promise<{ rows: Row[] }> },
): Promise<void> {
  const { rows } = await database.query<PostVersion>(
    `select id, slug, language, translation_of, status,
            to_json(published_at)#>>'{}' as published_at
     from public.blog_posts where status <> 'draft' and published_at > now()`,
  );
  for (const record of rows) scheduled.track({ type: 'INSERT', record });
}
