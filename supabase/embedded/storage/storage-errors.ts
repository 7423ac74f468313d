/**
 * Supabase Storage's errors as it sends them (github.com/supabase/storage, tag v1.70.6): the body
 * is always `{statusCode, code, error, message}` with the real status as the `statusCode`
 * string, and the HTTP status is 400 for every error below 500 (storage-error.ts:23, applied by
 * http/error-handler.ts:44-74); `error` is the code unless the error names another
 * (error-handler.ts:72). Each factory below is the entry of internal/errors/codes.ts it copies.
 */

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

/** A StorageBackendError: HTTP 400 unless the status is 500 (storage-error.ts:19-29). */
function backendError(
  code: string,
  httpStatusCode: number,
  message: string,
  error: string = code,
): StorageError {
  return new StorageError(
    { statusCode: String(httpStatusCode), code, error, message },
    httpStatusCode === 500 ? 500 : 400,
  );
}

export const storageErrors = {
  /** codes.ts:113-121 */
  noSuchBucket: () => backendError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  /** codes.ts:130-138 */
  noSuchKey: () => backendError('NoSuchKey', 404, 'Object not found', 'not_found'),
  /** The renderer's answer when the backend has no bytes for a row (renderer.ts:88-96). */
  resourceNotFound: () =>
    new StorageError(
      {
        statusCode: '404',
        code: 'NoSuchKey',
        error: 'Not found',
        message: 'The resource was not found',
      },
      400,
      { 'Cache-Control': 'no-store' },
    ),
  /** codes.ts:186-193; a refused token carries jose's message (http/plugins/jwt.ts:59-67). */
  accessDenied: (message = 'new row violates row-level security policy') =>
    backendError('AccessDenied', 403, message || 'Access denied', 'Unauthorized'),
  /** codes.ts:305-312, with its default entity and limit (storage/uploader.ts:156, 531). */
  entityTooLarge: () =>
    backendError(
      'EntityTooLarge',
      413,
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  /** codes.ts:273-279 */
  invalidMimeType: (mimeType: string) =>
    backendError(
      'InvalidMimeType',
      415,
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  /** A Content-Type that is not a media type: Fastify's FST_ERR_CTP_INVALID_MEDIA_TYPE (error-handler.ts:81-89). */
  invalidContentType: () =>
    backendError('InvalidMimeType', 415, 'Invalid Content-Type header', 'invalid_mime_type'),
  /** codes.ts:330-338 */
  invalidBucketName: () =>
    backendError('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  /** codes.ts:356-363 */
  invalidKey: (key: string) => backendError('InvalidKey', 400, `Invalid key: ${key}`),
  /** codes.ts:365-373 */
  keyAlreadyExists: () =>
    backendError('KeyAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  /** codes.ts:156-162 */
  invalidRequest: (message: string) =>
    backendError('InvalidRequest', 400, message || 'Invalid Request'),
  /**
   * codes.ts:322-328: an image the renderer cannot transform. Below 500 its code is
   * InvalidRequest (storage/renderer/image.ts:555-603 picks the status and message).
   */
  imageProcessing: (httpStatusCode: number, message: string) =>
    backendError(
      httpStatusCode > 499 ? 'InternalError' : 'InvalidRequest',
      httpStatusCode,
      message,
    ),
  /** storage/range.ts:49-56: the one error sent with its own status (416). */
  invalidRange: () =>
    new StorageError(
      {
        statusCode: '416',
        code: 'InvalidRange',
        error: 'invalid_range',
        message: 'invalid range provided',
      },
      416,
    ),
  /**
   * A query that fails the route's JSON schema: Fastify's FST_ERR_VALIDATION, whose error is a
   * plain Error (fastify lib/context.js defaultSchemaErrorFormatter: "querystring/width must be
   * integer"), so `error` is its name "Error" and the code InvalidRequest (error-handler.ts:77-105,
   * codes.ts:590-591).
   */
  validation: (message: string) =>
    new StorageError({ statusCode: '400', code: 'InvalidRequest', error: 'Error', message }, 400),
  /**
   * A request Storage answers that this backend does not: Storage's NotSupported code
   * (codes.ts:53, 99-105), the message naming what is not supported.
   */
  notSupported: (what: string) =>
    backendError(
      'NotSupported',
      409,
      `${what} is not supported by the embedded backend: it offers upload (POST /storage/v1/object/<bucket>/<path>), public download (GET /storage/v1/object/public/<bucket>/<path>), image transformations (GET /storage/v1/render/image/public/<bucket>/<path>), list (POST /storage/v1/object/list/<bucket>) and remove (DELETE /storage/v1/object/<bucket>)`,
    ),
  /** A path no Storage route matches (http/not-found-handler.ts:5-19): the one 404. */
  routeNotFound: (method: string, url: string) =>
    new StorageError(
      {
        statusCode: '404',
        code: 'InvalidRequest',
        error: 'Not Found',
        message: `Route ${method}:${url} not found`,
      },
      404,
    ),
};
