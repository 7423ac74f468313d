/** Small HTTP helpers shared by the REST, Storage and local sign-in handlers. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const megabyte = 1024 * 1024;

/**
 * Beyond this we stop reading and drop the connection: draining a body is what keeps the
 * connection usable after a 413, but not for an unbounded stream.
 */
const drainLimit = 64 * megabyte;

export type BodyResult = { ok: true; body: Buffer } | { ok: false; size: number };

/**
 * The client went away before its body was complete. Not a failure of the server: index.ts
 * answers nothing (there is nobody to answer) and logs nothing for it.
 */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before the request body was complete');
  }
}

/**
 * The body did not arrive in time: past its endpoint's deadline, or slower than the minimum rate.
 * index.ts answers 408 and closes the connection: a body sent a byte at a time cannot hold a
 * connection (and the server's cap of them) for the whole request timeout.
 */
export class BodyTimeoutError extends Error {
  constructor(reason: string) {
    super(`The request body did not arrive in time: ${reason}`);
  }
}

export interface BodyTiming {
  /** The whole body must have arrived this long after reading began (a small JSON body: seconds). */
  deadlineMs?: number;
  /** After `graceMs`, the body must have come at least this fast on average. */
  minBytesPerSecond?: number;
  graceMs?: number;
}

/** Every body: 1 KB/s on average after 10 s (a 6 MB upload from a slow phone runs at 100 KB/s). */
export const bodyTiming = { minBytesPerSecond: 1_024, graceMs: 10_000 } as const;

/**
 * Reads the request body up to `limit` bytes. A larger body is read to the end and discarded
 * (so the client receives the 413 instead of a reset connection), never buffered. A body that
 * misses its timing (BodyTiming) rejects with BodyTimeoutError.
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  timing: BodyTiming = {},
): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  const {
    deadlineMs,
    minBytesPerSecond = bodyTiming.minBytesPerSecond,
    graceMs = bodyTiming.graceMs,
  } = timing;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > limit;
    const watch = setInterval(
      () => {
        const elapsed = Date.now() - started;
        if (deadlineMs !== undefined && elapsed >= deadlineMs) {
          stop(new BodyTimeoutError(`not complete after ${deadlineMs} ms`));
        } else if (elapsed >= graceMs && (size * 1000) / elapsed < minBytesPerSecond) {
          stop(new BodyTimeoutError(`slower than ${minBytesPerSecond} bytes a second`));
        }
      },
      Math.min(500, deadlineMs ?? 500),
    );
    watch.unref();
    const stop = (error: Error) => {
      clearInterval(watch);
      req.pause();
      reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (tooLarge) {
        chunks.length = 0;
        if (size > drainLimit) {
          clearInterval(watch);
          req.destroy();
          resolve({ ok: false, size });
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      clearInterval(watch);
      resolve(tooLarge ? { ok: false, size } : { ok: true, body: Buffer.concat(chunks) });
    });
    // Before the body is complete an error is the client's connection failing ("aborted").
    req.on('error', (error) => stop(req.complete ? error : new ClientGoneError()));
    // A client that disconnects mid-body: settle, so whoever waits (an upload slot) is released.
    req.on('close', () => {
      if (!req.complete) stop(new ClientGoneError());
    });
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, headers);
  res.end();
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header: string | undefined): string | undefined {
  return header?.split(';')[0]?.trim().toLowerCase() || undefined;
}
