/**
 * Keeps the cached blog answers true to the database: every announced change drops what it
 * touches, a scheduled post going live drops and re-renders the pages that now list it, and a
 * rename of a category drops everything (its name shows on every list and post page).
 * Embedded, changes arrive on the database's own notification channel; hosted, through the
 * purge webhook and each instance's own poll (the webhook reaches only one instance).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { EmbeddedBackend } from '../supabase/embedded';
import type { Database } from '../src/lib/database.types';
import {
  blogChangesChannel,
  changedTags,
  goLivePages,
  isCategoryNamesChange,
  parseBlogChange,
  type BlogChange,
} from './blog-changes';
import { startChangePoll } from './change-poll';
import type { PageCache } from './page-cache';
import { createScheduledPublications, trackScheduledPosts } from './scheduled-publications';

export async function keepBlogFresh({
  cache,
  backend,
  api,
  warm,
}: {
  cache: PageCache;
  backend: EmbeddedBackend | undefined;
  api: SupabaseClient<Database>;
  /** Renders a page into the cache ahead of its first reader. */
  warm: (pathname: string) => Promise<unknown>;
}) {
  // A post whose scheduled date has come changes no row, so no write announces it: the timer
  // does, so the first reader after that moment gets the pages that now list it from memory.
  const scheduled = createScheduledPublications((versions) => {
    for (const version of versions) {
      cache.invalidate(changedTags({ type: 'UPDATE', record: version }));
    }
    for (const pathname of goLivePages(versions)) {
      warm(pathname).catch((error: unknown) =>
        console.error('[scheduled publication] rendering', pathname, error),
      );
    }
  });

  function applyChange(change: BlogChange): number {
    scheduled.track(change);
    return cache.invalidate(changedTags(change));
  }

  /** Drops what an announced change makes stale: how many answers, or undefined if unknown. */
  function applyPayload(payload: unknown): number | undefined {
    if (isCategoryNamesChange(payload)) {
      const entries = Object.values(cache.stats()).reduce((sum, kept) => sum + kept.entries, 0);
      cache.clear();
      return entries;
    }
    const change = parseBlogChange(payload);
    return change ? applyChange(change) : undefined;
  }

  // Delivered when the writing transaction commits, before its answer leaves this server, so
  // the next request after a save renders the new version.
  await backend?.database.listen(blogChangesChannel, (payload) => {
    try {
      applyPayload(JSON.parse(payload));
    } catch {
      cache.clear(); // unreadable: drop everything rather than serve what may be stale
    }
  });
  if (backend) await trackScheduledPosts(scheduled, backend.database);

  const changePoll = backend
    ? undefined
    : startChangePoll({ api, onChange: applyChange, onUnknownChange: () => cache.clear() });
  return { scheduled, changePoll, applyPayload };
}
