import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { EmbeddedBackend } from '../../supabase/embedded';
import { embeddedAnonKey } from '../../src/lib/supabase';

/**
 * The embedded backend dressed as a Supabase project (`https://<ref>.supabase.co`) on an origin of
 * its own, so the hosted configuration can be built and walked with no network: the site's pages
 * call it cross-origin, as they call Supabase, and the browser enforces CORS as it would there.
 * The headers are Supabase's: any origin, the response headers supabase-js reads exposed, and
 * preflights answered with the methods and the headers the browser asked for.
 */
export const supabaseCors = {
  allowOrigin: '*',
  allowMethods: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  exposeHeaders:
    'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit, Preference-Applied',
  maxAge: '3600',
} as const;

export function withSupabaseCors(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', supabaseCors.allowOrigin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(200, {
        'Access-Control-Allow-Methods': supabaseCors.allowMethods,
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
        'Access-Control-Max-Age': supabaseCors.maxAge,
        'Content-Length': '0',
      });
      res.end();
      return;
    }
    res.setHeader('Access-Control-Expose-Headers', supabaseCors.exposeHeaders);
    handle(req, res);
  };
}

/**
 * The project's anon key as the stand-in's: a Supabase anon key is at least 20 characters, the
 * embedded backend's own is shorter, so the stand-in takes this one and hands the backend its own.
 */
export const standInAnonKey = 'sb_publishable_stand-in-anon-key';

/** The stand-in's key in `apikey` or as the bearer token becomes the embedded backend's. */
function asEmbeddedKey(req: IncomingMessage) {
  if (req.headers.apikey === standInAnonKey) req.headers.apikey = embeddedAnonKey;
  if (req.headers.authorization === `Bearer ${standInAnonKey}`) {
    req.headers.authorization = `Bearer ${embeddedAnonKey}`;
  }
}

/** The backend's API (`/rest/v1`, `/storage/v1`, `/auth/v1`) behind Supabase's CORS. */
export function createStandInServer(backend: EmbeddedBackend): http.Server {
  return http.createServer(
    withSupabaseCors((req, res) => {
      asEmbeddedKey(req);
      backend.handle(req, res, (error) => {
        if (!res.headersSent) {
          res.writeHead(error ? 500 : 404, { 'Content-Type': 'application/json' });
        }
        res.end(JSON.stringify({ message: error ? 'Internal error' : 'no route matched' }));
      });
    }),
  );
}
