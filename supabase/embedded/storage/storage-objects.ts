/**
 * What every Storage route shares: Supabase Storage's error body, the object path rules (a key
 * becomes a file path, so nothing may escape the bucket's folder), and reading a public object
 * with its metadata.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DbAdapter } from '../db/database';
import type { LocalAuth } from '../auth/local-auth';
import { StorageError, storageErrors, type StorageErrorBody } from './storage-errors';

/** Longest key segment in bytes: with the temporary suffix it must fit a 255-byte file name. */
const maxSegmentBytes = 200;

export { StorageError, storageErrors, type StorageErrorBody };

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
}

export interface ObjectPath {
  bucket: string;
  key: string;
  /** The key's segments, or null when the key is not one Storage accepts (storage/limits.ts:88-123). */
  segments: string[] | null;
}

/**
 * Splits "<bucket>/<key>" from the URL. The key is checked as Storage checks it (its allowed
 * characters, storage/limits.ts:88), and further because it becomes a file path: no segment may
 * be empty, "." or "..", nor longer than 200 bytes. A bucket name that could not be a folder of
 * the storage root (a leading dot, a slash) is a missing bucket.
 */
export function parseObjectPath(raw: string): ObjectPath {
  let decoded: string[];
  try {
    decoded = raw.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    throw storageErrors.invalidKey(raw);
  }
  const [bucket = '', ...rest] = decoded;
  const key = rest.join('/');
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 1024 &&
    /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/.test(key) &&
    segments.every(
      (segment) =>
        segment !== '' &&
        segment !== '.' &&
        segment !== '..' &&
        Buffer.byteLength(segment) <= maxSegmentBytes,
    );
  if (!/^[\w-][\w.-]{0,99}$/.test(bucket)) throw storageErrors.noSuchBucket();
  return { bucket, key, segments: valid ? segments : null };
}

/**
 * Image transformations (storage-render.ts) as the rest of Storage sees them. Declared here, with
 * the context it is part of, so the renderer depends on this module and never the reverse.
 */
export interface ImageRenderer {
  handle(
    context: StorageContext,
    objectPath: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void>;
  /** Forgets every rendition of "<bucket>/<key>": the object was removed. */
  dropSource(sourceId: string): Promise<void>;
  /** Transforms waiting for their turn (for tests and the stress run). */
  readonly waiting: number;
}

export interface StorageContext {
  db: DbAdapter;
  auth: LocalAuth;
  /** <dataDir>/storage */
  root: string;
  /** Image transformations (storage-render.ts), one queue and cache per backend. */
  images: ImageRenderer;
}

export async function findBucket(db: DbAdapter, id: string): Promise<Bucket | undefined> {
  const { rows } = await db.query<Bucket>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  return rows[0];
}

export function filePath(root: string, bucket: string, segments: string[]): string {
  const top = path.resolve(root);
  const base = path.resolve(top, bucket);
  // The bucket's folder must be a folder inside the storage root, never the root or above it.
  if (!base.startsWith(top + path.sep)) throw storageErrors.noSuchBucket();
  const target = path.resolve(base, ...segments);
  // Defence in depth after the key check: the file must be inside the bucket's folder.
  if (!target.startsWith(base + path.sep)) throw storageErrors.invalidKey(segments.join('/'));
  return target;
}

export interface PublicObject {
  bucket: string;
  key: string;
  /** The file holding its bytes. */
  file: string;
  size: number;
  metadata: ObjectMetadata;
  lastModified: Date;
}

/**
 * An object of a public bucket, as getPublicObject.ts:56-62 finds it: a private or missing
 * bucket is NoSuchBucket, a missing row NoSuchKey (a key Storage would refuse cannot have a
 * row), and a row whose bytes are gone the renderer's 404 (renderer.ts:88-96).
 */
export async function readPublicObject(
  context: StorageContext,
  objectPath: string,
): Promise<PublicObject> {
  const { bucket: bucketId, key, segments } = parseObjectPath(objectPath);
  const bucket = await findBucket(context.db, bucketId);
  if (!bucket || !bucket.public) throw storageErrors.noSuchBucket();
  if (!segments) throw storageErrors.noSuchKey();
  const { rows } = await context.db.query<{ metadata: ObjectMetadata | null }>(
    'select metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, key],
  );
  const metadata = rows[0]?.metadata;
  if (!metadata) throw storageErrors.noSuchKey();
  const file = filePath(context.root, bucketId, segments);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw storageErrors.resourceNotFound();
  return {
    bucket: bucketId,
    key,
    file,
    size: info.size,
    metadata,
    lastModified: new Date(metadata.lastModified ?? info.mtime),
  };
}

/** Whether the client already holds `etag` (If-None-Match, weak or strong, or *). */
export function clientHas(req: IncomingMessage, etag: string): boolean {
  const tags = req.headers['if-none-match']
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  return Boolean(tags?.includes(etag) || tags?.includes('*'));
}

/** Uploaded files are data, never a page of this origin: no sniffing, no scripts. */
export const dataHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;
