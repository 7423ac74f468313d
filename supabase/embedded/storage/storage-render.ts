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
 * - format: `origin` keeps the upload's format, `avif` and `webp` ask for theirs; absent, the
 *   browser's Accept decides (WebP when it takes WebP), and the answer varies on Accept.
 * A parameter outside the schema is Fastify's validation error, `gravity` and its offsets are
 * refused as not supported (storage-render-params.ts); an object that is no image, or beyond 50
 * megapixels (a decompression bomb), is Storage's InvalidRequest with its words for imgproxy's
 * refusal. Images are never enlarged.
 *
 * Transforms run in libvips threads, never on the event loop, one at a time in a fair queue by
 * client address, each with a deadline; a request that waited past its budget or whose client
 * left is dropped before it runs. Results are kept on disk (<dataDir>/storage-render, bounded by
 * render-cache.ts) and served like files, with the object's Cache-Control and ETag as Storage
 * sends a rendition.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { addressNetwork, clientAddress } from '../http/client-address';
import { createFairQueue } from '../db/fair-queue';
import type { RenderCache } from './render-cache';
import {
  clientHas,
  readPublicObject,
  StorageError,
  storageErrors,
  type ImageRenderer,
  type PublicObject,
  type StorageContext,
} from './storage-objects';
import { assetHeaders, queryString, sendAsset, sendNotModified } from './storage-download';
import {
  parseRenderParams,
  renderLimits,
  transformationsHeader,
  type RenderParams,
} from './storage-render-params';
import { createRenditionBudget } from './rendition-budget';

export { parseRenderParams, renderLimits, type RenderParams } from './storage-render-params';
export { createRenditionBudget, renditionBudget } from './rendition-budget';

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
  if (params.format === 'avif' || params.format === 'webp') return params.format;
  const origin = fromMime[sourceMime] ?? 'jpeg';
  if (params.format === 'origin') return origin;
  return /\bimage\/webp\b/.test(accept) ? 'webp' : origin;
}

const fits = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

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
    // Storage's words for imgproxy's refusals (storage/renderer/image.ts:57-105, 555-603).
    const reason = error instanceof Error ? error.message : String(error);
    if (/timeout/i.test(reason))
      throw storageErrors.imageProcessing(408, 'Image request timed out');
    throw storageErrors.imageProcessing(
      400,
      /pixel limit/i.test(reason)
        ? 'The source image resolution is too large to process'
        : 'The source image is invalid or unsupported for rendering',
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

export function createImageRenderer(
  cache: RenderCache,
  budget = createRenditionBudget(),
): ImageRenderer {
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
    const network = first && addressNetwork(clientAddress(first));
    const bytes = await queue.run(async () => {
      // Dropped before it costs anything: every client asking left, or it waited past its budget.
      if ([...waiters].every((req) => req.destroyed)) {
        // renderer.ts:207-214
        throw new StorageError(
          {
            statusCode: '499',
            code: 'Aborted',
            error: 'Request aborted',
            message: 'Request aborted',
          },
          499,
        );
      }
      if (Date.now() - queued > renderLimits.waitMs) throw busy();
      return transform(object.file, params, format);
    }, network);
    // Past its network's budget of new renditions, or past the disk's reserve (the database
    // shares the disk), the rendition is sent and not kept.
    if (!budget.take(network ?? 'server') || !(await cache.hasRoom(bytes.length))) {
      return { bytes };
    }
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
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const params = parseRenderParams(query);
    const downloadName = queryString(query, 'download');
    const object = await readPublicObject(context, objectPath);
    const format = outputFormat(params, object.metadata.mimetype, req.headers.accept);
    const key = createHash('sha256')
      .update(JSON.stringify([object.bucket, object.key, object.metadata.eTag, params, format]))
      .digest('hex');
    const target = cache.fileFor(`${object.bucket}/${object.key}`, key, format);
    // A rendition keeps its source's ETag and Cache-Control (image.ts:494-498).
    const metadata = {
      mimetype: mimeOf[format],
      eTag: object.metadata.eTag,
      cacheControl: object.metadata.cacheControl || 'no-cache',
      lastModified: object.lastModified,
    };
    const transformations = transformationsHeader(params, query);
    const headers = {
      ...assetHeaders(req, metadata, downloadName),
      ...(transformations ? { 'X-Transformations': transformations } : {}),
      // Without a format the answer depends on what the browser said it takes.
      ...(params.format ? {} : { Vary: 'Accept' }),
    };
    // Storage always renders; a client holding the source's version already holds this one.
    if (clientHas(req, metadata.eTag)) {
      sendNotModified(res, headers);
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
    if (info) {
      sendAsset(req, res, { file: rendition.file!, size: info.size, headers, ranges: false });
      return;
    }
    // Not kept (no room on the disk): sent from memory.
    res.writeHead(200, { ...headers, 'Content-Length': String(bytes!.length) });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  return {
    handle,
    dropSource: (sourceId) => cache.dropSource(sourceId),
    get waiting() {
      return queue.waiting;
    },
  };
}

/** The embedded queue's own refusal (Storage's SlowDown code, codes.ts:48). */
function busy() {
  return new StorageError(
    {
      statusCode: '503',
      code: 'SlowDown',
      error: 'Service Unavailable',
      message: 'Too many images are being transformed; try again shortly',
    },
    503,
    { 'Retry-After': '2' },
  );
}
