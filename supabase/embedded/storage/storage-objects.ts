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

/** Longest key segment in bytes: with the temporary suffix it must fit a 255-byte file name. */
const maxSegmentBytes = 200;
export interface StorageErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export class StorageError extends Error {
  constructor(
    readonly body: StorageErrorBody,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const storageError = (
  statusCode: string,
  code: string,
  error: string,
  message: string,
  status = 400,
) => new StorageError({ statusCode, code, error, message }, status);

export const noSuchBucket = () =>
  storageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const accessDenied = () =>
  storageError('403', 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy');
export const noSuchKey = () => storageError('404', 'NoSuchKey', 'not_found', 'Object not found');

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

/**
 * Splits and checks "<bucket>/<key>" from the URL. Keys use Supabase's allowed characters, and
 * no segment may be empty, "." or "..": the key becomes a file path, so nothing may escape the
 * bucket's folder.
 */
export function parseObjectPath(raw: string): { bucket: string; key: string; segments: string[] } {
  let decoded: string[];
  try {
    decoded = raw.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    throw storageError(
      '400',
      'InvalidKey',
      'Invalid key',
      'The object path is not valid URL encoding',
    );
  }
  const [bucket = '', ...rest] = decoded;
  const key = rest.join('/');
  const segments = key.split('/');
  const validKey =
    key.length > 0 &&
    key.length <= 1024 &&
    /^[\w/!\-.*'() &$@=;:+,?]+$/.test(key) &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  // No leading dot: "." and ".." would be the storage folder or its parent, and dot folders
  // are where tools keep their own files.
  if (!/^[\w-][\w.-]{0,99}$/.test(bucket)) throw noSuchBucket();
  if (!validKey) {
    throw storageError('400', 'InvalidKey', 'Invalid key', `Invalid key: ${key || '(empty)'}`);
  }
  if (segments.some((segment) => Buffer.byteLength(segment) > maxSegmentBytes)) {
    throw storageError(
      '400',
      'InvalidKey',
      'Invalid key',
      `Invalid key: each part of the path may be at most ${maxSegmentBytes} bytes`,
    );
  }
  return { bucket, key, segments };
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
  if (!base.startsWith(top + path.sep)) throw noSuchBucket();
  const target = path.resolve(base, ...segments);
  // Defence in depth after the key check: the file must be inside the bucket's folder.
  if (!target.startsWith(base + path.sep)) {
    throw storageError('400', 'InvalidKey', 'Invalid key', 'Invalid key');
  }
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

/** An object of a public bucket, or Storage's 404 (a private bucket answers like a missing one). */
export async function readPublicObject(
  context: StorageContext,
  objectPath: string,
): Promise<PublicObject> {
  const { bucket: bucketId, key, segments } = parseObjectPath(objectPath);
  const bucket = await findBucket(context.db, bucketId);
  if (!bucket || !bucket.public) throw noSuchBucket();
  const { rows } = await context.db.query<{ metadata: ObjectMetadata | null }>(
    'select metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, key],
  );
  const metadata = rows[0]?.metadata;
  const file = filePath(context.root, bucketId, segments);
  const info = await stat(file).catch(() => undefined);
  if (!metadata || !info?.isFile()) throw noSuchKey();
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
