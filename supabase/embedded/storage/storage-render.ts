/**
 * GET /storage/v1/render/image/public/<bucket>/<key>: Supabase Storage's image transformations,
 * so the site asks for an image at a size the same way in both modes (src/lib/images).
 *
 * Parameters as Supabase Storage takes them (https://supabase.com/docs/guides/storage/serving/
 * image-transformations; storage's src/http/schemas/transformations.ts and
 * src/storage/renderer/image.ts):
 * - width, height: integers ≥ 0, clamped to 1–2500; 0 or absent leaves that side to the ratio;
 * - resize: cover (default: fills the box, cropping the centre), contain (fits inside the box),
 *   fill (stretches to the box);
 * - quality: 20–100, default 80;
 * - format: `origin` keeps the upload's format, `avif` asks for AVIF; absent, the browser's
 *   Accept decides (WebP when it takes WebP), and the answer varies on Accept.
 * A parameter outside these is 400 with Storage's error body; an object that is no image, or
 * beyond 50 megapixels (a decompression bomb), is Storage's ImageProcessingError (422 in the body).
 * Images are never enlarged.
 *
 * Transforms run in libvips threads, never on the event loop, one at a time in a fair queue by
 * client address, each with a deadline; a request that waited past its budget or whose client
 * left is dropped before it runs. Results are kept on disk (<dataDir>/storage-render, bounded by
 * render-cache.ts) and served like files, with the object's Cache-Control and an ETag.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { addressNetwork, clientAddress } from '../http/client-address';
import { createFairQueue } from '../db/fair-queue';
import type { RenderCache } from './render-cache';
import {
  clientHas,
  dataHeaders,
  readPublicObject,
  storageError,
  type ImageRenderer,
  type PublicObject,
  type StorageContext,
} from './storage-objects';

export interface RenderParams {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  format?: 'origin' | 'avif';
}

/** Supabase's documented limits. */
export const renderLimits = {
  size: { min: 1, max: 2500 },
  quality: { min: 20, max: 100, default: 80 },
  /** Source resolution: a small file that decodes to billions of pixels is refused. */
  maxPixels: 50_000_000,
  /** Longest one transform may take once started. */
  transformSeconds: 5,
  /** Longest a request waits for its turn; past it, 503 and Retry-After. */
  waitMs: 8_000,
} as const;

const resizeModes = ['cover', 'contain', 'fill'] as const;
const formats = ['origin', 'avif'] as const;

const invalid = (message: string) =>
  storageError('400', 'InvalidRequest', 'Bad Request', `querystring/${message}`);

/** One query parameter as Fastify's schema coercion reads it: one value, or an error. */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw invalid(`${name} must be a single value`);
  return values[0];
}

function integer(params: URLSearchParams, name: string, min: number, max?: number) {
  const raw = single(params, name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^-?\d+$/.test(raw.trim())) throw invalid(`${name} must be integer`);
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw invalid(`${name} must be integer`);
  if (value < min) throw invalid(`${name} must be >= ${min}`);
  if (max !== undefined && value > max) throw invalid(`${name} must be <= ${max}`);
  return value;
}

function oneOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]) {
  const raw = single(params, name);
  if (raw === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw invalid(`${name} must be equal to one of the allowed values`);
  }
  return raw as T;
}

const clamp = (value: number) =>
  Math.min(Math.max(value, renderLimits.size.min), renderLimits.size.max);

/** The transformation a query asks for, checked as Supabase Storage checks it. */
export function parseRenderParams(params: URLSearchParams): RenderParams {
  const width = integer(params, 'width', 0);
  const height = integer(params, 'height', 0);
  const { min, max } = renderLimits.quality;
  return {
    ...(width ? { width: clamp(width) } : {}),
    ...(height ? { height: clamp(height) } : {}),
    resize: oneOf(params, 'resize', resizeModes) ?? 'cover',
    quality: integer(params, 'quality', min, max) ?? renderLimits.quality.default,
    ...(params.has('format') ? { format: oneOf(params, 'format', formats) } : {}),
  };
}

type OutputFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const fromMime: Record<string, OutputFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The format to answer in: asked for, the upload's own, or WebP for a browser that takes it. */
export function outputFormat(params: RenderParams, sourceMime: string, accept = ''): OutputFormat {
  if (params.format === 'avif') return 'avif';
  const origin = fromMime[sourceMime] ?? 'jpeg';
  if (params.format === 'origin') return origin;
  return /\bimage\/webp\b/.test(accept) ? 'webp' : origin;
}

const fits = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

const processingError = (message: string) =>
  storageError('422', 'ImageProcessingError', 'ImageProcessingError', message);

async function transform(
  file: string,
  params: RenderParams,
  format: OutputFormat,
): Promise<Buffer> {
  const image = sharp(file, { limitInputPixels: renderLimits.maxPixels, failOn: 'error' })
    .rotate() // as the camera held it (EXIF orientation)
    .timeout({ seconds: renderLimits.transformSeconds });
  if (params.width || params.height) {
    image.resize({
      width: params.width,
      height: params.height,
      fit: fits[params.resize],
      withoutEnlargement: true,
    });
  }
  const quality = params.quality;
  switch (format) {
    case 'jpeg':
      image.jpeg({ quality, mozjpeg: true });
      break;
    case 'png':
      image.png({ quality });
      break;
    case 'gif':
      image.gif();
      break;
    case 'webp':
      image.webp({ quality });
      break;
    case 'avif':
      image.avif({ quality, effort: 2 });
      break;
  }
  try {
    return await image.toBuffer();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/timeout/i.test(reason)) {
      throw processingError('The image took too long to transform');
    }
    throw processingError(
      /pixel limit/i.test(reason)
        ? `The image is larger than ${renderLimits.maxPixels / 1e6} megapixels`
        : 'The object is not an image that can be transformed',
    );
  }
}

/** A rendition kept on disk, or, when there was no room to keep it, its bytes. */
type Rendition = { file: string; bytes?: undefined } | { file?: undefined; bytes: Buffer };

const mimeOf: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

export function createImageRenderer(cache: RenderCache): ImageRenderer {
  const queue = createFairQueue();
  /**
   * Transforms under way, by result file, with the requests waiting for each: a second request
   * for the same one waits for the first instead of doing it again.
   */
  const inFlight = new Map<string, { done: Promise<Rendition>; waiters: Set<IncomingMessage> }>();

  /** Transforms the object; keeps the result on disk when the cache and the disk have room. */
  async function produce(
    object: PublicObject,
    params: RenderParams,
    format: OutputFormat,
    target: string,
    waiters: Set<IncomingMessage>,
  ): Promise<Rendition> {
    const queued = Date.now();
    const [first] = waiters;
    const bytes = await queue.run(
      async () => {
        // Dropped before it costs anything: every client asking left, or it waited past its budget.
        if ([...waiters].every((req) => req.destroyed)) {
          throw storageError('499', 'ClientClosed', 'Client Closed Request', 'The client left');
        }
        if (Date.now() - queued > renderLimits.waitMs) throw busy();
        return transform(object.file, params, format);
      },
      first && addressNetwork(clientAddress(first)),
    );
    // The database shares the disk: past the reserve, the rendition is sent and not kept.
    if (!(await cache.hasRoom(bytes.length))) return { bytes };
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${queued}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
    await cache.added(target, bytes.length);
    return { file: target };
  }

  async function handle(
    context: StorageContext,
    objectPath: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const params = parseRenderParams(new URL(req.url ?? '/', 'http://localhost').searchParams);
    const object = await readPublicObject(context, objectPath);
    const format = outputFormat(params, object.metadata.mimetype, req.headers.accept);
    const key = createHash('sha256')
      .update(JSON.stringify([object.bucket, object.key, object.metadata.eTag, params, format]))
      .digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    const target = cache.fileFor(`${object.bucket}/${object.key}`, key, format);
    const headers = {
      'Cache-Control': object.metadata.cacheControl || 'max-age=3600',
      ETag: etag,
      // Without a format the answer depends on what the browser said it takes.
      ...(params.format ? {} : { Vary: 'Accept' }),
    };
    if (clientHas(req, etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    let rendition: Rendition = { file: target };
    if (!(await cache.has(target))) {
      let pending = inFlight.get(target);
      if (pending) {
        pending.waiters.add(req);
      } else {
        const waiters = new Set([req]);
        pending = {
          waiters,
          done: produce(object, params, format, target, waiters).finally(() =>
            inFlight.delete(target),
          ),
        };
        inFlight.set(target, pending);
      }
      rendition = await pending.done;
    }
    const info = rendition.file ? await stat(rendition.file).catch(() => undefined) : undefined;
    let bytes = rendition.bytes;
    if (!info && !bytes) {
      // Removed by the cache's limit between the check and now: made again.
      const again = await produce(object, params, format, target, new Set([req]));
      bytes = again.bytes ?? (await readFile(again.file));
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': mimeOf[format],
      'Content-Length': String(info?.size ?? bytes!.length),
      'Last-Modified': (info?.mtime ?? new Date()).toUTCString(),
      ...dataHeaders,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (!info) {
      res.end(bytes);
      return;
    }
    const stream = createReadStream(rendition.file!);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  return {
    handle,
    get waiting() {
      return queue.waiting;
    },
  };
}

function busy() {
  const error = storageError(
    '503',
    'SlowDown',
    'Service Unavailable',
    'Too many images are being transformed; try again shortly',
    503,
  );
  error.headers['Retry-After'] = '2';
  return error;
}
