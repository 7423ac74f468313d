import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostPayload } from '@/lib/posts/types';
import { mockedApi } from '@/testing/supabase-mock';
import { seedAccounts } from '../../../../supabase/embedded/index';
import {
  createTestClient,
  startTestServer,
  type TestServer,
} from '../../../../supabase/embedded/testing';
import {
  deeplStandInEnv,
  startDeeplStandIn,
} from '../../../../supabase/functions/translate/testing/provider-stand-ins';
import { translateMissingLanguages, type LanguageOutcome } from './translate-missing-languages';

/**
 * Translate missing languages against the real thing: supabase-js signed in as the seed's admin,
 * the embedded backend (migrations, row-level security, the segment_states check, the
 * needs_review column) and its translate function talking to a local DeepL-speaking server.
 */
// The translate function runs in this process: its DeepL client (deepl-node, over axios) must
// speak plain Node HTTP to the stand-in, not jsdom's XMLHttpRequest with its CORS preflight.
vi.hoisted(() => {
  Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
});
vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

const original: PostPayload = {
  title: 'Launch day',
  slug: 'bulk-launch-day',
  excerpt: 'What we ship',
  content_markdown:
    '## Why it matters\n\nRead **the guide** at [our docs](https://example.com/docs).\n\n- One\n- Two\n',
  content_html: '',
  author: 'Ada',
  published_at: null,
  category: 'Product',
  tags: ['Launch'],
  meta_description: '',
  seo_title: null,
  featured_image: null,
  featured_image_alt: null,
  read_time: 3,
  outrank_id: 'bulk-test',
  status: 'draft',
  language: 'en',
  translation_of: null,
};

describe('translate missing languages', () => {
  let server: TestServer;
  let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>;
  beforeAll(async () => {
    deepl = await startDeeplStandIn();
    server = await startTestServer({
      functionsEnv: deeplStandInEnv(deepl.url),
    });
    const token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
    mockedApi.client = createTestClient(server.url, { accessToken: token });
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await deepl?.close();
  });

  async function insertOriginal(slug: string) {
    const { data, error } = await mockedApi.client
      .from('blog_posts')
      .insert({ ...original, slug })
      .select('id')
      .single();
    if (error) throw error;
    return data.id;
  }

  const translations = async (id: string) =>
    (
      await mockedApi.client
        .from('blog_posts')
        .select('language, status, title, tags, content_markdown, segment_states, needs_review')
        .eq('translation_of', id)
        .order('language')
    ).data ?? [];

  it('makes one machine draft per language, in the original’s Markdown, each segment marked machine', async () => {
    const id = await insertOriginal('bulk-two');
    const heard: LanguageOutcome[] = [];
    const outcomes = await translateMissingLanguages({
      jobs: [{ originalId: id, languages: ['de', 'fr'] }],
      by: seedAccounts.admin.id,
      onProgress: (outcome) => heard.push(outcome),
    });
    expect(outcomes.map((outcome) => [outcome.language, outcome.ok])).toEqual([
      ['de', true],
      ['fr', true],
    ]);
    expect(heard).toEqual(outcomes);
    // One provider call per language, with every segment of the original.
    expect(deepl.requests.filter((seen) => seen.path === '/v2/translate')).toHaveLength(2);

    const [german, french] = await translations(id);
    expect(german).toMatchObject({
      language: 'de',
      status: 'draft',
      title: '‹de› Launch day',
      tags: ['‹de› Launch'],
      needs_review: true,
    });
    expect(german!.content_markdown).toBe(
      '## ‹de› Why it matters\n\n‹de› Read **the guide** at [‹de› our docs](https://example.com/docs).\n\n- ‹de› One\n- ‹de› Two\n',
    );
    const states = german!.segment_states as Record<string, { state: string }>;
    expect(Object.keys(states)).toEqual(expect.arrayContaining(['title', 'excerpt', 'body.0']));
    expect(Object.values(states).every((state) => state.state === 'machine')).toBe(true);
    expect(french).toMatchObject({ language: 'fr', title: '‹fr› Launch day' });
  });

  it('points a draft’s links to posts’ versions in its language where published, else the original', async () => {
    // An English post with no German version; the seed's agency guide has a published one.
    await insertOriginal('bulk-links-english-only');
    const { error } = await mockedApi.client
      .from('blog_posts')
      .update({ status: 'published', published_at: new Date().toISOString() })
      .eq('slug', 'bulk-links-english-only');
    expect(error).toBeNull();
    const { data, error: insertError } = await mockedApi.client
      .from('blog_posts')
      .insert({
        ...original,
        slug: 'bulk-links',
        content_markdown:
          'Read [the guide](/resources/blog/white-label-ai-demos-for-agencies), ' +
          '[the notes](/resources/blog/bulk-links-english-only) and [prices](/pricing).\n',
      })
      .select('id')
      .single();
    if (insertError) throw insertError;
    const outcomes = await translateMissingLanguages({
      jobs: [{ originalId: data.id, languages: ['de'] }],
      by: seedAccounts.admin.id,
    });
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true]);
    const [german] = await translations(data.id);
    expect(german!.content_markdown).toBe(
      '‹de› Read [‹de› the guide](/de/resources/blog/white-label-ki-demos-fuer-agenturen), ' +
        '[‹de› the notes](/resources/blog/bulk-links-english-only) and [‹de› prices](/de/pricing).\n',
    );
  });

  it('writes nothing for a language whose call fails, says why, and goes on with the next', async () => {
    const id = await insertOriginal('bulk-quota');
    let calls = 0;
    // The first language's call answers DeepL's 456 (quota used up); the second's succeeds.
    deepl.override = () => (++calls === 1 ? { status: 456 } : undefined);
    try {
      const outcomes = await translateMissingLanguages({
        jobs: [{ originalId: id, languages: ['it', 'nl'] }],
        by: seedAccounts.admin.id,
      });
      expect(outcomes).toEqual([
        { originalId: id, language: 'it', ok: false, code: 'quota_exceeded', retryAfter: null },
        { originalId: id, language: 'nl', ok: true, id: expect.any(String) },
      ]);
    } finally {
      deepl.override = undefined;
    }
    expect((await translations(id)).map((row) => row.language)).toEqual(['nl']);
  });

  it('writes nothing for a language with a segment whose answer breaks the original’s structure', async () => {
    const id = await insertOriginal('bulk-misfit');
    // Every answer loses its Markdown: the link and the bold mark are gone.
    deepl.override = (texts) => ({ texts: texts.map(() => 'Nur Wörter') });
    try {
      const outcomes = await translateMissingLanguages({
        jobs: [{ originalId: id, languages: ['de'] }],
        by: seedAccounts.admin.id,
      });
      expect(outcomes).toEqual([
        { originalId: id, language: 'de', ok: false, code: 'refused', retryAfter: null },
      ]);
    } finally {
      deepl.override = undefined;
    }
    expect(await translations(id)).toEqual([]);
  });

  it('translates a selection post by post; a 429 says when to retry, a 5xx has its own code', async () => {
    const first = await insertOriginal('bulk-selection-one');
    const second = await insertOriginal('bulk-selection-two');
    let calls = 0;
    // The second call is rate limited, the third fails with a 503; each fails only its language.
    deepl.override = () => {
      calls += 1;
      if (calls === 2) return { status: 429, headers: { 'Retry-After': '12' } };
      if (calls === 3) return { status: 503 };
      return undefined;
    };
    const started: string[] = [];
    try {
      const outcomes = await translateMissingLanguages({
        jobs: [
          { originalId: first, languages: ['de', 'fr'] },
          { originalId: second, languages: ['ja', 'ko'] },
        ],
        by: seedAccounts.admin.id,
        onStart: (originalId, language) => started.push(`${originalId}:${language}`),
      });
      expect(started).toEqual([`${first}:de`, `${first}:fr`, `${second}:ja`, `${second}:ko`]);
      expect(outcomes).toEqual([
        { originalId: first, language: 'de', ok: true, id: expect.any(String) },
        {
          originalId: first,
          language: 'fr',
          ok: false,
          code: 'rate_limited',
          retryAfter: expect.any(Number),
        },
        {
          originalId: second,
          language: 'ja',
          ok: false,
          code: 'provider_unavailable',
          retryAfter: null,
        },
        { originalId: second, language: 'ko', ok: true, id: expect.any(String) },
      ]);
    } finally {
      deepl.override = undefined;
    }
    expect((await translations(first)).map((row) => row.language)).toEqual(['de']);
    expect((await translations(second)).map((row) => row.language)).toEqual(['ko']);
  });

  it('stops between two languages when asked, never inside one', async () => {
    const id = await insertOriginal('bulk-stopped');
    const stop = new AbortController();
    const outcomes = await translateMissingLanguages({
      jobs: [{ originalId: id, languages: ['es', 'pt', 'zh'] }],
      by: seedAccounts.admin.id,
      signal: stop.signal,
      // Asked while the first language is on its way: it still finishes whole.
      onStart: () => stop.abort(),
    });
    expect(outcomes.map((outcome) => [outcome.language, outcome.ok || outcome.code])).toEqual([
      ['es', true],
      ['pt', 'stopped'],
      ['zh', 'stopped'],
    ]);
    expect((await translations(id)).map((row) => row.language)).toEqual(['es']);
  });
});
