import { screen } from '@testing-library/react';
import type { PostPayload } from '@/lib/posts/types';
import { renderWithProviders } from '@/testing/render';
import { mockedApi } from '@/testing/supabase-mock';
import { seedAccounts } from '../../../../../supabase/embedded/index';
import { createTestClient, type TestServer } from '../../../../../supabase/embedded/testing';
import { TranslationWorkspacePage } from './translation-workspace-page';

/**
 * What the workspace's tests share: an original and its translation written through the real
 * supabase-js as the seed's admin, and the workspace page rendered for it. The test files mock
 * '@/lib/supabase' and '@/lib/supabase-lazy' with '@/testing/supabase-mock' themselves.
 */

export const sourceBody =
  '## Why it matters\n\nRead **the guide** at [our docs](https://example.com/docs).\n\n![A chart](/img/chart.png)\n';

export const base: Omit<PostPayload, 'slug' | 'language' | 'translation_of'> = {
  title: 'Launch day',
  excerpt: 'What we ship',
  content_markdown: sourceBody,
  content_html: '',
  author: 'Ada',
  published_at: null,
  category: 'Product',
  tags: [],
  meta_description: '',
  seo_title: null,
  featured_image: null,
  featured_image_alt: null,
  read_time: 3,
  outrank_id: 'workspace-test',
  status: 'draft',
};

export async function signIn(server: TestServer) {
  const token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
  mockedApi.client = createTestClient(server.url, { accessToken: token });
}

/**
 * An English original and its German translation, prefilled in English as "Translate" does;
 * `original` overrides the original's fields (and so the prefill's), `translation` the German's.
 */
export async function originalAndTranslation(
  slug: string,
  translation: Record<string, unknown> = {},
  original: Partial<PostPayload> = {},
) {
  const { data: inserted, error } = await mockedApi.client
    .from('blog_posts')
    .insert({ ...base, ...original, slug, language: 'en', translation_of: null })
    .select('id')
    .single();
  if (error) throw error;
  const { data: german, error: germanError } = await mockedApi.client
    .from('blog_posts')
    .insert({
      ...base,
      ...original,
      slug,
      language: 'de',
      translation_of: inserted.id,
      ...translation,
    })
    .select('id')
    .single();
  if (germanError) throw germanError;
  return { originalId: inserted.id, translationId: german.id };
}

export function renderWorkspace(id: string) {
  return renderWithProviders(<TranslationWorkspacePage id={id} />, {
    queryClient: true,
    auth: { status: 'signed-in', user: { id: seedAccounts.admin.id, email: 'admin@example.com' } },
  });
}

export const segmentRow = async (key: string) =>
  (await screen.findAllByTestId('workspace-segment')).find(
    (row) => row.getAttribute('data-key') === key,
  )!;
