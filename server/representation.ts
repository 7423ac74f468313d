/**
 * An answer prepared once and served many times, like a file: its body compressed ahead of time
 * (brotli and gzip, in libuv's thread pool, never on the event loop), a strong ETag and a
 * Last-Modified, so each request only chooses an encoding or answers 304. The prerendered pages
 * and every cached render (blog pages, feeds, sitemaps) are served through here.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { pipeline, Readable } from 'node:stream';
import { brotliCompress, constants, createGunzip, gzip } from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { addressNetwork } from '../supabase/embedded';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Representation {
  status: number;
  /** Content-Type, Cache-Control, X-Robots-Tag...: sent with every answer. */
  headers: Record<string, string>;
  br: Buffer;
  gzip: Buffer;
  /** The uncompressed body; absent when it is large and rarely asked for (gunzipped then). */
  identity?: Buffer;
  /** Bytes of the uncompressed body (its Content-Length when sent without compression). */
  identityLength: number;
  etag: string;
  lastModified: Date;
  /** Memory held, for caches bounded by bytes. */
  bytes: number;
}

/** Above this an uncompressed copy is not kept: nearly every client accepts gzip. */
const keepIdentityBelow = 256 * 1024;

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Compresses `body` both ways (off the event loop) into a representation. */
export async function prepare(
  body: Buffer | string,
  options: {
    status?: number;
    headers: Record<string, string>;
    lastModified?: Date;
    /** Brotli quality: 11 for what is built once, lower for what is rendered on request. */
    quality?: number;
  },
): Promise<Representation> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: options.quality ?? 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const kept = identity.length < keepIdentityBelow ? identity : undefined;
  return {
    status: options.status ?? 200,
    headers: options.headers,
    br,
    gzip: gz,
    ...(kept ? { identity: kept } : {}),
    identityLength: identity.length,
    etag: etagOf(identity),
    // HTTP dates have whole seconds; a fraction would make If-Modified-Since never match.
    lastModified: new Date(
      Math.floor((options.lastModified ?? new Date()).getTime() / 1000) * 1000,
    ),
    bytes: br.length + gz.length + (kept?.length ?? 0),
  };
}

const encodings = ['br', 'gzip', 'identity'];

/**
 * Large bodies inflated at once for clients that accept no compression: each costs CPU as it
 * streams, so thousands of such readers (slow ones hold theirs for long) could burn every core.
 * Past the bound, per network (/24, /64) or in all, the answer is 503 with Retry-After; a client
 * that accepts gzip or brotli (every browser, every major crawler) never meets it.
 */
export const inflateLimits = { perNetwork: 2, total: 16 };
const inflating = new Map<string, number>();
let inflatingTotal = 0;

/** Takes an inflation turn for `network`, or returns undefined when over the bound. */
function takeInflateTurn(network: string): (() => void) | undefined {
  const held = inflating.get(network) ?? 0;
  if (held >= inflateLimits.perNetwork || inflatingTotal >= inflateLimits.total) return undefined;
  inflating.set(network, held + 1);
  inflatingTotal += 1;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    inflatingTotal -= 1;
    const left = (inflating.get(network) ?? 1) - 1;
    if (left > 0) inflating.set(network, left);
    else inflating.delete(network);
  };
}

/**
 * The encoding to send: the client's preference by q-value, brotli first among equals (Chrome
 * sends "gzip, deflate, br, zstd", all q=1). negotiator 1.x takes the tie-break order as
 * `preferred`; its published types (0.6) do not know the option yet.
 */
function chooseEncoding(req: IncomingMessage): string | undefined {
  const negotiator = new Negotiator(req) as Negotiator & {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  return negotiator.encoding(encodings, { preferred: encodings });
}

/**
 * Answers `req` with `representation`: 304 when the client's copy is current (If-None-Match or
 * If-Modified-Since, as `fresh` decides), else the best encoding the client accepts.
 */
export async function send(
  req: IncomingMessage,
  res: ServerResponse,
  representation: Representation,
): Promise<void> {
  const headers: Record<string, string> = {
    ...representation.headers,
    ETag: representation.etag,
    'Last-Modified': representation.lastModified.toUTCString(),
    Vary: 'Accept-Encoding',
  };
  if (
    representation.status === 200 &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    fresh(req.headers, { etag: representation.etag, 'last-modified': headers['Last-Modified'] })
  ) {
    // A 304 describes the stored copy; it has no body, so no body headers.
    const { 'Content-Type': _type, ...rest } = headers;
    res.writeHead(304, rest).end();
    return;
  }
  const encoding = chooseEncoding(req);
  if (encoding !== 'br' && encoding !== 'gzip' && !representation.identity) {
    // A large body without its plain copy: inflated as the client reads it, so a slow reader
    // holds a stream's buffers, not a whole uncompressed copy of its own.
    const giveBack =
      req.method === 'HEAD'
        ? () => undefined
        : takeInflateTurn(addressNetwork(req.socket.remoteAddress ?? 'unknown'));
    if (!giveBack) {
      res.writeHead(503, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '5',
        'Cache-Control': 'no-store',
      });
      res.end('Too many uncompressed copies are being sent; ask with Accept-Encoding: gzip.');
      return;
    }
    res.once('close', giveBack);
    res.writeHead(representation.status, {
      ...headers,
      'Content-Length': String(representation.identityLength),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    pipeline(Readable.from([representation.gzip]), createGunzip(), res, (error) => {
      if (error) res.destroy();
    });
    return;
  }
  const body =
    encoding === 'br'
      ? representation.br
      : encoding === 'gzip'
        ? representation.gzip
        : representation.identity!;
  res.writeHead(representation.status, {
    ...headers,
    ...(encoding === 'br' || encoding === 'gzip' ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
