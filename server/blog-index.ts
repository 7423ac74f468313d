/**
 * What the feeds and the sitemap need from the blog, read through the same API the site uses
 * (the embedded backend, or Supabase in hosted mode) with the anonymous key, so row-level
 * security decides what is public. Written once for the build and for `npm start`.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LanguageCode } from '../src/config/languages';
import type { Database, Tables } from '../src/lib/database.types';

/** The newest posts a feed lists. */
export const feedSize = 50;
/** The API's row cap (max_rows): the sitemap pages through all posts in steps of this. */
const pageSize = 1000;

/** A feed's item: the post's card columns, never its body. */
export type FeedPost = Pick<
  Tables<'blog_posts'>,
  'slug' | 'title' | 'excerpt' | 'author' | 'published_at' | 'created_at' | 'category' | 'tags'
>;

/** The newest posts written in `language`, never their bodies. */
export async function getFeedPosts(
  client: SupabaseClient<Database>,
  language: LanguageCode,
): Promise<FeedPost[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select('slug,title,excerpt,author,published_at,created_at,category,tags')
    .eq('language', language)
    // Undated posts last: Postgres sorts NULL first in a descending order.
    .order('published_at', { ascending: false, nullsFirst: false })
    .order('id', { ascending: false })
    .limit(feedSize);
  if (error) throw new Error(`Reading the feed posts failed: ${error.message}`);
  return data ?? [];
}

export type SitemapPost = Pick<
  Tables<'blog_posts'>,
  'id' | 'slug' | 'language' | 'translation_of' | 'updated_at' | 'created_at'
>;

/** How many posts are public: the sitemap index needs the number, never the rows. */
export async function countPosts(client: SupabaseClient<Database>): Promise<number> {
  const { count, error } = await client
    .from('blog_posts')
    .select('id', { count: 'exact', head: true });
  if (error) throw new Error(`Counting the posts for the sitemap failed: ${error.message}`);
  return count ?? 0;
}

/**
 * Every post, oldest first so files stay stable while posts are added. Each page continues
 * after the last (created_at, id) of the one before (an index range scan, where an offset made
 * every page sort the posts before it); created_at is quoted, as a timestamp holds `:` and `+`.
 */
export async function getSitemapPosts(client: SupabaseClient<Database>): Promise<SitemapPost[]> {
  const posts: SitemapPost[] = [];
  for (;;) {
    const last = posts.at(-1);
    let query = client
      .from('blog_posts')
      .select('id,slug,language,translation_of,updated_at,created_at')
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .limit(pageSize);
    if (last) {
      const after = `"${last.created_at}"`;
      // The gte alone lets the index start the scan at the page's first time; the or is exact.
      query = query
        .gte('created_at', last.created_at)
        .or(`created_at.gt.${after},and(created_at.eq.${after},id.gt.${last.id})`);
    }
    const { data, error } = await query;
    if (error) throw new Error(`Reading the posts for the sitemap failed: ${error.message}`);
    posts.push(...(data ?? []));
    if (!data || data.length < pageSize) return posts;
  }
}
