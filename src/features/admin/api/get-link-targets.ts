import { queryOptions, useQuery } from '@tanstack/react-query';
import { site } from '@/config/site';
import type { PostRow } from '@/lib/posts/types';
import { loadSupabase } from '@/lib/supabase-lazy';
import type { LinkPost, LinkRewrite } from '../lib/link-targets';
import { slugsToLookUp, workspaceLinks } from '../lib/workspace-links';
import { adminKeys } from './query-keys';

/** A value inside PostgREST's `in.(…)` within `or=(…)`: double-quoted, so commas cannot split it. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`;
}

/**
 * What rewriting one translation's links needs, in one request: the posts whose slug a link
 * names (in any language and state: a link names its post whatever becomes of it), and the
 * target language's published posts, among which their groups' versions are. Only published
 * versions count as link targets: a translation is read on public pages, where a draft or a
 * scheduled post is not there yet. A slug list that is empty asks for nothing.
 */
export async function getLinkTargets({
  slugs,
  targetLanguage,
}: {
  slugs: readonly string[];
  targetLanguage: string;
}): Promise<LinkPost[]> {
  if (slugs.length === 0) return [];
  const supabase = await loadSupabase('signed-in');
  const { data, error } = await supabase
    .from('blog_posts')
    .select('id,translation_of,language,slug,status')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .or(
      `slug.in.(${slugs.map(quoted).join(',')}),and(language.eq.${quoted(targetLanguage)},status.eq.published)`,
    );
  if (error) throw error;
  return data ?? [];
}

export function linkTargetsQueryOptions(slugs: readonly string[], targetLanguage: string) {
  return queryOptions({
    queryKey: [
      ...adminKeys.translation(),
      'link-targets',
      targetLanguage,
      [...slugs].sort(),
    ] as const,
    queryFn: () => getLinkTargets({ slugs, targetLanguage }),
    retry: 1,
  });
}

export function useLinkTargets(slugs: readonly string[], targetLanguage: string) {
  return useQuery(linkTargetsQueryOptions(slugs, targetLanguage));
}

/**
 * Per original, the links its translation into `targetLanguage` gets (what the workspace would
 * use), with one lookup for all the originals' link targets.
 */
export async function linksOfOriginals(
  originals: readonly Pick<PostRow, 'id' | 'content_markdown'>[],
  targetLanguage: string,
): Promise<Map<string, LinkRewrite[]>> {
  const slugs = [
    ...new Set(originals.flatMap((row) => slugsToLookUp(row.content_markdown, site.origin))),
  ];
  const posts = await getLinkTargets({ slugs, targetLanguage });
  return new Map(
    originals.map((original) => [
      original.id,
      workspaceLinks({
        originalBody: original.content_markdown,
        targetLanguage,
        posts,
        origin: site.origin,
      }),
    ]),
  );
}
