/**
 * The first step of a /rest/v1 request: which table and method it names, in which schema, and
 * who sends it. Everything here is decided from the URL and headers, before any body is read.
 */
import type { IncomingMessage } from 'node:http';
import type { LocalAuth } from '../auth/local-auth';
import {
  identifyRequest,
  invalidTokenHeaders,
  type RequestIdentity,
} from '../auth/request-identity';
import { notSupported, RestError } from './rest-errors';

const methods = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];

/** The table a request names, its method, and the schema header it sent (if any). */
export interface RestTarget {
  table: string;
  method: string;
  profile: string | string[] | undefined;
}

/** Reads the table, method and schema from the path and headers; refuses what PostgREST refuses. */
export function identifyTarget(route: string, req: IncomingMessage): RestTarget {
  const method = req.method ?? 'GET';
  const table = tableOfRoute(route);
  if (method === 'OPTIONS' || method === 'PUT') {
    throw notSupported(`The ${method} method`);
  }
  if (!methods.includes(method)) {
    throw new RestError(405, {
      code: 'PGRST117',
      details: null,
      hint: null,
      message: `Unsupported HTTP method: ${method}`,
    });
  }
  const writes = method === 'POST' || method === 'PATCH' || method === 'DELETE';
  const profile = req.headers[writes ? 'content-profile' : 'accept-profile'];
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(406, {
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public',
      message: `Invalid schema: ${String(profile)}`,
    });
  }
  return { table, method, profile };
}

/** The table named by `route` (the path after /rest/v1/), decoded when it can be. */
function tableOfRoute(route: string): string {
  const segments = route === '' ? [] : route.split('/');
  if (segments.length === 0) throw notSupported('The OpenAPI description (/rest/v1/)');
  if (segments[0] === 'rpc' && segments.length === 2) {
    throw notSupported('Calling functions (/rest/v1/rpc/...)');
  }
  if (segments.length !== 1) {
    throw new RestError(404, {
      code: 'PGRST125',
      details: null,
      hint: null,
      message: 'Invalid path specified in request URL',
    });
  }
  try {
    return decodeURIComponent(route);
  } catch {
    // Not valid percent-encoding: reported later as an unknown table, with the raw name.
    return route;
  }
}

/** Who sends the request: its token's role and claims; a bad token is PostgREST's 401. */
export async function identifyCaller(
  req: IncomingMessage,
  auth: LocalAuth,
): Promise<RequestIdentity> {
  const who = await identifyRequest(req, auth);
  if (!who.ok) {
    throw new RestError(
      401,
      { code: who.code, details: null, hint: null, message: who.message },
      invalidTokenHeaders(who.message),
    );
  }
  return who.identity;
}
