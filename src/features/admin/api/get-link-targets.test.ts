/**
 * The link lookup against the embedded backend (Postgres with row-level security) through
 * supabase-js: one request gives the linked posts and their groups' published versions in the
 * target language, and rewriteLinks turns them into the translation's links.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccessTokenProvider, setServerApiOrigin } from '@/lib/supabase';
import { createPost } from '@/lib/posts/create-post';
import { makePayload } from '@/lib/posts/test-rows';
import type { PostPayload } from '@/lib/posts/types';
import { seedAccounts } from '../../../../supabase/embedded';
import { startTestServer, type TestServer } from '../../../../supabase/embedded/testing';
import { rewriteLinks } from '../lib/link-targets';
import { getLinkTargets } from './get-link-targets';

let server: TestServer;
let token: string | null = null;

beforeAll(async () => {
  server = await startTestServer();
  setServerApiOrigin(server.url);
  setAccessTokenProvider(async () => token);
  token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
}, 180_000);

afterAll(async () => {
  setAccessTokenProvider(async () => null);
  await server?.destroy();
});

async function post(overrides: Partial<PostPayload>): Promise<string> {
  const payload = makePayload(overrides);
  await createPost(payload);
  const { data } = await server
    .client(token!)
    .from('blog_posts')
    .select('id')
    .eq('slug', payload.slug)
    .eq('language', payload.language)
    .single();
  return data!.id;
}

describe('getLinkTargets', () => {
  it('reads the linked posts and their published versions in the target language, in one request', async () => {
    const run = randomUUID().slice(0, 8);
    const launch = await post({ slug: `launch-${run}` });
    await post({ slug: `start-${run}`, language: 'de', translation_of: launch, title: 'Start' });
    const guide = await post({ slug: `guide-${run}` });
    await post({
      slug: `leitfaden-${run}`,
      language: 'de',
      translation_of: guide,
      status: 'draft',
      published_at: null,
    });

    const rows = await getLinkTargets({
      slugs: [`launch-${run}`, `guide-${run}`, `gone-${run}`],
      targetLanguage: 'de',
    });
    const rewrites = rewriteLinks({
      urls: [
        `/resources/blog/launch-${run}#top`,
        `/resources/blog/guide-${run}`,
        `/resources/blog/gone-${run}`,
      ],
      targetLanguage: 'de',
      posts: rows,
      origin: 'https://demoly.ai',
    });
    expect(rewrites.map((rewrite) => rewrite.target)).toEqual([
      `/de/resources/blog/start-${run}#top`,
      // The German guide is a draft: the link keeps the published original.
      `/resources/blog/guide-${run}`,
      `/resources/blog/gone-${run}`,
    ]);
    // The request is narrow: the linked posts, and German ones only when published.
    expect(
      rows.filter((row) => row.language === 'de').every((row) => row.status === 'published'),
    ).toBe(true);
    expect(
      rows
        .filter((row) => row.language === 'en')
        .map((row) => row.slug)
        .sort(),
    ).toEqual([`guide-${run}`, `launch-${run}`]);
    expect(await getLinkTargets({ slugs: [], targetLanguage: 'de' })).toEqual([]);
  }, 60_000);
});
