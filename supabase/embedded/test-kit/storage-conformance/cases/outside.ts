import { onePixelPng } from '../../rls-matrix-suite';
import type { StorageCase } from '../case';

const outside = { status: 400, outsideSubset: true } as const;

/**
 * Storage routes outside the embedded subset, as storage-js calls them (its line in
 * dist/index.mjs): each is refused with Storage's error body saying it is not supported, never
 * read as an upload (Storage routes its fixed paths before POST /object/:bucketName/*).
 */
export const outsideCases: StorageCase[] = [
  {
    source: 'storage-js index.mjs:1573',
    name: 'listV2 (list-v2)',
    as: 'admin',
    method: 'POST',
    path: 'object/list-v2/blog-images',
    headers: { 'Content-Type': 'application/json' },
    body: () => JSON.stringify({ prefix: '' }),
    expect: outside,
  },
  {
    source: 'storage-js index.mjs:1045',
    name: 'createSignedUrl',
    as: 'admin',
    client: (storage, f) => storage.from('blog-images').createSignedUrl(f.png, 60),
    expect: outside,
  },
  {
    source: 'storage-js index.mjs:1102',
    name: 'createSignedUrls',
    as: 'admin',
    client: (storage, f) => storage.from('blog-images').createSignedUrls([f.png], 60),
    expect: outside,
  },
  {
    source: 'storage-js index.mjs:822',
    name: 'createSignedUploadUrl',
    as: 'admin',
    client: (storage, f) => storage.from('blog-images').createSignedUploadUrl(f.newKey()),
    expect: outside,
  },
  {
    source: 'storage-js index.mjs:928',
    name: 'move',
    as: 'admin',
    client: (storage, f) => storage.from('blog-images').move(f.png, f.newKey()),
    expect: outside,
  },
  {
    source: 'storage-js index.mjs:973',
    name: 'copy',
    as: 'admin',
    client: (storage, f) => storage.from('blog-images').copy(f.png, f.newKey()),
    expect: outside,
  },
  {
    source: 'storage-js index.mjs:629, 888',
    name: 'update (PUT)',
    as: 'admin',
    client: (storage, f) =>
      storage.from('blog-images').update(f.png, new Blob([onePixelPng], { type: 'image/png' })),
    expect: outside,
  },
  {
    source: 'storage-js index.mjs:1186',
    name: 'download (authenticated GET)',
    as: 'admin',
    client: (storage, f) => storage.from('blog-images').download(f.png),
    expect: outside,
  },
  {
    source: 'storage-js index.mjs:1220',
    name: 'info',
    as: 'admin',
    client: (storage, f) => storage.from('blog-images').info(f.png),
    expect: outside,
  },
  {
    source: 'storage-js index.mjs:1243',
    name: 'exists (HEAD)',
    as: 'admin',
    method: 'HEAD',
    path: (f) => `object/blog-images/${f.png}`,
    expect: outside,
  },
  {
    source: 'storage-js index.mjs:1663',
    name: 'listBuckets',
    as: 'admin',
    client: (storage) => storage.listBuckets(),
    expect: outside,
  },
  {
    source: 'http/routes/render/renderAuthenticatedImage.ts',
    name: 'an authenticated rendition',
    as: 'admin',
    path: (f) => `render/image/authenticated/blog-images/${f.png}?width=10`,
    expect: outside,
  },
  {
    source: 'http/not-found-handler.ts:5-19',
    name: 'a path no Storage route has: Storage’s 404',
    path: 'nothing/here?x=1',
    expect: {
      status: 404,
      body: {
        statusCode: '404',
        code: 'InvalidRequest',
        error: 'Not Found',
        message: 'Route GET:/nothing/here?x=1 not found',
      },
    },
  },
];
