import type { StorageCase } from '../case';

/**
 * GET /object/public/<bucket>/<path> (http/routes/object/getPublicObject.ts), answered by the
 * asset renderer (storage/renderer/renderer.ts:61-205) from the file backend
 * (storage/backend/file.ts:89-170, storage/range.ts), and the URLs storage-js's getPublicUrl
 * writes (index.mjs:1320-1329).
 */
export const downloadCases: StorageCase[] = [
  {
    source: 'test/object.test.ts:171-185',
    name: 'the object with its ETag, X-Robots-Tag none, Accept-Ranges and its Cache-Control',
    path: (f) => `object/public/blog-images/${f.png}`,
    expect: {
      status: 200,
      bytes: (f) => f.pngBytes,
      headers: (f) => ({
        'content-type': 'image/png',
        'content-length': String(f.pngBytes.length),
        etag: f.pngETag,
        'x-robots-tag': 'none',
        'accept-ranges': 'bytes',
        'cache-control': 'max-age=3600',
        'content-range': null,
        'content-disposition': null,
      }),
    },
  },
  {
    source: 'storage/uploader.ts:513',
    name: 'an upload sent without Cache-Control is served no-cache',
    path: (f) => `object/public/blog-images/${f.rawNoCache}`,
    expect: { status: 200, headers: { 'cache-control': 'no-cache' } },
  },
  {
    source: 'test/object.test.ts:311-325',
    name: '?download: Content-Disposition attachment without a name',
    path: (f) => `object/public/blog-images/${f.png}?download`,
    expect: { status: 200, headers: { 'content-disposition': 'attachment;' } },
  },
  {
    source: 'test/object.test.ts:327-341',
    name: '?download=name: Content-Disposition with the name, both forms',
    path: (f) => `object/public/blog-images/${f.png}?download=testname.png`,
    expect: {
      status: 200,
      headers: {
        'content-disposition': "attachment; filename=testname.png; filename*=UTF-8''testname.png",
      },
    },
  },
  {
    source: 'storage/renderer/renderer.ts:153-157',
    name: '?download=name with spaces and accents: percent-encoded',
    path: (f) => `object/public/blog-images/${f.png}?download=caf%C3%A9%20menu.png`,
    expect: {
      status: 200,
      headers: {
        'content-disposition':
          "attachment; filename=caf%C3%A9%20menu.png; filename*=UTF-8''caf%C3%A9%20menu.png",
      },
    },
  },
  {
    source: 'storage-js index.mjs:1323',
    name: 'getPublicUrl(path, { download: true }) is answered as an attachment',
    client: async (storage, f) => {
      const url = storage.from('blog-images').getPublicUrl(f.png, { download: true });
      const response = await fetch(url.data.publicUrl);
      return { error: null, data: response.headers.get('content-disposition') };
    },
    expect: { status: 200, data: 'attachment;' },
  },
  {
    source: 'storage/backend/file.ts:138-155',
    name: 'Range bytes=0-9: 206 with Content-Range and those bytes',
    path: (f) => `object/public/blog-images/${f.png}`,
    headers: { Range: 'bytes=0-9' },
    expect: {
      status: 206,
      bytes: (f) => f.pngBytes.subarray(0, 10),
      headers: (f) => ({
        'content-range': `bytes 0-9/${f.pngBytes.length}`,
        'content-length': '10',
        'accept-ranges': 'bytes',
      }),
    },
  },
  {
    source: 'storage/range.ts:20-33',
    name: 'Range bytes=-5: the last five bytes',
    path: (f) => `object/public/blog-images/${f.png}`,
    headers: { Range: 'bytes=-5' },
    expect: {
      status: 206,
      bytes: (f) => f.pngBytes.subarray(f.pngBytes.length - 5),
      headers: (f) => ({
        'content-range': `bytes ${f.pngBytes.length - 5}-${f.pngBytes.length - 1}/${f.pngBytes.length}`,
      }),
    },
  },
  {
    source: 'storage/range.ts:35-46',
    name: 'Range past the end is clamped to the file',
    path: (f) => `object/public/blog-images/${f.png}`,
    headers: { Range: 'bytes=60-100000' },
    expect: {
      status: 206,
      bytes: (f) => f.pngBytes.subarray(60),
      headers: (f) => ({
        'content-range': `bytes 60-${f.pngBytes.length - 1}/${f.pngBytes.length}`,
      }),
    },
  },
  {
    source: 'storage/range.ts:9-13, 49-56',
    name: 'a Range starting past the end: 416 InvalidRange',
    path: (f) => `object/public/blog-images/${f.png}`,
    headers: { Range: 'bytes=100000-' },
    expect: {
      status: 416,
      body: {
        statusCode: '416',
        code: 'InvalidRange',
        error: 'invalid_range',
        message: 'invalid range provided',
      },
    },
  },
  {
    source: 'storage/range.ts:10-13',
    name: 'a Range of several parts: 416 InvalidRange',
    path: (f) => `object/public/blog-images/${f.png}`,
    headers: { Range: 'bytes=0-1,4-5' },
    expect: { status: 416 },
  },
  {
    source: 'test/object.test.ts:201-222',
    name: 'If-None-Match with the ETag: 304',
    path: (f) => `object/public/blog-images/${f.png}`,
    headers: (f) => ({ 'If-None-Match': f.pngETag }),
    expect: { status: 304, headers: (f) => ({ etag: f.pngETag }) },
  },
  {
    source: 'storage/renderer/renderer.ts:163-186',
    name: 'If-None-Match with another ETag: 200, and stale-while-revalidate kept',
    path: (f) => `object/public/blog-images/${f.png}`,
    headers: { 'If-None-Match': '"another"' },
    expect: {
      status: 200,
      headers: { 'cache-control': 'max-age=3600, stale-while-revalidate=30' },
    },
  },
  {
    source: 'storage/backend/file.ts:119-136',
    name: 'If-Modified-Since not older than the object: 304',
    path: (f) => `object/public/blog-images/${f.png}`,
    headers: { 'If-Modified-Since': new Date(Date.now() + 3_600_000).toUTCString() },
    expect: { status: 304 },
  },
  {
    source: 'test/object.test.ts:385-395; internal/errors/codes.ts:130-138',
    name: 'a missing object: NoSuchKey',
    path: 'object/public/blog-images/conformance/not-there.png',
    expect: {
      status: 400,
      body: {
        statusCode: '404',
        code: 'NoSuchKey',
        error: 'not_found',
        message: 'Object not found',
      },
    },
  },
  {
    source: 'test/object.test.ts:397-407; internal/errors/codes.ts:113-121',
    name: 'a missing bucket: NoSuchBucket',
    path: 'object/public/no-such-bucket/a.png',
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
];
