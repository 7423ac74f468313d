/**
 * GET /storage/v1/object/public/<bucket>/<path> and the headers every asset answer carries, as
 * Supabase Storage v1.70.6 sends them (storage/renderer/renderer.ts, with the file backend's
 * conditional and range answers, storage/backend/file.ts:89-170, and storage/range.ts).
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  clientHas,
  dataHeaders,
  readPublicObject,
  storageErrors,
  type StorageContext,
} from './storage-objects';

/** What an answer describes: the object, or a rendition of it (which keeps its ETag). */
export interface AssetMetadata {
  mimetype: string;
  eTag: string;
  cacheControl: string;
  lastModified: Date;
}

/**
 * One query parameter as Fastify reads a `type: string` one: a repeated parameter is an array,
 * which the schema refuses (fastify lib/context.js defaultSchemaErrorFormatter).
 */
export function queryString(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw storageErrors.validation(`querystring/${name} must be string`);
  return values[0];
}

/** renderer.ts:148-161: `?download` names no file, `?download=name` names one. */
function contentDisposition(download: string | undefined): Record<string, string> {
  if (download === undefined) return {};
  if (download === '') return { 'Content-Disposition': 'attachment;' };
  const name = encodeURIComponent(download);
  return { 'Content-Disposition': `attachment; filename=${name}; filename*=UTF-8''${name}` };
}

/**
 * renderer.ts:163-186 with Storage's defaults (REQUEST_ETAG_HEADERS if-none-match,
 * RESPONSE_S_MAXAGE 0, config.ts:360-363): a request carrying an ETag other than the answer's is
 * told it may use the stale copy for 30 s while it revalidates.
 */
function cacheControl(req: IncomingMessage, metadata: AssetMetadata): string {
  const etag = req.headers['if-none-match'];
  return etag && etag !== metadata.eTag
    ? `${metadata.cacheControl}, stale-while-revalidate=30`
    : metadata.cacheControl;
}

/** The headers of renderer.ts:106-146 (X-Robots-Tag: none, as nothing here stores another). */
export function assetHeaders(
  req: IncomingMessage,
  metadata: AssetMetadata,
  download: string | undefined,
): Record<string, string> {
  return {
    'Accept-Ranges': 'bytes',
    // renderer.ts:316-321: HTML is never served as HTML.
    'Content-Type': metadata.mimetype.includes('text/html') ? 'text/plain' : metadata.mimetype,
    ETag: metadata.eTag,
    'X-Robots-Tag': 'none',
    'Last-Modified': metadata.lastModified.toUTCString(),
    'Cache-Control': cacheControl(req, metadata),
    ...contentDisposition(download),
    ...dataHeaders,
  };
}

/**
 * file.ts:103-136: the client's copy is current when its If-None-Match names the ETag, or the
 * object is not newer than its If-Modified-Since (whole seconds, as HTTP dates are).
 */
export function notModified(req: IncomingMessage, metadata: AssetMetadata): boolean {
  if (clientHas(req, metadata.eTag)) return true;
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return (
    Number.isFinite(since) && Math.floor(metadata.lastModified.getTime() / 1000) * 1000 <= since
  );
}

/** A 304: the answer's headers without a body or its length. */
export function sendNotModified(res: ServerResponse, headers: Record<string, string>): void {
  const { 'Content-Type': _type, ...rest } = headers;
  res.writeHead(304, rest).end();
}

export interface ByteRange {
  fromByte: number;
  toByte: number;
  size: number;
}

/** range.ts:9-56: one `bytes=` range, clamped to the file; anything else is 416 InvalidRange. */
export function parseRangeHeader(range: string, fileSize: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range);
  if (!match || fileSize <= 0) throw storageErrors.invalidRange();
  const [, startValue = '', endValue = ''] = match;
  if (!startValue && !endValue) throw storageErrors.invalidRange();
  if (!startValue) {
    const suffixLength = Number(endValue);
    if (!Number.isSafeInteger(suffixLength) || suffixLength <= 0) {
      throw storageErrors.invalidRange();
    }
    const fromByte = Math.max(fileSize - suffixLength, 0);
    return { fromByte, toByte: fileSize - 1, size: fileSize - fromByte };
  }
  const fromByte = Number(startValue);
  const toByte = endValue ? Number(endValue) : fileSize - 1;
  const valid =
    Number.isSafeInteger(fromByte) &&
    Number.isSafeInteger(toByte) &&
    fromByte >= 0 &&
    toByte >= fromByte &&
    fromByte < fileSize;
  if (!valid) throw storageErrors.invalidRange();
  const clamped = Math.min(toByte, fileSize - 1);
  return { fromByte, toByte: clamped, size: clamped - fromByte + 1 };
}

/**
 * Sends a file as an asset: 304 when the client's copy is current, 206 with Content-Range for a
 * Range request (file.ts:138-155), else 200.
 */
export function sendAsset(
  req: IncomingMessage,
  res: ServerResponse,
  asset: { file: string; size: number; headers: Record<string, string>; ranges: boolean },
): void {
  const { file, size, headers } = asset;
  const range =
    asset.ranges && req.headers.range ? parseRangeHeader(req.headers.range, size) : undefined;
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': String(range ? range.size : size),
    ...(range ? { 'Content-Range': `bytes ${range.fromByte}-${range.toByte}/${size}` } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file, range ? { start: range.fromByte, end: range.toByte } : {});
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** getPublicObject.ts:51-79: the object of a public bucket, as the asset renderer sends it. */
export async function download(
  context: StorageContext,
  objectPath: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const downloadName = queryString(query, 'download');
  const object = await readPublicObject(context, objectPath);
  const metadata: AssetMetadata = {
    mimetype: object.metadata.mimetype || 'application/octet-stream',
    eTag: object.metadata.eTag,
    // file.ts:106: an object stored without one is served no-cache.
    cacheControl: object.metadata.cacheControl || 'no-cache',
    lastModified: object.lastModified,
  };
  const headers = assetHeaders(req, metadata, downloadName);
  if (notModified(req, metadata)) {
    sendNotModified(res, headers);
    return;
  }
  sendAsset(req, res, { file: object.file, size: object.size, headers, ranges: true });
}
