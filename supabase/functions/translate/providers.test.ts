/**
 * Each provider against a local server speaking its wire format: what goes over the wire (batched
 * texts, locked parts in the provider's own form, glossary, formality), what comes back through
 * restore and the structure check, and how its failures are named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeeplProvider } from './providers/deepl';
import { createGoogleProvider } from './providers/google';
import { createOpenAiProvider } from './providers/openai';
import { ProviderError, type TranslationProvider } from './providers/types';
import { translateSegments, type SegmentInput } from './segments';
import {
  startDeeplStandIn,
  startGoogleStandIn,
  startOpenAiStandIn,
  type StandIn,
} from './testing/provider-stand-ins';

const segments: SegmentInput[] = [
  { key: 'title', text: 'Demoly for agencies & teams' },
  { key: 'body.0', text: 'Read [the guide](/blog/guide) with `npm start` and **Demoly** {name}.' },
  { key: 'body.1', text: 'the guide' },
  { key: 'body.2', text: '[only a link](/x)' },
];

const job = (extra: Partial<Parameters<typeof translateSegments>[1]> = {}) => ({
  sourceLanguage: 'en',
  targetLanguage: 'de',
  segments,
  glossary: [
    { term: 'Demoly', translation: null },
    { term: 'agencies', translation: 'Agenturen' },
  ],
  formality: 'more' as const,
  instructions: 'Use short sentences.',
  signal: AbortSignal.timeout(5_000),
  ...extra,
});

async function failureOf(provider: TranslationProvider) {
  try {
    await translateSegments(provider, job());
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('DeepL (deepl-node against /v2/translate and /v2/glossaries)', () => {
  let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>;
  let provider: TranslationProvider;
  beforeAll(async () => {
    deepl = await startDeeplStandIn();
    provider = createDeeplProvider({ apiKey: 'key:fx', serverUrl: deepl.url, timeoutMs: 1_000 });
  });
  afterAll(() => deepl.close());

  it('sends every text in one request as XML with locked parts as tags, and restores them', async () => {
    deepl.requests.length = 0;
    deepl.override = undefined;
    const results = await translateSegments(provider, job());
    expect(results).toEqual([
      { key: 'title', ok: true, text: '‹de› Demoly for Agenturen & teams' },
      {
        key: 'body.0',
        ok: true,
        text: '‹de› Read [the guide](/blog/guide) with `npm start` and **Demoly** {name}.',
      },
      { key: 'body.1', ok: true, text: '‹de› the guide' },
      { key: 'body.2', ok: true, text: '[only a link](/x)' },
    ]);
    const translate = deepl.requests.filter((request) => request.path === '/v2/translate');
    expect(translate).toHaveLength(1);
    const form = new URLSearchParams(translate[0]!.body);
    expect(form.getAll('text')).toEqual([
      '<x i="0"/> for agencies &amp; teams',
      'Read <x i="0"/> with <x i="1"/> and <x i="2"/><x i="5"/><x i="3"/> <x i="4"/>.',
      'the guide',
    ]);
    expect(form.get('tag_handling')).toBe('xml');
    expect(form.get('formality')).toBe('prefer_more');
    expect(form.get('target_lang')).toBe('de');
    // The fixed translation went as a DeepL glossary, created once and then reused.
    expect(deepl.glossaries).toHaveLength(1);
    expect(form.get('glossary_id')).toBe(deepl.glossaries[0]!.glossary_id);
    expect([...deepl.glossaries[0]!.entries]).toEqual([['agencies', 'Agenturen']]);
    await translateSegments(provider, job());
    expect(
      deepl.requests.filter(
        (request) => request.path === '/v2/glossaries' && request.method === 'POST',
      ),
    ).toHaveLength(1);
  });

  it('refuses hostile answers per segment, with a reason', async () => {
    deepl.override = (texts) => ({
      texts: [`${texts[0]}<script>alert(1)</script>`, texts[1]!.replace('<x i="1"/>', ''), ''],
    });
    const results = await translateSegments(provider, job());
    expect(results.map((result) => result.ok)).toEqual([false, false, false, true]);
    expect(results[0]).toMatchObject({ reason: expect.stringMatching(/HTML .*<script>/) });
    expect(results[1]).toMatchObject({
      reason: expect.stringMatching(/lost or repeated a locked part/),
    });
    expect(results[2]).toMatchObject({ reason: expect.stringMatching(/empty/) });
    deepl.override = () => ({ texts: ['one'] });
    const short = await translateSegments(provider, job());
    expect(short.filter((result) => !result.ok)).toHaveLength(3);
    expect(short[0]).toMatchObject({ reason: expect.stringMatching(/1 translations for 3 texts/) });
  });

  it.each([
    [456, 'quota_exceeded', {}],
    [429, 'rate_limited', { 'Retry-After': '7' }],
    [500, 'provider_unavailable', {}],
  ])('names HTTP %i as %s', async (status, failure, headers) => {
    deepl.override = () => ({ status, headers, json: { message: 'stand-in' } });
    const error = await failureOf(provider);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).failure).toBe(failure);
  });

  it('names a provider that does not answer in time as a timeout', async () => {
    deepl.override = () => ({ delayMs: 2_500 });
    const error = await failureOf(provider);
    expect((error as ProviderError).failure).toBe('provider_timeout');
  });
});

describe('OpenAI-compatible chat (openai client against /v1/chat/completions)', () => {
  let openai: StandIn;
  let provider: TranslationProvider;
  beforeAll(async () => {
    openai = await startOpenAiStandIn();
    provider = createOpenAiProvider({
      apiKey: 'local',
      baseURL: `${openai.url}/v1`,
      model: 'stand-in',
      timeoutMs: 1_000,
    });
  });
  afterAll(() => openai.close());

  it('sends the segments as JSON with the glossary, formality and house style in the instructions', async () => {
    openai.override = undefined;
    const results = await translateSegments(provider, job());
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results[1]).toMatchObject({
      text: '‹ge› Read [the guide](/blog/guide) with `npm start` and **Demoly** {name}.',
    });
    const request = JSON.parse(openai.requests.at(-1)!.body) as {
      model: string;
      response_format: unknown;
      messages: { role: string; content: string }[];
    };
    expect(request.model).toBe('stand-in');
    expect(request.response_format).toEqual({ type: 'json_object' });
    const system = request.messages[0]!.content;
    expect(system).toContain('from English to German');
    expect(system).toContain('"agencies" → "Agenturen"');
    expect(system).toContain('Sie');
    expect(system).toContain('Use short sentences.');
    expect(request.messages[1]!.content).not.toContain('Demoly'); // kept terms are locked
  });

  it('refuses missing answers and a 100× longer text per segment', async () => {
    openai.override = (texts) => ({
      texts: [`${texts[0]} ${'lang '.repeat(texts[0]!.length * 20)}`],
    });
    const results = await translateSegments(provider, job());
    expect(results[0]).toMatchObject({ ok: false, reason: expect.stringMatching(/more than 4×/) });
    expect(results[1]).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no translation/),
    });
    expect(results[3]).toMatchObject({ ok: true });
  });

  it('passes a 429 on with its Retry-After', async () => {
    openai.override = () => ({
      status: 429,
      headers: { 'Retry-After': '12' },
      json: { error: { message: 'slow down' } },
    });
    const error = (await failureOf(provider)) as ProviderError;
    expect(error.failure).toBe('rate_limited');
    expect(error.retryAfter).toBe(12);
  });
});

describe('Google Cloud Translation v3 (REST transport against :translateText)', () => {
  let google: StandIn;
  let provider: TranslationProvider;
  beforeAll(async () => {
    google = await startGoogleStandIn();
    provider = createGoogleProvider({
      projectId: 'demo-project',
      location: 'global',
      accessToken: 'stand-in-token',
      endpoint: google.url,
      timeoutMs: 1_000,
    });
  });
  afterAll(() => google.close());

  it('sends HTML with locked parts and fixed terms as translate="no" spans', async () => {
    google.override = undefined;
    const results = await translateSegments(provider, job());
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results[0]).toMatchObject({ text: '‹de› Demoly for Agenturen & teams' });
    const request = google.requests.at(-1)!;
    expect(request.path).toMatch(/^\/v3\/projects\/demo-project\/locations\/global:translateText/);
    expect(request.headers.authorization).toBe('Bearer stand-in-token');
    const body = JSON.parse(request.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      mimeType: 'text/html',
      sourceLanguageCode: 'en',
      targetLanguageCode: 'de',
    });
    expect((body.contents as string[])[0]).toBe(
      '<span translate="no">⟦0⟧</span> for <span translate="no">Agenturen</span> &amp; teams',
    );
  });

  it('names a 503 as unavailable', async () => {
    google.override = () => ({
      status: 503,
      json: { error: { code: 503, message: 'down', status: 'UNAVAILABLE' } },
    });
    expect(((await failureOf(provider)) as ProviderError).failure).toBe('provider_unavailable');
  });
});
