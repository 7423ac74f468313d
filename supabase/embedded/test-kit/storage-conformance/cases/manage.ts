import { onePixelPng } from '../../rls-matrix-suite';
import type { StorageCase, StorageClient } from '../case';

const json = { 'Content-Type': 'application/json' };
const invalidRequest = (message: string) => ({
  statusCode: '400',
  code: 'InvalidRequest',
  error: 'Error',
  message,
});
const noJws = {
  statusCode: '403',
  code: 'AccessDenied',
  error: 'Unauthorized',
  message: 'Invalid Compact JWS',
};
const folder = (name: string) => ({
  name,
  id: null,
  updated_at: null,
  created_at: null,
  last_accessed_at: null,
  metadata: null,
});

/** Uploads a fresh object as the caller (an admin), so a case can remove it. */
async function uploaded(storage: StorageClient, key: string) {
  const result = await storage
    .from('blog-images')
    .upload(key, new Blob([onePixelPng], { type: 'image/png' }));
  if (result.error) throw result.error;
  return key;
}

/**
 * storage-js's `list` and `remove` (http/routes/object/listObjects.ts, deleteObjects.ts):
 * answered as the caller, so blog-images' policies decide (admins list and remove; anon and a
 * signed-in non-admin see nothing and remove nothing, with 200 and []).
 */
export const manageCases: StorageCase[] = [
  {
    source: 'storage-js index.mjs:1519',
    name: 'list: an admin sees the uploaded object, its name relative to the prefix',
    as: 'admin',
    client: async (storage, f) => {
      const result = await storage.from('blog-images').list('conformance', { limit: 1000 });
      const found = result.data?.find((entry) => `conformance/${entry.name}` === f.png);
      return {
        error: result.error,
        data: found && { id: typeof found.id, size: found.metadata?.size },
      };
    },
    expect: { status: 200, data: { id: 'string', size: onePixelPng.length } },
  },
  {
    source: 'test/object.test.ts:3747-3806',
    name: 'list: a folder is a name with null id, timestamps and metadata',
    as: 'admin',
    method: 'POST',
    path: 'object/list/blog-images',
    headers: json,
    body: () => JSON.stringify({ prefix: '', search: 'conformance', limit: 1 }),
    expect: { status: 200, body: [folder('conformance')] },
  },
  {
    source: 'test/object.test.ts:3268-3284',
    name: 'list: a prefix nothing is under is []',
    as: 'admin',
    method: 'POST',
    path: 'object/list/blog-images',
    headers: json,
    body: () => JSON.stringify({ prefix: 'notfound', limit: 10, offset: 0 }),
    expect: { status: 200, body: [] },
  },
  {
    source: 'test/object.test.ts:3304-3320',
    name: 'list: the anon key sees what the SELECT policies let it (nothing)',
    as: 'anon',
    method: 'POST',
    path: 'object/list/blog-images',
    headers: json,
    body: () => JSON.stringify({ prefix: 'conformance', limit: 10, offset: 0 }),
    expect: { status: 200, body: [] },
  },
  {
    source: 'test/object.test.ts:3304-3320',
    name: 'list: a signed-in non-admin sees nothing',
    as: 'viewer',
    client: (storage) => storage.from('blog-images').list('conformance'),
    expect: { status: 200, data: [] },
  },
  {
    source: 'test/object.test.ts:3322-3333',
    name: 'list: no Authorization header is AccessDenied',
    method: 'POST',
    path: 'object/list/blog-images',
    headers: json,
    body: () => JSON.stringify({ prefix: '' }),
    expect: { status: 400, body: noJws },
  },
  {
    source: 'http/routes/object/listObjects.ts:16-35',
    name: 'list: the body is checked before the token',
    method: 'POST',
    path: 'object/list/blog-images',
    headers: json,
    body: () => JSON.stringify({ limit: 10 }),
    expect: { status: 400, body: invalidRequest("body must have required property 'prefix'") },
  },
  {
    source: 'storage-js index.mjs:1366',
    name: 'remove: an admin removes an object and gets its row back',
    as: 'admin',
    client: async (storage, f) => {
      const key = await uploaded(storage, f.newKey());
      const result = await storage.from('blog-images').remove([key, f.newKey()]);
      const gone = await fetch(storage.from('blog-images').getPublicUrl(key).data.publicUrl);
      return {
        error: result.error,
        data: { names: result.data?.map((row) => row.name === key), downloadAfter: gone.status },
      };
    },
    // The public URL then answers NoSuchKey (status 400, getPublicObject.ts:56-62).
    expect: { status: 200, data: { names: [true], downloadAfter: 400 } },
  },
  {
    source: 'test/object.test.ts:2070-2085',
    name: 'remove: the anon key removes nothing',
    as: 'anon',
    method: 'DELETE',
    path: 'object/blog-images',
    headers: json,
    body: (f) => JSON.stringify({ prefixes: [f.png] }),
    expect: { status: 200, body: [] },
  },
  {
    source: 'test/object.test.ts:2131-2151',
    name: 'remove: a signed-in non-admin removes nothing',
    as: 'viewer',
    client: (storage, f) => storage.from('blog-images').remove([f.png]),
    expect: { status: 200, data: [] },
  },
  {
    source: 'test/object.test.ts:2087-2097',
    name: 'remove: no Authorization header is AccessDenied',
    method: 'DELETE',
    path: 'object/blog-images',
    headers: json,
    body: (f) => JSON.stringify({ prefixes: [f.png] }),
    expect: { status: 400, body: noJws },
  },
  {
    source: 'test/object.test.ts:2099-2112',
    name: 'remove: a bucket that does not exist is 200 and nothing',
    as: 'admin',
    method: 'DELETE',
    path: 'object/notfound',
    headers: json,
    body: (f) => JSON.stringify({ prefixes: [f.png] }),
    expect: { status: 200, body: [] },
  },
  {
    source: 'http/routes/object/deleteObjects.ts:16-28',
    name: 'remove: an empty list is refused by the schema',
    as: 'admin',
    method: 'DELETE',
    path: 'object/blog-images',
    headers: json,
    body: () => JSON.stringify({ prefixes: [] }),
    expect: {
      status: 400,
      body: invalidRequest('body/prefixes must NOT have fewer than 1 items'),
    },
  },
  {
    source: 'storage/limits.ts:130-134',
    name: 'remove: a bucket name Storage refuses is InvalidBucketName',
    as: 'admin',
    method: 'DELETE',
    path: 'object/not%5Ba%5Dbucket',
    headers: json,
    body: (f) => JSON.stringify({ prefixes: [f.png] }),
    expect: {
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidBucketName',
        error: 'Invalid Input',
        message: 'Bucket name invalid',
      },
    },
  },
];
