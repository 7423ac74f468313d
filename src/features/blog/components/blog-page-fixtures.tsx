/**
 * The blog pages' test fixtures: rows of our own in the embedded backend, a client that records
 * the requests the pages make, and the page rendered with a location probe and the toaster.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { en } from '@/i18n/locales/en';
import type { Messages } from '@/i18n/messages';
import { renderWithProviders } from '@/testing/render';
import { mockedApi } from '@/testing/supabase-mock';
import { createTestClient, type TestServer } from '../../../../supabase/embedded/testing';
import { makeRow } from '@/lib/posts/test-rows';
import type { PostRow } from '@/lib/posts/types';

/** The requests the client the app's getSupabase() returns made, in order. */
export const api = { requests: [] as URL[] };

export /** A client of `url` that records every request URL, as the browser's network panel would. */
function recordingClient(url: string): SupabaseClient {
  return createTestClient(url, {
    fetch: (input, init) => {
      api.requests.push(new URL(input instanceof Request ? input.url : String(input)));
      return fetch(input, init);
    },
  });
}

async function insertPost(server: TestServer, row: PostRow) {
  await server.backend.database.query(
    `insert into public.blog_posts (id, title, slug, excerpt, content_html, content_markdown,
       author, published_at, created_at, updated_at, category, tags, featured_image, read_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      row.id,
      row.title,
      row.slug,
      row.excerpt,
      row.content_html,
      row.content_markdown,
      row.author,
      row.published_at,
      row.created_at,
      // Its last save as a post of some age has it: the JSON-LD's dateModified must show this,
      // not the moment the test server started.
      row.updated_at,
      row.category,
      row.tags,
      row.featured_image,
      row.read_time,
    ],
  );
}

export const first = makeRow({
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'first',
  title: 'First post',
  category: 'Sales',
  tags: ['CRM'],
  content_html: '<p>Hello<img src=x onerror="alert(1)"></p>',
});
export const second = makeRow({
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'second',
  title: 'Second post',
  excerpt: 'About analytics',
  category: 'Product',
  tags: [],
  featured_image: null,
  published_at: '2026-03-05T10:00:00Z',
});
/** Twelve older posts, so the list has a second page; the oldest has a category of its own. */
export const older = Array.from({ length: 12 }, (_, index) =>
  makeRow({
    id: `33333333-3333-4333-8333-${String(index).padStart(12, '0')}`,
    slug: `older-${index}`,
    title: `Older post ${index}`,
    excerpt: 'From the archive',
    category: index === 11 ? 'Archive' : 'Guides',
    tags: [],
    featured_image: null,
    published_at: `2025-01-${String(28 - index).padStart(2, '0')}T10:00:00Z`,
  }),
);

/** Empties the blog and writes the posts above into it. */
export async function seedBlogPosts(server: TestServer) {
  await server.backend.database.query('delete from public.blog_posts');
  for (const row of [first, second, ...older]) await insertPost(server, row);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(
  page: ReactNode,
  { url = '/resources/blog', messages = en as Messages, language = 'en' as 'en' | 'de' } = {},
) {
  return renderWithProviders(
    <>
      {page}
      <LocationProbe />
      <Toaster />
    </>,
    { path: url, messages, language, queryClient: true },
  );
}

/** Gives this browser (or takes away) navigator.share and navigator.clipboard. */
export function setNavigator(values: { share?: unknown; clipboard?: unknown }) {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(window.navigator, name, { value, configurable: true });
  }
}

/** Gives back jsdom's own navigator.share and navigator.clipboard. */
export function restoreNavigator() {
  // Own properties shadow the prototype's; deleting them restores jsdom's navigator.
  for (const name of ['share', 'clipboard']) {
    Reflect.deleteProperty(window.navigator, name);
  }
}

/** The test expects console.error: take it over from the setup, which fails on any call. */
export function expectConsoleErrors() {
  return vi.mocked(console.error).mockImplementation(() => {});
}

/** A backend that is down: nothing listens on the port. */
export function unreachableBackend() {
  mockedApi.client = recordingClient('http://127.0.0.1:9');
}
