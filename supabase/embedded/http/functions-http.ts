/**
 * Supabase Edge Functions as the embedded backend serves them: POST /functions/v1/<name>, the
 * same function module the hosted project deploys (supabase/functions/<name>/handler.ts), so the
 * admin calls `supabase.functions.invoke` alike in both modes. Only `translate` exists.
 * The function reads the database as its caller through this backend's own API, handed over in
 * process (no socket, no call to itself over HTTP), on a fair-queue lane of its own.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleTranslate } from '../../functions/translate/handler.ts';
import { parseTranslateEnv, type TranslateEnv } from '../../functions/translate/env.ts';
import { megabyte, readBody, sendJson } from './http';
import { createInProcessFetch } from './in-process-fetch';
import { embeddedAnonKey } from '../auth/request-identity';

/** The origin the function's supabase-js is given; requests never leave the process. */
const internalOrigin = 'http://embedded.internal';
const functionLane = 'in-process:functions';

/** A translate call carries at most 1,000 segments of a post: 1 MB is ample, and bounded. */
export const functionBodyLimit = megabyte;

type Handle = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The translate function's configuration in embedded mode: the provider variables from the
 * environment (parsed once, when the backend starts), the database as this backend.
 */
export function parseFunctionsEnv(source: Record<string, string | undefined>): TranslateEnv {
  return parseTranslateEnv({
    ...source,
    SUPABASE_URL: internalOrigin,
    SUPABASE_ANON_KEY: embeddedAnonKey,
  });
}

/** The parsed configuration with the database reached through `handle`. */
export function withBackendFetch(env: TranslateEnv, handle: Handle): TranslateEnv {
  return {
    ...env,
    fetch: createInProcessFetch(
      (req, res) => handle(req, res, () => res.writeHead(404).end()),
      functionLane,
    ),
  };
}

function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`${internalOrigin}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    ...(body && req.method !== 'GET' && req.method !== 'HEAD'
      ? { body: new Uint8Array(body) }
      : {}),
  });
}

export async function handleFunctions(
  env: TranslateEnv,
  route: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (route !== 'translate') {
    sendJson(res, 404, {
      error: { code: 'not_found', message: `No function named ${JSON.stringify(route)}` },
    });
    return;
  }
  let body: Buffer | undefined;
  if (req.method === 'POST') {
    const read = await readBody(req, functionBodyLimit);
    if (!read.ok) {
      sendJson(res, 413, {
        error: { code: 'payload_too_large', message: 'The request body is over 1 MB.' },
      });
      return;
    }
    body = read.body;
  }
  // The provider call has its own deadline (TRANSLATION_TIMEOUT_MS); this one also bounds the
  // database reads around it, so a request never holds its socket open without end.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<Response>((resolve) => {
    timer = setTimeout(
      () =>
        resolve(
          Response.json(
            {
              error: { code: 'function_timeout', message: 'The translate function took too long.' },
            },
            { status: 504 },
          ),
        ),
      env.TRANSLATION_TIMEOUT_MS + 10_000,
    );
  });
  let response: Response;
  try {
    response = await Promise.race([handleTranslate(toRequest(req, body), env), deadline]);
  } finally {
    clearTimeout(timer);
  }
  const text = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['content-length'] = String(text.length);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : text);
}
