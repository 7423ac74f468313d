/**
 * A fetch that hands each request to a Node request handler in this process, as if it had come
 * over a socket: the same handler, checks and fair queue, but no connection, no compression and
 * no client-side inflate. The server's own renders and the embedded Edge Functions read the
 * embedded API through it, each on a lane of their own (`remoteAddress`), so they never queue
 * behind a visitor's address or count against its socket cap. light-my-request builds the
 * IncomingMessage/ServerResponse pair (Fastify's inject).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inject } from 'light-my-request';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Statuses whose Response must have no body (the Fetch standard's null body statuses). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/** `remoteAddress` is the lane of every request, or a function that tells it per request. */
export function createInProcessFetch(
  handler: Handler,
  remoteAddress: string | (() => string),
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const payload =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const response = await inject(handler, {
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: url.host },
      payload,
      remoteAddress: typeof remoteAddress === 'string' ? remoteAddress : remoteAddress(),
      signal: request.signal,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(item));
      }
    }
    const body = nullBodyStatuses.has(response.statusCode)
      ? null
      : new Uint8Array(response.rawPayload);
    return new Response(body, {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: responseHeaders,
    });
  };
}
