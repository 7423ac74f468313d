/**
 * POST /storage/v1/object/<bucket>/<path>: an upload as Supabase Storage v1.70.6 takes it
 * (http/routes/object/createObject.ts, storage/object.ts:88-133, storage/uploader.ts), multipart
 * as storage-js sends a Blob or the raw file as it sends anything else.
 *
 * Storage's order of checks is kept: the Content-Type must be a media type (Fastify, before any
 * hook), then the token (plugins/jwt.ts), the bucket, the declared type against the bucket's
 * allowed types (before access is asked, uploader.ts:481-521), the declared length against the
 * limit (uploader.ts:529-532), the key (object.ts:122), then the INSERT policy. Everything that
 * needs only the headers comes before the body is read, so a refused request costs no memory
 * (Node discards the rest); a multipart body's declared type is read from its first kilobytes
 * (storage-multipart-head.ts).
 *
 * The storage.objects row is inserted as the request's role, so the bucket's policies decide who
 * may upload; the bytes live on disk under <dataDir>/storage/<bucket>/<path>.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { allowedImageTypes, sniffImageType } from '../../../src/config/image-types';
import { isPostgresError, type DbAdapter } from '../db/database';
import { megabyte, readBody, sendJson } from '../http/http';
import type { RequestIdentity } from '../auth/request-identity';
import { applyRequestRole } from '../auth/request-role';
import { identifyCaller } from './storage-identity';
import { declaredMultipartType, readBodyHead, type BodyHead } from './storage-multipart-head';
import {
  filePath,
  findBucket,
  parseObjectPath,
  StorageError,
  storageErrors,
  type Bucket,
  type ObjectMetadata,
  type StorageContext,
} from './storage-objects';

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

/** RFC 9110's media type (token/token, then parameters): what Fastify's parser accepts. */
const mediaTypePattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+\s*(;.*)?$/s;

/**
 * Storage's validateMimeType (uploader.ts:305-333): the declared type, exactly as sent (case and
 * parameters included), against the bucket's allowed types, `image/*` matching any image. The
 * embedded backend also holds every bucket to the image types it serves
 * (src/config/image-types.ts), with the same error.
 */
export function checkMimeType(mime: string, allowed: string[] | null): void {
  const [type, ext, ...rest] = mime.split('/');
  const inBucket =
    !allowed ||
    allowed.length === 0 ||
    allowed.some((entry) => {
      const [allowedType, allowedExt] = entry.split('/');
      return allowedType === type && (allowedExt === '*' || allowedExt === ext);
    });
  const image = (allowedImageTypes as readonly string[]).includes(mime);
  if (ext === undefined || rest.length > 0 || !inBucket || !image) {
    throw storageErrors.invalidMimeType(mime);
  }
}

/** The smaller of the bucket's file_size_limit and the transport limit. */
const sizeLimitOf = (bucket: Bucket) =>
  bucket.file_size_limit === null
    ? uploadLimit
    : Math.min(Number(bucket.file_size_limit), uploadLimit);

interface UploadedFile {
  bytes: Buffer;
  mime: string;
  cacheControl: string;
}

/** Node refuses a header value with control characters: such a value cannot be stored. */
const headerSafe = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);

/** The first file part of a multipart body, as uploader.ts:457-505 reads it. */
async function readMultipart(contentType: string, raw: Buffer): Promise<UploadedFile> {
  let form: FormData;
  try {
    // The platform's own multipart parser (undici), so no extra package.
    form = await new Request('http://embedded.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    throw storageErrors.invalidRequest('No content provided');
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw storageErrors.invalidRequest('No content provided');
  const declared = form.get('contentType');
  const cacheTime = form.get('cacheControl');
  const cacheControl =
    typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache';
  if (!headerSafe(cacheControl)) throw storageErrors.invalidRequest('Invalid cacheControl');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mime: typeof declared === 'string' && declared ? declared : file.type,
    cacheControl,
  };
}

export async function upload(
  context: StorageContext,
  objectPath: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const contentType = req.headers['content-type'];
  if (contentType !== undefined && !mediaTypePattern.test(contentType)) {
    throw storageErrors.invalidContentType();
  }
  const who = await identifyCaller(req, context.auth);
  const { bucket: bucketId, key, segments } = parseObjectPath(objectPath);
  if (req.headers['x-upsert'] === 'true') {
    // Outside the subset: uploads never overwrite (each gets a new name, so its URL may be
    // cached for a year), and a replaced image is removed instead (storage-manage.ts).
    throw storageErrors.notSupported(
      'x-upsert: true (overwriting an object; upload under a new name)',
    );
  }
  const bucket = await findBucket(context.db, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  const multipart = contentType?.startsWith('multipart/form-data') ?? false;
  if (!multipart) {
    checkMimeType(contentType || 'application/octet-stream', bucket.allowed_mime_types);
    const declaredLength = Number(req.headers['content-length']);
    if (declaredLength > sizeLimitOf(bucket)) throw storageErrors.entityTooLarge();
  }
  // A multipart body's declared type is in its first kilobytes: read them to check it first.
  const head = multipart ? await readBodyHead(req) : undefined;
  const declared = head && declaredMultipartType(contentType ?? '', head.bytes);
  if (declared !== undefined) checkMimeType(declared, bucket.allowed_mime_types);
  if (!segments) throw storageErrors.invalidKey(key);
  // No storage policy lets anon insert: anon gets the answer RLS would give without a probe.
  if (who.role === 'anon') throw storageErrors.accessDenied();
  // The policies decide before a slot is granted: a signed-in non-admin holding slots used to
  // make the admin's upload answer 429.
  await checkMayInsert(context.db, who, bucketId, key);
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
    await receiveUpload(context, req, res, { who, bucket, key, segments, multipart, head });
  } finally {
    activeUploads -= 1;
  }
}

/** Rolls the probe back: it only asks the policies, it must not keep a row. */
class ProbeDone extends Error {}

/** Storage's answers for a refused insert (database errors of storage/database/knex.ts). */
function insertRefusal(error: unknown): unknown {
  if (isPostgresError(error) && error.code === '42501') return storageErrors.accessDenied();
  if (isPostgresError(error) && error.code === '23505') return storageErrors.keyAlreadyExists();
  return error;
}

/**
 * Asks storage.objects' INSERT policy (and the key's uniqueness) with the row the upload would
 * insert, minus the file's metadata, then rolls back: Storage's canUpload (uploader.ts:72-98).
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
    throw insertRefusal(error);
  }
}

async function readFile(
  req: IncomingMessage,
  multipart: boolean,
  bucket: Bucket,
  head: BodyHead | undefined,
) {
  const body = head?.complete
    ? { ok: true as const, body: head.bytes }
    : await readBody(req, uploadLimit);
  if (!body.ok) throw storageErrors.entityTooLarge();
  const file: UploadedFile = multipart
    ? await readMultipart(req.headers['content-type'] ?? '', body.body)
    : {
        bytes: body.body,
        mime: req.headers['content-type'] || 'application/octet-stream',
        cacheControl: req.headers['cache-control'] ?? 'no-cache',
      };
  if (multipart) checkMimeType(file.mime, bucket.allowed_mime_types);
  // The truncated file of uploader.ts:155-157.
  if (file.bytes.length > sizeLimitOf(bucket)) throw storageErrors.entityTooLarge();
  // Stricter than Storage: the bytes must be what the type claims, or an HTML or SVG file sent
  // as image/png would be stored and served as a "PNG".
  if (sniffImageType(file.bytes) !== file.mime) {
    throw new StorageError({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: `The file is not a ${file.mime.slice('image/'.length).toUpperCase()} image: its content does not match its type`,
    });
  }
  return file;
}

async function receiveUpload(
  context: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  target: {
    who: RequestIdentity;
    bucket: Bucket;
    key: string;
    segments: string[];
    multipart: boolean;
    head: BodyHead | undefined;
  },
) {
  const { who, bucket, key, segments } = target;
  const bucketId = bucket.id;
  const file = await readFile(req, target.multipart, bucket, target.head);
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
    const refusal = insertRefusal(error);
    if (refusal !== error) throw refusal;
    if (isPostgresError(error)) throw storageErrors.invalidRequest(error.message);
    const code = (error as { code?: string }).code;
    // A key that clashes with a folder or file on disk, or too long for the file system.
    if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST' || code === 'ENAMETOOLONG') {
      throw storageErrors.invalidKey(key);
    }
    throw error;
  }
  sendJson(res, 200, { Id: id, Key: `${bucketId}/${key}` });
}
