/**
 * The translate function end to end: the embedded backend serves it at /functions/v1/translate,
 * supabase-js's functions.invoke calls it as the admin does, the database says who is an admin
 * and holds the glossary, and a local DeepL-speaking server stands in for DeepL.
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../embedded/index';
import { startTestServer, type TestServer } from '../../embedded/testing';
import { joinBody, splitBody, splitPost } from '../_shared/markdown-segments';
import { deeplStandInEnv, startDeeplStandIn } from './testing/provider-stand-ins';

let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>;
let server: TestServer;
let adminClient: SupabaseClient;
const monthlyLimit = 200_000;

const sql = (text: string, params: unknown[] = []) => server.backend.database.query(text, params);

beforeAll(async () => {
  deepl = await startDeeplStandIn();
  server = await startTestServer({
    functionsEnv: {
      ...deeplStandInEnv(deepl.url),
      TRANSLATION_TIMEOUT_MS: '1500',
      TRANSLATION_MONTHLY_CHARACTERS: String(monthlyLimit),
    },
  });
  await sql(
    `insert into public.translation_glossary (source_language, target_language, term, translation, updated_by)
     values ('en', 'de', 'Demoly', null, 'test'), ('en', 'de', 'pipeline', 'Vertriebspipeline', 'test')`,
  );
  adminClient = server.client(
    await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword),
  );
}, 60_000);

afterAll(async () => {
  await server?.destroy();
  await deepl?.close();
});

async function failureOf(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('translate', { body });
  expect(data).toBeNull();
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { error: { code: string; message: string } },
  };
}

const translateBody = (segments: { key: string; text: string }[]) => ({
  action: 'translate',
  sourceLanguage: 'en',
  targetLanguage: 'de',
  segments,
});

describe('who may call it', () => {
  it('refuses anon (401) and a signed-in non-admin (403) without any provider call', async () => {
    deepl.requests.length = 0;
    const anon = await failureOf(server.client(), translateBody([{ key: 'title', text: 'Hello' }]));
    expect(anon.status).toBe(401);
    expect(anon.body.error.code).toBe('unauthorized');
    const viewerToken = await server.signIn(
      seedAccounts.viewer.email,
      seedAccounts.viewer.defaultPassword,
    );
    const viewer = await failureOf(
      server.client(viewerToken),
      translateBody([{ key: 'title', text: 'Hello' }]),
    );
    expect(viewer.status).toBe(403);
    expect(viewer.body.error).toEqual({
      code: 'forbidden',
      message: 'Only admins can use machine translation.',
    });
    const forged = await failureOf(server.client('not-a-token'), { action: 'status' });
    expect(forged.status).toBe(401);
    expect(deepl.requests).toHaveLength(0);
  });

  it('answers a bad body with 400 and names the problem', async () => {
    const bad = await failureOf(adminClient, {
      action: 'translate',
      sourceLanguage: 'en',
      targetLanguage: 'en',
      segments: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/segments|targetLanguage/);
  });
});

describe('an admin translating a seed post', () => {
  it('reports the provider, the limit and this month’s usage', async () => {
    const { data, error } = await adminClient.functions.invoke('translate', {
      body: { action: 'status' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      provider: 'deepl',
      monthlyLimit,
      usedThisMonth: expect.any(Number),
    });
    expect(data.enable).toContain('TRANSLATION_PROVIDER');
  });

  it('gets every segment back with Markdown intact, glossary terms kept, and a run recorded', async () => {
    const [post] = (
      await sql(
        `select title, excerpt, content_markdown, tags from public.blog_posts where slug = 'white-label-ai-demos-for-agencies'`,
      )
    ).rows as { title: string; excerpt: string; content_markdown: string; tags: string[] }[];
    const segments = splitPost({
      title: `${post!.title} with Demoly`,
      excerpt: post!.excerpt,
      tags: post!.tags,
      body: post!.content_markdown,
    });
    deepl.requests.length = 0;
    const { data, error } = await adminClient.functions.invoke('translate', {
      body: translateBody(segments.map(({ key, source }) => ({ key, text: source }))),
    });
    expect(error).toBeNull();
    const results = data.results as { key: string; ok: boolean; text: string }[];
    expect(results.every((result) => result.ok)).toBe(true);
    expect(data.provider).toBe('deepl');
    expect(data.characters).toBeGreaterThan(2_000);
    // One request for the whole post (plus the glossary lookup and creation).
    expect(deepl.requests.filter((request) => request.path === '/v2/translate')).toHaveLength(1);
    const byKey = Object.fromEntries(results.map((result) => [result.key, result.text]));
    expect(byKey.title).toBe(`‹de› ${post!.title} with Demoly`);
    const body = joinBody(
      post!.content_markdown,
      Object.fromEntries(Object.entries(byKey).filter(([key]) => key.startsWith('body.'))),
    );
    expect(body).toContain('## ‹de› What white-label means in practice');
    expect(body).toContain('- ‹de› **Custom branding and domain**');
    expect(body).toContain('1. ‹de› **Use a standard brief.**');
    expect(body).toContain('Vertriebspipeline');
    expect(body).not.toMatch(/\bpipeline\b/);
    const structure = (markdown: string) =>
      splitBody(markdown).map((segment) => [segment.kind, segment.locked]);
    expect(structure(body)).toEqual(structure(post!.content_markdown));
    const runs = (
      await sql(`select * from public.translation_runs order by created_at desc limit 1`)
    ).rows;
    expect(runs[0]).toMatchObject({
      provider: 'deepl',
      outcome: 'ok',
      characters: data.characters,
      requested_by: seedAccounts.admin.id,
    });
  });
});

describe('hostile provider answers', () => {
  const hostile = [
    { key: 'body.0', text: 'Read [the guide](/blog/guide) today.' },
    { key: 'body.1', text: 'A second paragraph.' },
    { key: 'body.2', text: 'A third one.' },
    { key: 'body.3', text: 'A fourth one.' },
  ];

  it('refuses each bad segment with a reason and applies nothing of it', async () => {
    deepl.override = (texts) => ({
      texts: [
        texts[0]!.replace('<x i="0"/>', '[the guide](https://evil.example)'),
        'Ein Absatz <script>alert(1)</script>',
        '',
        `Eins ${'sehr lang '.repeat(300)}`,
      ],
    });
    const { data, error } = await adminClient.functions.invoke('translate', {
      body: translateBody(hostile),
    });
    deepl.override = undefined;
    expect(error).toBeNull();
    const reasons = (data.results as { ok: boolean; reason?: string }[]).map((result) => [
      result.ok,
      result.reason,
    ]);
    expect(reasons).toEqual([
      [false, expect.stringMatching(/lost or repeated a locked part/)],
      [false, expect.stringMatching(/adds HTML .*<script>/)],
      [false, expect.stringMatching(/empty/)],
      [false, expect.stringMatching(/more than 4×/)],
    ]);
    expect(JSON.stringify(data)).not.toContain('evil.example');
    const [run] = (
      await sql(`select outcome from public.translation_runs order by created_at desc limit 1`)
    ).rows;
    expect(run).toEqual({ outcome: 'refused' });
  });

  it('refuses every segment when the provider answers a different number of them', async () => {
    deepl.override = () => ({ texts: ['nur eins'] });
    const { data } = await adminClient.functions.invoke('translate', {
      body: translateBody(hostile),
    });
    deepl.override = undefined;
    expect(
      (data.results as { ok: boolean; reason: string }[]).every(
        (result) => !result.ok && /1 translations for 4/.test(result.reason),
      ),
    ).toBe(true);
  });
});

describe('provider failures', () => {
  it.each([
    [{ status: 456 }, 502, 'quota_exceeded'],
    [{ status: 429, headers: { 'Retry-After': '9' } }, 429, 'rate_limited'],
    [{ status: 500 }, 502, 'provider_unavailable'],
    [{ delayMs: 3_000 }, 502, 'provider_timeout'],
  ])('maps %o to %i %s and records a failed run', async (override, status, code) => {
    deepl.override = () => override;
    const failure = await failureOf(
      adminClient,
      translateBody([{ key: 'title', text: 'Hello world' }]),
    );
    deepl.override = undefined;
    expect(failure.status).toBe(status);
    expect(failure.body.error.code).toBe(code);
    if (status === 429) expect(failure.headers.get('retry-after')).toBe('30');
    const [run] = (
      await sql(`select outcome from public.translation_runs order by created_at desc limit 1`)
    ).rows;
    expect(run).toEqual({ outcome: 'failed' });
  });

  it('refuses work past the monthly limit with 429 and says so, without calling the provider', async () => {
    await sql(
      `insert into public.translation_runs (requested_by, provider, characters, segments, outcome) values ('test', 'deepl', $1, 1, 'ok')`,
      [monthlyLimit],
    );
    deepl.requests.length = 0;
    const failure = await failureOf(
      adminClient,
      translateBody([{ key: 'title', text: 'Hello world' }]),
    );
    expect(failure.status).toBe(429);
    expect(failure.body.error.code).toBe('monthly_limit');
    expect(failure.body.error.message).toMatch(
      /monthly machine-translation limit of 200,000 characters/,
    );
    expect(deepl.requests.filter((request) => request.path === '/v2/translate')).toHaveLength(0);
  });
});

describe('the embedded route', () => {
  it('refuses a body over 1 MB with 413 and an unknown function with 404', async () => {
    const tooLarge = await fetch(`${server.url}/functions/v1/translate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'status', padding: 'x'.repeat(1_100_000) }),
      signal: AbortSignal.timeout(8_000),
    });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe(
      'payload_too_large',
    );
    const unknown = await fetch(`${server.url}/functions/v1/nothing-here`, {
      method: 'POST',
      signal: AbortSignal.timeout(8_000),
    });
    expect(unknown.status).toBe(404);
  });
});

describe('with no provider configured (the embedded default)', () => {
  it('says which variables enable it, and answers translate with 409', async () => {
    const plain = await startTestServer();
    try {
      const client = plain.client(
        await plain.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword),
      );
      const { data } = await client.functions.invoke('translate', { body: { action: 'status' } });
      expect(data).toMatchObject({ provider: null, monthlyLimit: null, usedThisMonth: 0 });
      expect(data.enable).toMatch(/TRANSLATION_PROVIDER=deepl with DEEPL_API_KEY/);
      const { error } = await client.functions.invoke('translate', {
        body: translateBody([{ key: 'title', text: 'Hello' }]),
      });
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'no_provider',
      );
    } finally {
      await plain.destroy();
    }
  });
});
