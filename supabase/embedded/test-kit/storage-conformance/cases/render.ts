import type { StorageCase } from '../case';

const validation = (message: string) => ({
  statusCode: '400',
  code: 'InvalidRequest',
  error: 'Error',
  message,
});
const render = (query: string) => (f: { png: string }) =>
  `render/image/public/blog-images/${f.png}?${query}`;

/**
 * GET /render/image/public/<bucket>/<path> (http/routes/render/renderPublicImage.ts), its query
 * schema (http/schemas/transformations.ts) as Fastify's validation words its refusals, and the
 * image renderer (storage/renderer/image.ts); the URL is the one storage-js's getPublicUrl with
 * `transform` writes (index.mjs:1324-1328).
 */
export const renderCases: StorageCase[] = [
  {
    source: 'test/render-routes.test.ts:140-163; storage/renderer/image.ts:494-498',
    name: 'a rendition keeps the source’s ETag and Cache-Control, with X-Transformations',
    path: render('width=100&height=100'),
    headers: { Accept: 'image/avif,image/webp' },
    expect: {
      status: 200,
      headers: (f) => ({
        etag: f.pngETag,
        'cache-control': 'max-age=3600',
        'x-transformations': 'height:100,width:100,resizing_type:fill',
        'x-robots-tag': 'none',
        'content-type': 'image/webp',
      }),
    },
  },
  {
    source: 'storage-js index.mjs:1324-1328',
    name: 'getPublicUrl(path, { transform }) renders',
    client: async (storage, f) => {
      const url = storage.from('blog-images').getPublicUrl(f.png, {
        transform: { width: 50, height: 40, resize: 'contain', quality: 70, format: 'origin' },
      });
      const response = await fetch(url.data.publicUrl);
      return {
        error: null,
        data: [response.status, response.headers.get('x-transformations')],
      };
    },
    expect: {
      status: 200,
      data: [200, 'height:40,width:50,resizing_type:fit,quality:70'],
    },
  },
  {
    source: 'test/render-routes.test.ts:262-284',
    name: 'format=webp',
    path: render('width=10&format=webp'),
    expect: {
      status: 200,
      headers: {
        'content-type': 'image/webp',
        'x-transformations': 'width:10,resizing_type:fill,format:webp',
      },
    },
  },
  {
    source: 'storage/renderer/renderer.ts:148-161',
    name: '?download on a rendition: Content-Disposition',
    path: render('width=10&download=small.png'),
    expect: {
      status: 200,
      headers: {
        'content-disposition': "attachment; filename=small.png; filename*=UTF-8''small.png",
      },
    },
  },
  {
    source: 'test/render-routes.test.ts:428-437',
    name: 'gravity=fp without offsets: Fastify’s required-property error',
    path: render('gravity=fp'),
    expect: { status: 400, body: validation("querystring must have required property 'x_offset'") },
  },
  {
    source: 'test/render-routes.test.ts:439-448',
    name: 'gravity=fp with an offset over 1',
    path: render('gravity=fp&x_offset=1.1&y_offset=0.5'),
    expect: { status: 400, body: validation('querystring/x_offset must be <= 1') },
  },
  {
    source: 'test/render-routes.test.ts:450-459',
    name: 'an unknown gravity',
    path: render('gravity=obj'),
    expect: {
      status: 400,
      body: validation('querystring/gravity must be equal to one of the allowed values'),
    },
  },
  {
    source: 'http/schemas/transformations.ts:9-14',
    name: 'gravity=top, a word Storage does not know',
    path: render('gravity=top'),
    expect: {
      status: 400,
      body: validation('querystring/gravity must be equal to one of the allowed values'),
    },
  },
  {
    source: 'http/schemas/transformations.ts:9-28',
    name: 'gravity=ce, which Storage takes, is outside the subset',
    path: render('width=10&gravity=ce'),
    expect: { status: 400, outsideSubset: true },
  },
  {
    source: 'http/schemas/transformations.ts:7',
    name: 'format=png is not one of origin, avif, webp',
    path: render('format=png'),
    expect: {
      status: 400,
      body: validation('querystring/format must be equal to one of the allowed values'),
    },
  },
  {
    source: 'http/schemas/transformations.ts:6',
    name: 'resize=stretch',
    path: render('resize=stretch'),
    expect: {
      status: 400,
      body: validation('querystring/resize must be equal to one of the allowed values'),
    },
  },
  {
    source: 'http/schemas/transformations.ts:5',
    name: 'width=abc',
    path: render('width=abc'),
    expect: { status: 400, body: validation('querystring/width must be integer') },
  },
  {
    source: 'http/schemas/transformations.ts:4',
    name: 'height=-1',
    path: render('height=-1'),
    expect: { status: 400, body: validation('querystring/height must be >= 0') },
  },
  {
    source: 'http/schemas/transformations.ts:8',
    name: 'quality=10',
    path: render('quality=10'),
    expect: { status: 400, body: validation('querystring/quality must be >= 20') },
  },
  {
    source: 'http/schemas/transformations.ts:4-8',
    name: 'the first property in the schema’s order is reported',
    path: render('width=abc&height=-1'),
    expect: { status: 400, body: validation('querystring/height must be >= 0') },
  },
  {
    source: 'storage/renderer/image.ts:66-92, 555-561',
    name: 'a source that is no image: InvalidRequest with Storage’s words',
    path: (f) => `render/image/public/blog-images/${f.notImage}?width=10`,
    expect: {
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'InvalidRequest',
        message: 'The source image is invalid or unsupported for rendering',
      },
    },
  },
  {
    source: 'http/routes/render/renderPublicImage.ts:55-61; internal/errors/codes.ts:130-138',
    name: 'a missing object: NoSuchKey',
    path: 'render/image/public/blog-images/conformance/not-there.png?width=10',
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
];
