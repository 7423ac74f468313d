/**
 * /storage/v1: the Storage calls this app makes, answered as Supabase Storage v1.70.6 answers
 * them: upload (storage-upload.ts), public download (storage-download.ts), image
 * transformations (storage-render.ts), and listing and removing objects (storage-manage.ts).
 * The subset is listed in README.md, held to this file by storage-subset.test.ts; test-kit/storage-conformance/ holds the cases from Storage's tests.
 *
 * Every other Storage route is answered with Storage's error body saying it is not supported
 * (never read as an upload), and a path no Storage route has with Storage's 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http/http';
import { download } from './storage-download';
import { listObjects, removeObjects } from './storage-manage';
import { StorageError, storageErrors, type StorageContext } from './storage-objects';
import { upload } from './storage-upload';

export type { StorageContext };
export { activeUploadCount, maxConcurrentUploads } from './storage-upload';
export { allowedImageTypes } from '../../../src/config/image-types';

/** What the embedded backend answers: method and route pattern (README.md lists the same). */
export const storageSubset = [
  'POST /object/<bucket>/<path>',
  'GET /object/public/<bucket>/<path>',
  'HEAD /object/public/<bucket>/<path>',
  'GET /render/image/public/<bucket>/<path>',
  'HEAD /render/image/public/<bucket>/<path>',
  'POST /object/list/<bucket>',
  'DELETE /object/<bucket>',
] as const;

/**
 * storage-js calls outside the subset, with the request each makes (storage-js 2.109.0
 * dist/index.mjs): answered NotSupported (README.md lists the same).
 */
export const refusedStorageCalls = {
  update: 'PUT /object/<bucket>/<path>',
  move: 'POST /object/move',
  copy: 'POST /object/copy',
  createSignedUrl: 'POST /object/sign/<bucket>/<path>',
  createSignedUrls: 'POST /object/sign/<bucket>',
  createSignedUploadUrl: 'POST /object/upload/sign/<bucket>/<path>',
  download: 'GET /object/<bucket>/<path>',
  info: 'GET /object/info/<bucket>/<path>',
  exists: 'HEAD /object/<bucket>/<path>',
  'upload with upsert': 'POST /object/<bucket>/<path> with x-upsert: true',
  listBuckets: 'GET /bucket',
} as const;

/**
 * Storage's other routes (http/routes/*: object, bucket, render, TUS uploads, S3, Iceberg,
 * vectors): refused as not supported rather than answered as something else. Requests that
 * storage-js makes among them are listed in README.md.
 */
const storageRoutePrefixes = [
  'object',
  'bucket',
  'render',
  'upload/resumable',
  's3',
  'iceberg',
  'vector',
] as const;

/** Storage's own routes under /object/ that a POST would otherwise reach as an upload. */
const postObjectRoutes = /^object\/(?:(?:move|copy)$|list\/|list-v2\/|sign\/|upload\/sign\/)/;

type Handler = (
  context: StorageContext,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void>;

/** The handler of a request inside the subset, with the path after its route's prefix. */
function routeOf(method: string, route: string): [Handler, string] | undefined {
  const reading = method === 'GET' || method === 'HEAD';
  if (reading && route.startsWith('object/public/')) {
    return [download, route.slice('object/public/'.length)];
  }
  if (reading && route.startsWith('render/image/public/')) {
    return [
      (context, rest, req, res) => context.images.handle(context, rest, req, res),
      route.slice('render/image/public/'.length),
    ];
  }
  // listObjects.ts:54-55: POST /object/list/:bucketName.
  if (method === 'POST' && /^object\/list\/[^/]+$/.test(route)) {
    return [listObjects, route.slice('object/list/'.length)];
  }
  // deleteObjects.ts:48-49: DELETE /object/:bucketName.
  if (method === 'DELETE' && /^object\/[^/]+$/.test(route)) {
    return [removeObjects, route.slice('object/'.length)];
  }
  // createObject.ts:63-64: POST /object/:bucketName/*, after Storage's fixed routes.
  if (method === 'POST' && /^object\/[^/]+\/./.test(route) && !postObjectRoutes.test(route)) {
    return [upload, route.slice('object/'.length)];
  }
  return undefined;
}

/** Handles a request under /storage/v1; `route` is the path after /storage/v1/. */
export async function handleStorage(
  context: StorageContext,
  route: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = req.method ?? 'GET';
  try {
    const found = routeOf(method, route);
    if (found) {
      await found[0](context, found[1], req, res);
      return;
    }
    // Drain any body so the connection stays usable, then say what is not offered.
    await readBody(req, 0);
    const known = storageRoutePrefixes.some(
      (prefix) => route === prefix || route.startsWith(`${prefix}/`),
    );
    if (!known) throw storageErrors.routeNotFound(method, `/${route}${queryOf(req)}`);
    throw storageErrors.notSupported(`${method} /storage/v1/${route}`);
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendJson(res, error.status, error.body, error.headers);
  }
}

const queryOf = (req: IncomingMessage) => {
  const url = req.url ?? '';
  const mark = url.indexOf('?');
  return mark === -1 ? '' : url.slice(mark);
};
