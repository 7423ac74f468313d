import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../src/lib/database.types';
import type { BlogChange } from './blog-changes';

/**
 * How every `npm start` instance in hosted mode learns that the blog changed. Supabase's database
 * webhook reaches one instance (the one behind the address it calls); the others, and that one
 * when no webhook is set up, look at the API every few seconds: how many posts the public can see
 * and when the newest of them changed (two one-line answers). Only when either moved does it read
 * the most recently changed posts, and a post whose version it has not seen drops what shows it;
 * a count that moved (a post added, deleted, unpublished, or scheduled and now live) drops the
 * whole blog, since the public API cannot say which post left it.
 *
 * What the public API cannot show is caught by the cache's own expiry (60 s in hosted mode): two
 * changes within one look that leave the count and the newest date as they were (a post
 * unpublished as another goes live), or more than `recentPosts` edits between two looks.
 */
export const changePollMs = 5_000;

const columns = 'id, slug, language, translation_of, status, published_at, updated_at';
/** The most recently changed posts read when something moved. */
const recentPosts = 50;

export interface ChangePoll {
  /** One look now (the timer calls it; tests call it directly). */
  check(): Promise<void>;
  stop(): void;
}

interface Seen {
  count: number;
  newest: string;
  /** The versions (id → updated_at) of the recently changed posts last read. */
  versions: Map<string, string>;
}

export function startChangePoll(options: {
  api: SupabaseClient<Database>;
  onChange: (change: BlogChange) => void;
  onUnknownChange: () => void;
  intervalMs?: number;
}): ChangePoll {
  const intervalMs = options.intervalMs ?? changePollMs;
  let seen: Seen | undefined;
  let running: Promise<void> | undefined;
  let failing = false;

  /** Logs the first failure of a run of them; the next look tries again. */
  function failed(message: string) {
    if (!failing) console.warn(`[change poll] the API did not answer: ${message}`);
    failing = true;
  }

  async function look() {
    // A look never outlives the next one's turn.
    const signal = AbortSignal.timeout(Math.max(1_000, intervalMs - 500));
    const recent = (limit: number) =>
      options.api
        .from('blog_posts')
        .select(columns)
        .order('updated_at', { ascending: false })
        .limit(limit)
        .abortSignal(signal);
    const [total, newest] = await Promise.all([
      options.api
        .from('blog_posts')
        .select('id', { count: 'exact', head: true })
        .abortSignal(signal),
      recent(1),
    ]);
    const problem = total.error ?? newest.error;
    if (problem || total.count === null) return failed(problem?.message ?? 'no count');
    const count = total.count;
    const newestAt = newest.data?.[0]?.updated_at ?? '';
    if (seen && count === seen.count && newestAt === seen.newest) {
      failing = false;
      return; // nothing moved: the usual answer, two small requests
    }
    const rows = await recent(recentPosts);
    if (rows.error) return failed(rows.error.message);
    failing = false;
    const previous = seen;
    const versions = new Map((rows.data ?? []).map((row) => [row.id, row.updated_at]));
    seen = { count, newest: newestAt, versions };
    if (!previous) return; // the first look only learns where things stand
    if (count !== previous.count) {
      options.onUnknownChange();
      return;
    }
    // Compared by version, not by date: an edit that committed late may carry an older date.
    const changed = (rows.data ?? []).filter(
      (row) => previous.versions.get(row.id) !== row.updated_at,
    );
    for (const record of changed) options.onChange({ type: 'UPDATE', record });
  }

  function check() {
    running ??= look()
      .catch((error: unknown) => console.warn('[change poll]', error))
      .finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  void check();
  return { check, stop: () => clearInterval(timer) };
}
