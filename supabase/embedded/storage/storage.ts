/**
 * /storage/v1: the Storage calls this app makes. Upload (POST /object/<bucket>/<path>,
 * multipart like storage-js sends it, or the raw file), public download
 * (GET /object/public/<bucket>/<path>) and image transformations (storage-render.ts).
 *
 * The storage.objects row is inserted as the request's role, so the bucket's policies decide who
 * may upload (admins only); the bytes live on disk under <dataDir>/storage/<bucket>/<path>.
 * Errors use Supabase Storage's body ({statusCode, code, error, message}) with HTTP 400, which is
 * what storage-js expects.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowedImageTypes, sniffImageType } from '../../../src/config/image-types';
import path from 'node:path';
import { isPostgresError, type DbAdapter } from '../db/database';
import { mediaType, megabyte, readBody, sendJson } from '../http/http';
import {
  identifyRequest,
  invalidTokenHeaders,
  type RequestIdentity,
} from '../auth/request-identity';
import { applyRequestRole } from '../auth/request-role';
import {
  accessDenied,
  clientHas,
  dataHeaders,
  filePath,
  findBucket,
  noSuchBucket,
  parseObjectPath,
  readPublicObject,
  StorageError,
  storageError,
  type Bucket,
  type ObjectMetadata,
  type StorageContext,
} from './storage-objects';

export type { StorageContext };

/** Transport limit for an upload request (the bucket's own file_size_limit also applies). */
const uploadLimit = 6 * megabyte;
/**
 * Uploads being received at once, process-wide. Each may buffer up to `uploadLimit`; beyond this
 * a client gets 429 instead of the server's memory.
 */
export const maxConcurrentUploads = 4;
let activeUploads = 0;
/** Uploads being received now (for tests). */
export const activeUploadCount = () => activeUploads;
/** The only types accepted, whatever a bucket says (src/config/image-types.ts). */
export { allowedImageTypes };

/** `mime` must already be normalised by mediaType() (lower case, no parameters). */
function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!(allowedImageTypes as readonly string[]).includes(mime)) return false;
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    return pattern.endsWith('/*') ? mime.startsWith(pattern.slice(0, -1)) : mime === pattern;
  });
}

/**
 * Whether the bytes are what the declared type claims. A claim alone would let an HTML or SVG
 * file sent as image/png be stored and served as a "PNG".
 */
const looksLike = (mime: string, bytes: Buffer) => sniffImageType(bytes) === mime;

interface UploadedFile {
  bytes: Buffer;
  mime: string;
  cacheControl: string;
}

/** The first file part of a multipart body (storage-js) or a raw body with its Content-Type. */
async function readUpload(req: IncomingMessage, raw: Buffer): Promise<UploadedFile> {
  const contentType = req.headers['content-type'] ?? '';
  const seconds = (value: string | null | undefined) => {
    const match = /^(?:max-age=)?(\d{1,9})$/.exec(value?.trim() ?? '');
    return `max-age=${match ? match[1] : '3600'}`;
  };
  if (mediaType(contentType) !== 'multipart/form-data') {
    return {
      bytes: raw,
      mime: mediaType(contentType) ?? 'application/octet-stream',
      cacheControl: seconds(req.headers['cache-control']),
    };
  }
  let form: FormData;
  try {
    // The platform's own multipart parser (undici), so no extra package.
    form = await new Request('http://embedded.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    throw storageError(
      '400',
      'InvalidRequest',
      'invalid_request',
      'The multipart body could not be parsed',
    );
  }
  let file: Blob | undefined;
  for (const [, value] of form) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) {
    throw storageError(
      '400',
      'InvalidRequest',
      'invalid_request',
      'The multipart body has no file part',
    );
  }
  const declared = form.get('contentType');
  const cacheControl = form.get('cacheControl');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    // Normalised like the part's type: "image/SVG+xml" must not slip past the allowlist.
    mime:
      (typeof declared === 'string' && declared ? mediaType(declared) : mediaType(file.type)) ??
      'application/octet-stream',
    cacheControl: seconds(typeof cacheControl === 'string' ? cacheControl : undefined),
  };
}

async function upload(
  context: StorageContext,
  objectPath: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  // Everything that needs only the headers comes first: a refused request is answered before
  // its body is read (Node discards the rest), so refusals cost no memory.
  const who = await identifyRequest(req, context.auth);
  if (!who.ok) {
    throw new StorageError(
      { statusCode: '401', code: 'InvalidJWT', error: 'Unauthorized', message: who.message },
      401,
      invalidTokenHeaders(who.message),
    );
  }
  const { bucket: bucketId, key, segments } = parseObjectPath(objectPath);
  if (String(req.headers['x-upsert']).toLowerCase() === 'true') {
    // Overwriting needs a SELECT policy on storage.objects (ON CONFLICT DO UPDATE reads the
    // row), which blog-images deliberately lacks: say so instead of a misleading AccessDenied.
    throw storageError(
      '400',
      'NotSupported',
      'Not supported',
      'upsert is not supported: upload under a new name instead of overwriting',
    );
  }
  const bucket = await findBucket(context.db, bucketId);
  if (!bucket) throw noSuchBucket();
  // No storage policy here lets anon insert (uploads are for admins), so anon gets the answer
  // RLS would give, without its body being buffered and parsed first.
  if (who.identity.role === 'anon') throw accessDenied();
  // The policies decide before a slot is granted: a signed-in non-admin holding slots used to
  // make the admin's upload answer 429.
  await checkMayInsert(context.db, who.identity, bucketId, key);
  if (activeUploads >= maxConcurrentUploads) {
    throw new StorageError(
      {
        statusCode: '429',
        code: 'SlowDown',
        error: 'too_many_requests',
        message: 'Too many uploads in progress. Try again in a moment.',
      },
      429,
      { 'Retry-After': '1' },
    );
  }
  activeUploads += 1;
  try {
    await receiveUpload(context, req, res, { who: who.identity, bucket, key, segments });
  } finally {
    activeUploads -= 1;
  }
}

/** Rolls the probe back: it only asks the policies, it must not keep a row. */
class ProbeDone extends Error {}

/**
 * Asks storage.objects' INSERT policy (and the key's uniqueness) with the row the upload would
 * insert, minus the file's metadata, then rolls back. The policies see bucket, name and owner,
 * not the bytes, so their answer now is their answer after the body is read.
 */
async function checkMayInsert(db: DbAdapter, who: RequestIdentity, bucketId: string, key: string) {
  try {
    await db.transaction(async (tx) => {
      await applyRequestRole(tx, who);
      const id = randomUUID();
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner_id, metadata, version)
         values ($1, $2, $3, $4, '{}'::jsonb, $5)`,
        [id, bucketId, key, who.claims.sub ?? null, id],
      );
      throw new ProbeDone();
    });
  } catch (error) {
    if (error instanceof ProbeDone) return;
    if (isPostgresError(error) && error.code === '42501') throw accessDenied();
    if (isPostgresError(error) && error.code === '23505') {
      throw storageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');
    }
    throw error;
  }
}

async function receiveUpload(
  context: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  target: { who: RequestIdentity; bucket: Bucket; key: string; segments: string[] },
) {
  const { who, bucket, key, segments } = target;
  const bucketId = bucket.id;
  const body = await readBody(req, uploadLimit);
  const tooLarge = () =>
    storageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
      413,
    );
  if (!body.ok) throw tooLarge();

  const file = await readUpload(req, body.body);
  const sizeLimit = bucket.file_size_limit === null ? undefined : Number(bucket.file_size_limit);
  if (sizeLimit !== undefined && file.bytes.length > sizeLimit) throw tooLarge();
  if (!mimeAllowed(file.mime, bucket.allowed_mime_types)) {
    throw storageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${file.mime} is not supported: upload an image (PNG, JPEG, GIF, WebP or AVIF)`,
    );
  }

  if (!looksLike(file.mime, file.bytes)) {
    throw storageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      `The file is not a ${file.mime.slice('image/'.length).toUpperCase()} image: its content does not match its type`,
    );
  }

  const id = randomUUID();
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype: file.mime,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
  };
  const destination = filePath(context.root, bucketId, segments);
  const temporary = `${destination}.${id}.upload`;

  try {
    await context.db.transaction(async (tx) => {
      await applyRequestRole(tx, who);
      // No RETURNING: Storage needs only an INSERT policy for a plain upload (a SELECT policy
      // would let anyone list the bucket).
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner_id, metadata, version)
         values ($1, $2, $3, $4, $5::jsonb, $6)`,
        [id, bucketId, key, who.claims.sub ?? null, JSON.stringify(metadata), id],
      );
      // Bytes are written before COMMIT, so a failed write leaves no row pointing at nothing.
      await mkdir(path.dirname(destination), { recursive: true });
      await writeFile(temporary, file.bytes);
      await rename(temporary, destination);
    });
  } catch (error) {
    // Best effort: a failing clean-up must not replace the error that explains the failure.
    await rm(temporary, { force: true }).catch(() => {});
    if (isPostgresError(error) && error.code === '42501') throw accessDenied();
    if (isPostgresError(error) && error.code === '23505') {
      throw storageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');
    }
    if (isPostgresError(error)) {
      throw storageError('400', 'InvalidRequest', 'invalid_request', error.message);
    }
    const code = (error as { code?: string }).code;
    if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST' || code === 'ENAMETOOLONG') {
      throw storageError(
        '400',
        'InvalidKey',
        'Invalid key',
        code === 'ENAMETOOLONG'
          ? `Invalid key: ${key} is too long for the file system`
          : `Invalid key: ${key} clashes with an existing folder or file`,
      );
    }
    throw error;
  }
  sendJson(res, 200, { Id: id, Key: `${bucketId}/${key}` });
}

async function download(
  context: StorageContext,
  objectPath: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const object = await readPublicObject(context, objectPath);
  const { metadata } = object;
  const cacheControl = metadata.cacheControl || 'max-age=3600';
  if (clientHas(req, metadata.eTag)) {
    res.writeHead(304, { ETag: metadata.eTag, 'Cache-Control': cacheControl });
    res.end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': metadata.mimetype,
    'Content-Length': String(object.size),
    'Cache-Control': cacheControl,
    ETag: metadata.eTag,
    'Last-Modified': object.lastModified.toUTCString(),
    ...dataHeaders,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(object.file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
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
    const reading = method === 'GET' || method === 'HEAD';
    if (route.startsWith('object/public/') && reading) {
      await download(context, route.slice('object/public/'.length), req, res);
    } else if (route.startsWith('render/image/public/') && reading) {
      await context.images.handle(context, route.slice('render/image/public/'.length), req, res);
    } else if (
      route.startsWith('object/') &&
      !route.startsWith('object/public/') &&
      method === 'POST'
    ) {
      await upload(context, route.slice('object/'.length), req, res);
    } else {
      // Drain any body so the connection stays usable, then say what is not offered.
      await readBody(req, 0);
      throw storageError(
        '400',
        'NotSupported',
        'Not supported',
        `${method} /storage/v1/${route} is not supported by the embedded backend: it offers upload (POST /storage/v1/object/<bucket>/<path>), public download (GET /storage/v1/object/public/<bucket>/<path>) and image transformations (GET /storage/v1/render/image/public/<bucket>/<path>)`,
      );
    }
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendJson(res, error.status, error.body, error.headers);
  }
}
