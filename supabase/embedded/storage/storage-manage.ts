/**
 * Listing and removing objects, as Supabase Storage v1.70.6 answers storage-js's `list` and
 * `remove`:
 *
 * - DELETE /storage/v1/object/<bucket> with {prefixes} (http/routes/object/deleteObjects.ts:48-69,
 *   storage/object.ts:183-231): the rows are deleted as the caller's role with RETURNING, so the
 *   bucket's DELETE and SELECT policies decide what goes; objects the caller may not see are
 *   silently kept, and the answer lists what was removed (200 [] when nothing was). A missing
 *   bucket is not an error (the DELETE finds no rows).
 * - POST /storage/v1/object/list/<bucket> with {prefix, limit, offset, sortBy, search}
 *   (http/routes/object/listObjects.ts:54-83, storage/object.ts:610-617): storage.search
 *   (migrations/tenant/0063-fix-search-name-relative-to-prefix.sql) read as the caller, so it
 *   sees only the rows its SELECT policies allow: the entries one level under the prefix, a
 *   folder as a name with null id, names relative to the prefix.
 *
 * Fastify validates the body before the JWT plugin's preHandler runs (plugins/jwt.ts:36), so a
 * malformed body is refused before the token is read.
 */
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyRequestRole } from '../auth/request-role';
import { megabyte, readBody, sendJson } from '../http/http';
import { identifyCaller } from './storage-identity';
import { filePath, parseObjectPath, storageErrors, type StorageContext } from './storage-objects';

/** Storage's bucket name rule (storage/limits.ts:89, 105-112, 130-134). */
const validBucketName = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/;

/** The bucket named in the URL, checked as mustBeValidBucketName does. */
function bucketNamed(raw: string): string {
  let bucket: string;
  try {
    bucket = decodeURIComponent(raw);
  } catch {
    throw storageErrors.invalidBucketName();
  }
  if (!validBucketName.test(bucket)) throw storageErrors.invalidBucketName();
  return bucket;
}

/** The JSON body, or Fastify's answer for a body that is not one (FST_ERR_CTP_*). */
async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBody(req, megabyte);
  if (!body.ok) throw storageErrors.entityTooLarge();
  let value: unknown;
  try {
    value = JSON.parse(body.body.toString('utf8') || 'null');
  } catch {
    throw storageErrors.validation(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw storageErrors.validation('body must be object');
  }
  return value as Record<string, unknown>;
}

/** Timestamps as Storage's serializer writes a pg Date (fast-json-stringify: toISOString). */
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

interface ObjectRow {
  name: string;
  bucket_id: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  id: string | null;
  updated_at: unknown;
  created_at: unknown;
  last_accessed_at: unknown;
  metadata: Record<string, unknown> | null;
}

/** A row as objectSchema (storage/schemas/object.ts) serializes it: a null string is "". */
const serialized = (row: ObjectRow) => ({
  name: row.name,
  bucket_id: row.bucket_id,
  owner: row.owner ?? '',
  owner_id: row.owner_id ?? '',
  version: row.version ?? '',
  id: row.id,
  updated_at: iso(row.updated_at),
  created_at: iso(row.created_at),
  last_accessed_at: iso(row.last_accessed_at),
  metadata: row.metadata,
});

export async function removeObjects(
  context: StorageContext,
  bucketId: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const body = await readJson(req);
  const prefixes = body.prefixes;
  if (prefixes === undefined) {
    throw storageErrors.validation("body must have required property 'prefixes'");
  }
  if (!Array.isArray(prefixes)) throw storageErrors.validation('body/prefixes must be array');
  const index = prefixes.findIndex((prefix) => typeof prefix !== 'string');
  if (index !== -1) throw storageErrors.validation(`body/prefixes/${index} must be string`);
  if (prefixes.length === 0) {
    throw storageErrors.validation('body/prefixes must NOT have fewer than 1 items');
  }
  const who = await identifyCaller(req, context.auth);
  const bucket = bucketNamed(bucketId);
  const removed = await context.db.transaction(async (tx) => {
    await applyRequestRole(tx, who);
    const { rows } = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning name, bucket_id, owner::text, owner_id, version, id::text, updated_at,
                 created_at, last_accessed_at, metadata`,
      [bucket, prefixes],
    );
    return rows;
  });
  // After COMMIT, as Storage deletes from its backend once the rows are gone: the bytes and the
  // renditions made of them. A key that cannot be a file path never had bytes on disk.
  for (const row of removed) {
    const segments = parseObjectPath(`${bucket}/${row.name}`).segments;
    if (segments) await rm(filePath(context.root, bucket, segments), { force: true });
    await context.images.dropSource(`${bucket}/${row.name}`);
  }
  sendJson(res, 200, removed.map(serialized));
}

const sortColumns = ['name', 'updated_at', 'created_at', 'last_accessed_at'];

interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  descending: boolean;
}

/** listObjects.ts:16-35, checked in the order Ajv reports. */
function listOptions(body: Record<string, unknown>): ListOptions {
  const { prefix, limit = 100, offset = 0, search = '', sortBy } = body;
  if (prefix === undefined)
    throw storageErrors.validation("body must have required property 'prefix'");
  if (typeof prefix !== 'string') throw storageErrors.validation('body/prefix must be string');
  if (typeof limit !== 'number' || !Number.isInteger(limit)) {
    throw storageErrors.validation('body/limit must be integer');
  }
  if (limit < 1) throw storageErrors.validation('body/limit must be >= 1');
  if (typeof offset !== 'number' || !Number.isInteger(offset)) {
    throw storageErrors.validation('body/offset must be integer');
  }
  if (offset < 0) throw storageErrors.validation('body/offset must be >= 0');
  const sort = (sortBy ?? { column: 'name' }) as { column?: unknown; order?: unknown };
  if (sort.column === undefined) {
    throw storageErrors.validation("body/sortBy must have required property 'column'");
  }
  if (!sortColumns.includes(String(sort.column))) {
    throw storageErrors.validation('body/sortBy/column must be equal to one of the allowed values');
  }
  if (sort.order !== undefined && sort.order !== 'asc' && sort.order !== 'desc') {
    throw storageErrors.validation('body/sortBy/order must be equal to one of the allowed values');
  }
  if (typeof search !== 'string') throw storageErrors.validation('body/search must be string');
  // Only the name order of storage.search is offered; the others read path_tokens.
  if (sort.column !== 'name') throw storageErrors.notSupported(`sortBy.column "${sort.column}"`);
  return {
    // object.ts:610-614: a prefix is always a folder.
    prefix: prefix.length > 0 && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    limit: Math.min(limit, 1500),
    offset,
    search,
    descending: sort.order === 'desc',
  };
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listObjects(
  context: StorageContext,
  bucketId: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const options = listOptions(await readJson(req));
  const who = await identifyCaller(req, context.auth);
  const bucket = bucketNamed(bucketId);
  const searched = options.prefix + options.search;
  const rows = await context.db.transaction(async (tx) => {
    await applyRequestRole(tx, who);
    const { rows } = await tx.query<ObjectRow>(
      `select name, id::text, updated_at, created_at, last_accessed_at, metadata
         from storage.objects
        where bucket_id = $1 and lower(name) like $2 escape '\\'
        order by lower(name) collate "C" ${options.descending ? 'desc' : 'asc'}`,
      [bucket, `${likeEscaped(searched.toLowerCase())}%`],
    );
    return rows;
  });
  sendJson(res, 200, searchLevel(rows, options));
}

/** storage.search's name branch: files and folders one level below the prefix. */
function searchLevel(rows: ObjectRow[], options: ListOptions) {
  const entries: Record<string, unknown>[] = [];
  const seenFolders = new Set<string>();
  let skipped = 0;
  for (const row of rows) {
    if (entries.length >= options.limit) break;
    // get_common_prefix: the part up to the first delimiter after the searched text.
    const slash = row.name.indexOf('/', options.prefix.length + options.search.length);
    const folder = slash === -1 ? undefined : row.name.slice(0, slash).toLowerCase();
    if (folder !== undefined && seenFolders.has(folder)) continue;
    if (folder !== undefined) seenFolders.add(folder);
    if (skipped < options.offset) {
      skipped += 1;
      continue;
    }
    entries.push(
      folder === undefined
        ? {
            name: row.name.slice(options.prefix.length),
            id: row.id,
            updated_at: iso(row.updated_at),
            created_at: iso(row.created_at),
            last_accessed_at: iso(row.last_accessed_at),
            metadata: row.metadata,
          }
        : {
            name: row.name.slice(options.prefix.length, slash),
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          },
    );
  }
  return entries;
}
