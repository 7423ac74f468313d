import { randomBytes } from 'node:crypto';
import { onePixelPng } from '../../rls-matrix-suite';
import type { StorageCase } from '../case';

const png = () => new Uint8Array(onePixelPng);
const pngBlob = () => new Blob([onePixelPng], { type: 'image/png' });
const accessDenied = (message: string) => ({
  statusCode: '403',
  code: 'AccessDenied',
  error: 'Unauthorized',
  message,
});
const invalidMimeType = (message: string) => ({
  statusCode: '415',
  code: 'InvalidMimeType',
  error: 'invalid_mime_type',
  message,
});
const tooLarge = {
  statusCode: '413',
  code: 'EntityTooLarge',
  error: 'Payload too large',
  message: 'The object exceeded the maximum allowed size',
};

/**
 * POST /object/<bucket>/<path> (http/routes/object/createObject.ts, storage/object.ts:88-133,
 * storage/uploader.ts) and storage-js's upload (index.mjs:603-636, 704).
 */
export const uploadCases: StorageCase[] = [
  {
    source: 'storage-js index.mjs:610-634',
    name: 'upload of a Blob: multipart, answered {Id, Key}, read as {path, id, fullPath}',
    as: 'admin',
    client: async (storage, f) => {
      const key = f.newKey();
      const { data, error } = await storage.from('blog-images').upload(key, pngBlob());
      return {
        error,
        data: data && {
          path: data.path === key,
          fullPath: data.fullPath === `blog-images/${key}`,
          id: /^[0-9a-f-]{36}$/.test(data.id),
        },
      };
    },
    expect: { status: 200, data: { path: true, fullPath: true, id: true } },
  },
  {
    source: 'test/object.test.ts:440-463',
    name: 'the anon key: AccessDenied by the INSERT policy',
    client: (storage, f) => storage.from('blog-images').upload(f.newKey(), pngBlob()),
    expect: { status: 400, body: accessDenied('new row violates row-level security policy') },
  },
  {
    source: 'test/object.test.ts:1020-1050',
    name: 'a signed-in non-admin, raw body: AccessDenied by the INSERT policy',
    as: 'viewer',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    headers: { 'Content-Type': 'image/png' },
    body: png,
    expect: { status: 400, body: accessDenied('new row violates row-level security policy') },
  },
  {
    source: 'test/object.test.ts:465-477',
    name: 'no Authorization header: the empty token refused with jose’s words',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    headers: { 'Content-Type': 'image/png' },
    body: png,
    expect: { status: 400, body: accessDenied('Invalid Compact JWS') },
  },
  {
    source: 'http/plugins/jwt.ts:59-67',
    name: 'a token that is not a JWT: AccessDenied with jose’s words',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    headers: { 'Content-Type': 'image/png', Authorization: 'Bearer this is not a jwt' },
    body: png,
    expect: { status: 400, body: accessDenied('Invalid Compact JWS') },
  },
  {
    source: 'http/plugins/jwt.ts:59-67',
    name: 'a token with a bad signature: AccessDenied with jose’s words',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    headers: {
      'Content-Type': 'image/png',
      Authorization:
        'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.c2lnbmF0dXJl',
    },
    body: png,
    expect: { status: 400, body: accessDenied('signature verification failed') },
  },
  {
    source: 'test/object.test.ts:479-494',
    name: 'a bucket that does not exist: NoSuchBucket',
    as: 'admin',
    client: (storage) => storage.from('no-such-bucket').upload('a.png', pngBlob()),
    expect: {
      status: 400,
      body: {
        statusCode: '404',
        code: 'NoSuchBucket',
        error: 'Bucket not found',
        message: 'Bucket not found',
      },
    },
  },
  {
    source: 'test/object.test.ts:496-515',
    name: 'an existing key without upsert: KeyAlreadyExists',
    as: 'admin',
    client: (storage, f) => storage.from('blog-images').upload(f.png, pngBlob()),
    expect: {
      status: 400,
      body: {
        statusCode: '409',
        code: 'KeyAlreadyExists',
        error: 'Duplicate',
        message: 'The resource already exists',
      },
    },
  },
  {
    source: 'test/object.test.ts:721-744',
    name: 'a raw body of a type the bucket does not allow: InvalidMimeType',
    as: 'admin',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey('txt')}`,
    headers: { 'Content-Type': 'text/plain' },
    body: () => 'hello',
    expect: { status: 400, body: invalidMimeType('mime type text/plain is not supported') },
  },
  {
    source: 'test/object.test.ts:746-770',
    name: 'a multipart contentType field the bucket does not allow: InvalidMimeType',
    as: 'admin',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    body: () => {
      const form = new FormData();
      form.append('contentType', 'image/svg+xml');
      form.append('', pngBlob(), 'photo.png');
      return form;
    },
    expect: { status: 400, body: invalidMimeType('mime type image/svg+xml is not supported') },
  },
  {
    source: 'storage-js index.mjs:610-614',
    name: 'a Blob whose type the bucket does not allow: InvalidMimeType',
    as: 'admin',
    client: (storage, f) =>
      storage.from('blog-images').upload(f.newKey(), new Blob(['x'], { type: 'text/plain' })),
    expect: { status: 400, body: invalidMimeType('mime type text/plain is not supported') },
  },
  {
    source: 'storage/uploader.ts:476-487; storage/object.ts:101-115',
    name: 'the type is checked before access: a non-admin’s Blob of text is InvalidMimeType',
    as: 'viewer',
    client: (storage, f) =>
      storage.from('blog-images').upload(f.newKey(), new Blob(['x'], { type: 'text/plain' })),
    expect: { status: 400, body: invalidMimeType('mime type text/plain is not supported') },
  },
  {
    source: 'storage/uploader.ts:476',
    name: 'a contentType field sent before the file wins over the part’s type',
    as: 'viewer',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    body: () => {
      const form = new FormData();
      form.append('cacheControl', '3600');
      form.append('contentType', 'application/pdf');
      form.append('', pngBlob(), 'photo.png');
      return form;
    },
    expect: { status: 400, body: invalidMimeType('mime type application/pdf is not supported') },
  },
  {
    source: 'storage/uploader.ts:305-333',
    name: 'image/PNG: compared as sent, so not the allowed image/png',
    as: 'admin',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    headers: { 'Content-Type': 'image/PNG' },
    body: png,
    expect: { status: 400, body: invalidMimeType('mime type image/PNG is not supported') },
  },
  {
    source: 'storage/uploader.ts:305-333',
    name: 'a type with parameters is not the bare type',
    as: 'admin',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    headers: { 'Content-Type': 'image/png; charset=binary' },
    body: png,
    expect: {
      status: 400,
      body: invalidMimeType('mime type image/png; charset=binary is not supported'),
    },
  },
  {
    source: 'storage/uploader.ts:512-521',
    name: 'the type is checked before access: a non-admin’s text file is InvalidMimeType',
    as: 'viewer',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey('txt')}`,
    headers: { 'Content-Type': 'text/plain' },
    body: () => 'hello',
    expect: { status: 400, body: invalidMimeType('mime type text/plain is not supported') },
  },
  {
    source: 'test/object.test.ts:834-857',
    name: 'a Content-Type that is no media type: Invalid Content-Type header',
    as: 'admin',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    headers: { 'Content-Type': 'thisisnotarealmimetype' },
    body: png,
    expect: { status: 400, body: invalidMimeType('Invalid Content-Type header') },
  },
  {
    source: 'test/object.test.ts:859-880',
    name: 'a Content-Type with a tab in it: Invalid Content-Type header',
    as: 'admin',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    headers: { 'Content-Type': 'image/\tjpg' },
    body: png,
    expect: { status: 400, body: invalidMimeType('Invalid Content-Type header') },
  },
  {
    source: 'storage/uploader.ts:529-532',
    name: 'a raw body declared over the bucket’s limit: EntityTooLarge before access',
    as: 'viewer',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    headers: { 'Content-Type': 'image/png' },
    body: () => new Uint8Array(5 * 1024 * 1024 + 1),
    expect: { status: 400, body: tooLarge },
  },
  {
    source: 'test/object.test.ts:531-553',
    name: 'a multipart file over the bucket’s limit: EntityTooLarge',
    as: 'admin',
    client: (storage, f) =>
      storage
        .from('blog-images')
        .upload(
          f.newKey(),
          new Blob([onePixelPng, randomBytes(5 * 1024 * 1024)], { type: 'image/png' }),
        ),
    expect: { status: 400, body: tooLarge },
  },
  {
    source: 'storage/limits.ts:88-123',
    name: 'a key with characters Storage does not take: InvalidKey',
    as: 'admin',
    method: 'POST',
    path: 'object/blog-images/conformance/a%5B1%5D.png',
    headers: { 'Content-Type': 'image/png' },
    body: png,
    expect: {
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidKey',
        error: 'InvalidKey',
        message: 'Invalid key: conformance/a[1].png',
      },
    },
  },
  {
    source: 'storage/uploader.ts:459-463',
    name: 'a multipart body with no file part: No content provided',
    as: 'admin',
    method: 'POST',
    path: (f) => `object/blog-images/${f.newKey()}`,
    body: () => {
      const form = new FormData();
      form.append('cacheControl', '3600');
      return form;
    },
    expect: {
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'InvalidRequest',
        message: 'No content provided',
      },
    },
  },
  {
    source: 'storage-js index.mjs:608',
    name: 'upsert: true (x-upsert) is outside the subset',
    as: 'admin',
    client: (storage, f) => storage.from('blog-images').upload(f.png, pngBlob(), { upsert: true }),
    expect: { status: 400, outsideSubset: true },
  },
];
