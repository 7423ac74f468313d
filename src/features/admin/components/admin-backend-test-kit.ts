import type { TablesInsert } from '@/lib/database.types';
import { mockedApi } from '@/testing/supabase-mock';
import { seedAccounts } from '../../../../supabase/embedded/index';
import { createTestClient, type TestServer } from '../../../../supabase/embedded/testing';

/**
 * What the admin's tests against the embedded backend share: the seed's admin signed in through
 * the real supabase-js, and posts written as that admin. The test files mock '@/lib/supabase' and
 * '@/lib/supabase-lazy' with '@/testing/supabase-mock' themselves (vi.mock is hoisted per file).
 */

/** The auth state a rendered admin view is given: the seed's admin. */
export const adminAuth = {
  status: 'signed-in' as const,
  user: { id: seedAccounts.admin.id, email: seedAccounts.admin.email },
};

/** Signs the seed's admin in on `server`; every later request of the tests goes as the admin. */
export async function signInAsAdmin(server: TestServer): Promise<void> {
  const token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
  mockedApi.client = createTestClient(server.url, { accessToken: token });
}

/** A draft post with a short body and the columns a test does not care about filled in. */
export async function insertPost(
  fields: Pick<TablesInsert<'blog_posts'>, 'title' | 'slug' | 'language'> &
    Partial<TablesInsert<'blog_posts'>>,
): Promise<string> {
  const { data, error } = await mockedApi.client
    .from('blog_posts')
    .insert({
      excerpt: '',
      content_markdown: 'Read [our docs](https://example.com/docs) first.\n',
      content_html: '',
      author: 'Ada',
      category: 'Product',
      tags: [],
      meta_description: '',
      read_time: 3,
      outrank_id: fields.slug,
      status: 'draft',
      published_at: null,
      ...fields,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}
