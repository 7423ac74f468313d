import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../src/lib/database.types';
import type { BlogChange } from './blog-changes';

/**
 * How every `npm start` instance in hosted mode learns that the blog changed. Supabase's database
 * webhook reaches one instance (the one behind the address it calls); the others, and that one
 * when no webhook is set up, ask the API every few seconds what the public can see: how many
 * posts, and which changed since the last look. A post that changed drops what shows it; a count
 * that moved (a post added, deleted, unpublished, or scheduled and now live) drops the whole blog,
 * since the public API cannot say which post left it.
 */
export const changePollMs = 5_000;

const columns = 'id, slug, language, translation_of, status, published_at, updated_at';
/** More changes than this between two looks are not named one by one: everything is dropped. */
const changesPerLook = 50;

export interface ChangePoll {
  /** One look now (the timer calls it; tests call it directly). */
  check(): Promise<void>;
  stop(): void;
}

export function startChangePoll(options: {
  api: SupabaseClient<Database>;
  onChange: (change: BlogChange) => void;
  onUnknownChange: () => void;
  intervalMs?: number;
}): ChangePoll {
  const intervalMs = options.intervalMs ?? changePollMs;
  let seen: { count: number; latest: string } | undefined;
  let running: Promise<void> | undefined;
  let failing = false;

  async function look() {
    // A look never outlives the next one's turn.
    const signal = AbortSignal.timeout(Math.max(1_000, intervalMs - 500));
    // The newest edits, compared here: the embedded backend's subset filters by eq, ilike, in and
    // cs only, and one code path serves both modes.
    const [rows, total] = await Promise.all([
      options.api
        .from('blog_posts')
        .select(columns)
        .order('updated_at', { ascending: false })
        .limit(changesPerLook)
        .abortSignal(signal),
      options.api
        .from('blog_posts')
        .select('id', { count: 'exact', head: true })
        .abortSignal(signal),
    ]);
    const problem = rows.error ?? total.error;
    if (problem || total.count === null) {
      if (!failing)
        console.warn(`[change poll] the API did not answer: ${problem?.message ?? 'no count'}`);
      failing = true;
      return;
    }
    failing = false;
    const newest = rows.data ?? [];
    const previous = seen;
    seen = { count: total.count, latest: newest[0]?.updated_at ?? '' };
    if (!previous) return; // the first look only learns where things stand
    // Timestamps of one format and zone compare as strings.
    const changes = newest.filter((row) => row.updated_at > previous.latest);
    if (total.count !== previous.count || changes.length === changesPerLook) {
      options.onUnknownChange();
      return;
    }
    for (const record of changes) options.onChange({ type: 'UPDATE', record });
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
