/**
 * A corpus of hostile input through the REST and Storage layers, as supabase-js or a raw client
 * sends it. Every case ends in a 4xx with a clear reason, or in a faithful round-trip (the row
 * read back is byte for byte what was sent); never a 500, a crash or a corrupted row. (Bodies
 * over the limits, unknown columns and malformed JSON are in embedded-backend.test.ts; nesting
 * depth and NUL in the sign-in e-mail in security.test.ts.)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePixelPng } from './test-kit/rls-matrix-suite';
import { seedAccounts } from './db/setup';
import { startTestServer, type TestServer } from './test-kit/test-server';

let server: TestServer;
let adminToken: string;

const api = (route: string, init: RequestInit = {}) =>
  fetch(`${server.url}${route}`, { signal: AbortSignal.timeout(15_000), ...init });

const postRaw = (body: string) =>
  api('/rest/v1/blog_posts', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${adminToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body,
  });

const slug = (label: string) => `${label}-${randomUUID()}`;
const sql = async (text: string, params: unknown[] = []) =>
  (await server.backend.database.query(text, params)).rows;

/** Inserts through supabase-js, reads the row back, and returns both. */
async function roundTrip(fields: Record<string, unknown>) {
  const client = server.client(adminToken);
  const row = { title: 'Hostile', slug: slug('rt'), ...fields };
  const insert = await client.from('blog_posts').insert(row).select('*').single();
  expect(insert.error).toBeNull();
  const read = await server.client().from('blog_posts').select('*').eq('slug', row.slug).single();
  expect(read.error).toBeNull();
  return { sent: row, stored: read.data as Record<string, unknown> };
}

/** The answer is a 4xx with PostgREST's error body and a message, never a 500. */
async function expectClientError(response: Response, status = 400) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toMatch(/\S/);
  expect(body.message).toMatch(/\S/);
  return body;
}

async function expectStillServing() {
  const { data, error } = await server.client().from('blog_posts').select('id').limit(1);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
}

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
}, 180_000);
afterAll(async () => server?.destroy());

describe('REST: text', () => {
  it('a 900 KB markdown body round-trips exactly', async () => {
    const content = `${'Ünïcødé line\n'.repeat(40_000)}end`;
    const { stored } = await roundTrip({ content_markdown: content });
    expect(stored.content_markdown).toBe(content);
  });

  it('a title over 200 characters is a 400 naming the check, and no row', async () => {
    const long = slug('long');
    const { status, error } = await server
      .client(adminToken)
      .from('blog_posts')
      .insert({ title: 'x'.repeat(201), slug: long });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toMatch(/blog_posts_title_length/);
    const { data } = await server.client().from('blog_posts').select('id').eq('slug', long);
    expect(data).toEqual([]);
  });

  it('unicode: right-to-left, combining marks, emoji with joiners, astral characters', async () => {
    const title = 'مرحبا بالعالم ‏עברית‎ e\u0301 👩🏽‍💻 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202Eevil\u202C';
    const { stored } = await roundTrip({
      title,
      excerpt: 'ﷺ ꧁꧂ 漢字かな한국어',
      tags: ['עברית', '🏳️‍🌈', 'Zürich'],
    });
    expect(stored.title).toBe(title);
    expect(stored.excerpt).toBe('ﷺ ꧁꧂ 漢字かな한국어');
    expect(stored.tags).toEqual(['עברית', '🏳️‍🌈', 'Zürich']);
  });

  it('a slug outside [a-z0-9-] is refused by its check', async () => {
    const { status, error } = await server
      .client(adminToken)
      .from('blog_posts')
      .insert({ title: 'x', slug: 'Ünïcode slug/../x' });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/blog_posts_slug_format/);
  });

  it('a NUL byte in a value is a 400, in a body and in a filter', async () => {
    const body = await postRaw(JSON.stringify({ title: 'a\u0000b', slug: slug('nul') }));
    const error = await expectClientError(body);
    expect(error.message).toMatch(/\\u0000|unicode|Unicode/);
    const filter = await api('/rest/v1/blog_posts?select=id&slug=eq.a%00b');
    await expectClientError(filter);
    await expectStillServing();
  });

  it('a lone surrogate escape is a 400, not a mangled row', async () => {
    const response = await postRaw(`{"title": "\\ud800", "slug": "${slug('surrogate')}"}`);
    expect(response.status).toBeLessThan(500);
    if (response.status === 201) {
      // Postgres may accept it; then it must read back as what JSON.parse makes of it.
      const [row] = (await response.json()) as { title: string }[];
      expect(row?.title).toBe(JSON.parse('"\\ud800"'));
    } else await expectClientError(response);
  });
});

describe('REST: SQL and HTML fragments are data', () => {
  it('SQL in values round-trips and runs nothing', async () => {
    const title = `'); drop table public.blog_posts; --`;
    const { stored } = await roundTrip({
      title,
      excerpt: `" or 1=1 -- $1 $$ \\' ;`,
      category: `General'; select pg_sleep(10); --`,
    });
    expect(stored.title).toBe(title);
    expect(stored.category).toBe(`General'; select pg_sleep(10); --`);
    await expectStillServing();
  });

  it('SQL in a filter value matches nothing', async () => {
    const { data, error } = await server
      .client()
      .from('blog_posts')
      .select('id')
      .eq('slug', `' or '1'='1`);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('SQL in identifiers (select, order, filter column, columns) is a 400', async () => {
    for (const query of [
      'select=id;drop table blog_posts',
      'select=id&order=title;drop table blog_posts',
      'select=id&title"or"1=eq.x',
      'select=id,(select 1)',
      'select=id&order=title.desc;--',
    ]) {
      const response = await api(`/rest/v1/blog_posts?${query}`);
      expect(response.status, query).toBe(400);
    }
    const columns = await api('/rest/v1/blog_posts?columns=title,"slug";drop', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    await expectClientError(columns);
    await expectStillServing();
  });

  it('HTML and script round-trip verbatim (sanitising is the renderer’s job)', async () => {
    const html =
      '<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:x">y</a>';
    const { stored } = await roundTrip({ content_html: html, content_markdown: html });
    expect(stored.content_html).toBe(html);
    expect(stored.content_markdown).toBe(html);
  });
});

describe('REST: malformed JSON, wrong types, duplicate keys', () => {
  for (const [label, body] of [
    ['an empty body', ''],
    ['a truncated object', '{"title": "x", "slug": '],
    ['trailing garbage', '{"title": "x"} {"slug": "y"}'],
    ['single quotes', "{'title': 'x'}"],
    ['an array of numbers', '[1, 2, 3]'],
  ] as const) {
    it(`${label} is a 400`, async () => {
      const error = await expectClientError(await postRaw(body));
      expect(error.code).toBe('PGRST102');
    });
  }

  // PostgREST 13 reads JSON that is neither an object nor an array as an empty array
  // (payloadAttributes): nothing is inserted, and the answer says so.
  for (const [label, body] of [
    ['a bare string', '"title"'],
    ['null', 'null'],
    ['a number', '42'],
  ] as const) {
    it(`${label} inserts nothing (201, [])`, async () => {
      const before = await sql('select count(*)::int as n from public.blog_posts');
      const response = await postRaw(body);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual([]);
      expect(await sql('select count(*)::int as n from public.blog_posts')).toEqual(before);
    });
  }

  it('wrong types are a 400 from Postgres, naming the problem', async () => {
    const cases: Record<string, unknown>[] = [
      { tags: 'not-an-array' },
      { published_at: 'yesterday-ish' },
      { title: null },
      { id: 'not-a-uuid' },
    ];
    for (const fields of cases) {
      const response = await postRaw(JSON.stringify({ title: 'x', slug: slug('type'), ...fields }));
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const error = await expectClientError(response);
      expect(error.code, JSON.stringify(fields)).toMatch(/^(22|23)/);
    }
    await expectStillServing();
  });

  it('numbers and booleans for a text column are stored as their text, as PostgREST does', async () => {
    const response = await postRaw(JSON.stringify({ title: 12345, slug: slug('number') }));
    expect(response.status).toBe(201);
    const [row] = (await response.json()) as { title: string }[];
    expect(row?.title).toBe('12345');
  });

  it('an object inside a text[] is stored as its JSON text, as PostgREST does', async () => {
    const { stored } = await roundTrip({ tags: [{ nested: 'object' }, 'plain'] });
    const tags = stored.tags as string[];
    expect(JSON.parse(tags[0]!)).toEqual({ nested: 'object' });
    expect(tags[1]).toBe('plain');
  });

  it('duplicate keys: the last one wins, consistently in the row and the answer', async () => {
    const name = slug('dup');
    const response = await postRaw(`{"title": "first", "slug": "${name}", "title": "second"}`);
    expect(response.status).toBe(201);
    const [answered] = (await response.json()) as { title: string }[];
    const { data } = await server.client().from('blog_posts').select('title').eq('slug', name);
    expect(answered?.title).toBe('second');
    expect(data).toEqual([{ title: 'second' }]);
  });

  it('PATCH with an array takes its first object; rows with different keys are a 400', async () => {
    const target = slug('patch-array');
    const created = await postRaw(JSON.stringify({ title: 'first', slug: target }));
    expect(created.status).toBe(201);
    const patch = await api(`/rest/v1/blog_posts?slug=eq.${target}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: '[{"title": "x"}, {"title": "y"}]',
    });
    expect(patch.status).toBe(204);
    expect(await sql('select title from public.blog_posts where slug = $1', [target])).toEqual([
      { title: 'x' },
    ]);
    const mixed = await postRaw(JSON.stringify([{ title: 'a', slug: slug('m') }, { title: 'b' }]));
    await expectClientError(mixed);
  });
});

describe('Storage: files that are not what they say', () => {
  const upload = (name: string, bytes: Buffer | string, type: string) => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append(
      '',
      new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
      name,
    );
    return api(`/storage/v1/object/blog-images/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: form,
    });
  };
  const refusedAsNotImage = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { statusCode: string; code: string; message: string };
    expect(body).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    return body;
  };

  it('a .png that is text is refused: its content does not match its type', async () => {
    const body = await refusedAsNotImage(
      await upload(`${randomUUID()}.png`, 'just some notes, not a picture', 'image/png'),
    );
    expect(body.message).toMatch(/not a PNG image/);
  });

  it('an HTML file sent as image/jpeg, and an SVG sent as image/png, are refused', async () => {
    await refusedAsNotImage(
      await upload(`${randomUUID()}.jpg`, '<!doctype html><script>alert(1)</script>', 'image/jpeg'),
    );
    await refusedAsNotImage(
      await upload(
        `${randomUUID()}.png`,
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        'image/png',
      ),
    );
  });

  it('a real PNG named .gif is refused, the same PNG as image/png round-trips', async () => {
    await refusedAsNotImage(await upload(`${randomUUID()}.gif`, onePixelPng, 'image/gif'));
    const name = `${randomUUID()}.png`;
    expect((await upload(name, onePixelPng, 'image/png')).status).toBe(200);
    const served = await api(`/storage/v1/object/public/blog-images/${name}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(onePixelPng);
  });

  it('a 20 MB image is Storage’s EntityTooLarge and the server keeps serving', async () => {
    const big = Buffer.concat([onePixelPng, randomBytes(20 * 1024 * 1024)]);
    const response = await upload(`${randomUUID()}.png`, big, 'image/png');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    await expectStillServing();
  });

  it('hostile object names: traversal, NUL, RTL override, a missing file part', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd.png', 'a%00b.png', '%E2%80%AEgnp.exe']) {
      const response = await api(`/storage/v1/object/blog-images/${name}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'image/png' },
        body: onePixelPng,
      });
      expect(response.status, name).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'InvalidKey' });
    }
    const form = new FormData();
    form.append('cacheControl', '3600');
    const empty = await api(`/storage/v1/object/blog-images/${randomUUID()}.png`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: form,
    });
    // Storage's NoContentProvided (internal/errors/codes.ts:385-391, v1.70.6).
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: 'No content provided',
    });
  });
});
