import type { SupabaseClient } from '@supabase/supabase-js';
import { isLanguageCode, type LanguageCode } from '@/config/languages';
import type { Database } from '@/lib/database.types';

// Free of React: the server's feeds read the names with it too.

/** One category's names, by language (English always present for a named category). */
export type CategoryNameSet = Readonly<Partial<Record<LanguageCode, string>>>;

/**
 * Every named category the caller may read, by its stored key. A plain object, not a Map: a
 * server render sends its queries to the browser as JSON.
 */
export type CategoryNames = Readonly<Record<string, CategoryNameSet>>;

/** A blog has a handful of categories; the bound keeps a runaway table from becoming a page. */
export const categoryNamesLimit = 1000;

function toNameSet(json: unknown): CategoryNameSet {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return {};
  const names: Partial<Record<LanguageCode, string>> = {};
  for (const [code, name] of Object.entries(json)) {
    if (isLanguageCode(code) && typeof name === 'string') names[code] = name;
  }
  return names;
}

/**
 * The categories' names (blog_category_names), as `client` may read them: the public those of
 * categories with a public post; an admin every one, also those no post uses yet.
 */
export async function fetchCategoryNames(client: SupabaseClient<Database>): Promise<CategoryNames> {
  const { data, error } = await client
    .from('blog_category_names')
    .select('category,names')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .order('category')
    .limit(categoryNamesLimit);
  if (error) throw error;
  return Object.fromEntries(
    (data ?? []).map(({ category, names }) => [category, toNameSet(names)]),
  );
}
