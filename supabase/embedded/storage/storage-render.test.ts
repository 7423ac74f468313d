// @vitest-environment jsdom
/**
 * The embedded image transformations against Supabase Storage's documented behaviour
 * (https://supabase.com/docs/guides/storage/serving/image-transformations, and storage's own
 * src/http/schemas/transformations.ts and src/storage/renderer/image.ts): the URL supabase-js's
 * getPublicUrl(path, { transform }) writes, its parameters and limits, the WebP choice by
 * Accept, and the errors. Real uploads, real sharp, over HTTP.
 */
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { cameraJpeg } from '../../../scripts/lib/camera-photo';
import { adminToken, api, server, startServerForFile } from '../test-kit/server-test-kit';
import { parseRenderParams, renderLimits } from './storage-render';

startServerForFile();

const photo = (width?: number, height?: number) => cameraJpeg(0, width, height);

async function upload(bytes: Buffer, type = 'image/jpeg', extension = 'jpg'): Promise<string> {
  const name = `render-${randomUUID()}.${extension}`;
  const response = await api(`/storage/v1/object/blog-images/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${adminToken}`,
      'Content-Type': type,
      'Cache-Control': 'max-age=31536000',
    },
    body: new Uint8Array(bytes),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return name;
}

const render = (name: string, query: string, headers: Record<string, string> = {}) =>
  api(`/storage/v1/render/image/public/blog-images/${name}${query ? `?${query}` : ''}`, {
    headers,
  });

async function size(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format, bytes: bytes.length };
}

let jpeg: string;
const chrome = { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };

describe('the render URL', () => {
  it('is the one supabase-js getPublicUrl(path, { transform }) writes', async () => {
    jpeg = await upload(await photo());
    const client = createClient(server.url, 'anon-key-not-used-for-urls', {
      accessToken: async () => null,
    });
    const { publicUrl } = client.storage.from('blog-images').getPublicUrl(jpeg, {
      transform: { width: 800, height: 500, resize: 'cover', quality: 70 },
    }).data;
    const response = await fetch(publicUrl, { headers: chrome });
    expect(response.status).toBe(200);
    expect(await size(response)).toMatchObject({ width: 800, height: 500, format: 'webp' });
  });
});

describe('parameters as Supabase Storage takes them', () => {
  it('scales to a width, keeping the ratio, never enlarging', async () => {
    expect(await size(await render(jpeg, 'width=600', chrome))).toMatchObject({
      width: 600,
      height: 400,
    });
    // Clamped to 2500 like Supabase; 2500 is below the upload's 3000, so it is honoured.
    expect(await size(await render(jpeg, 'width=99999', chrome))).toMatchObject({ width: 2500 });
    const small = await upload(await photo(300, 200));
    expect(await size(await render(small, 'width=1200', chrome))).toMatchObject({
      width: 300,
      height: 200,
    });
  });

  it('resizes by cover (the default, cropped), contain (inside) and fill (stretched)', async () => {
    expect(await size(await render(jpeg, 'width=400&height=400', chrome))).toMatchObject({
      width: 400,
      height: 400,
    });
    expect(
      await size(await render(jpeg, 'width=400&height=400&resize=contain', chrome)),
    ).toMatchObject({ width: 400, height: 267 });
    expect(
      await size(await render(jpeg, 'width=400&height=100&resize=fill', chrome)),
    ).toMatchObject({ width: 400, height: 100 });
  });

  it('answers WebP to a browser that takes it, the upload’s format otherwise or with format=origin', async () => {
    const webp = await render(jpeg, 'width=500', chrome);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    const plain = await render(jpeg, 'width=500', { Accept: 'image/jpeg,*/*' });
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    const origin = await render(jpeg, 'width=500&format=origin', chrome);
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    expect(origin.headers.get('vary')).toBeNull();
    const avif = await render(jpeg, 'width=200&format=avif', chrome);
    expect(avif.headers.get('content-type')).toBe('image/avif');
  });

  it('takes quality from 20 to 100; a lower quality is fewer bytes', async () => {
    const low = await size(await render(jpeg, 'width=800&quality=20', chrome));
    const high = await size(await render(jpeg, 'width=800&quality=95', chrome));
    expect(low.bytes).toBeLessThan(high.bytes);
  });

  it('refuses what the schema refuses, with Storage’s error body and 400', async () => {
    for (const [query, message] of [
      ['width=abc', 'querystring/width must be integer'],
      ['width=12.5', 'querystring/width must be integer'],
      ['height=-1', 'querystring/height must be >= 0'],
      ['quality=19', 'querystring/quality must be >= 20'],
      ['quality=101', 'querystring/quality must be <= 100'],
      ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
      ['format=png', 'querystring/format must be equal to one of the allowed values'],
    ] as const) {
      const response = await render(jpeg, query, chrome);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ statusCode: '400', message });
    }
  });

  it('reads the limits Supabase documents', () => {
    expect(renderLimits.size).toEqual({ min: 1, max: 2500 });
    expect(renderLimits.quality).toMatchObject({ min: 20, max: 100, default: 80 });
    expect(parseRenderParams(new URLSearchParams('width=0&height=1'))).toEqual({
      height: 1,
      resize: 'cover',
      quality: 80,
    });
  });
});

/** A PNG whose header declares `width`×`height` with almost no data: a decompression bomb. */
function bombPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('hostile images and requests', () => {
  it('refuses a decompression bomb quickly, as Storage refuses a source over its resolution limit', async () => {
    const bomb = await upload(bombPng(30_000, 30_000), 'image/png', 'png');
    const started = Date.now();
    const response = await render(bomb, 'width=400', chrome);
    expect(response.status).toBe(400);
    // storage/renderer/image.ts:93-96 and internal/errors/codes.ts:322-328 (v1.70.6).
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: 'The source image resolution is too large to process',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    // The server keeps serving.
    expect((await render(jpeg, 'width=300', chrome)).status).toBe(200);
  });

  it('answers a missing object and a private path like Storage', async () => {
    const missing = await render(`${randomUUID()}.jpg`, 'width=300', chrome);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('serving what was made', () => {
  it('keeps each result on disk and serves it again with the object’s cache header and ETag', async () => {
    const first = await render(jpeg, 'width=720', chrome);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('max-age=31536000');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await first.arrayBuffer());

    const again = await render(jpeg, 'width=720', chrome);
    expect(again.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);

    const revalidated = await render(jpeg, 'width=720', { ...chrome, 'If-None-Match': etag! });
    expect(revalidated.status).toBe(304);
    // As Storage (storage/renderer/image.ts:497), every rendition carries the source's ETag;
    // the format a browser gets depends on its Accept, which the answer varies on.
    const jpegAnswer = await render(jpeg, 'width=720', { Accept: '*/*' });
    expect(jpegAnswer.headers.get('etag')).toBe(etag);
    expect(jpegAnswer.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('vary')).toBe('Accept');
  });
});
