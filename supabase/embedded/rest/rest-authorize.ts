/**
 * The third step of a /rest/v1 request: may this role write this table, and what does it write.
 * The body is read last, after identity and privileges: a refused write costs no memory. (Node
 * discards an unread body after the answer, so the connection stays usable.) DELETE bodies mean
 * nothing to PostgREST and are never read.
 */
import type { IncomingMessage } from 'node:http';
import type { RequestIdentity } from '../auth/request-identity';
import { mediaType, megabyte, readBody } from '../http/http';
import type { RestContext } from './rest-context';
import { parseJsonBody, payloadColumns } from './rest-body';
import { fromPostgresError, restError, RestError } from './rest-errors';
import type { RestRequest } from './rest-parse';
import { mayWrite, type WriteCommand } from './table-privileges';

const bodyLimit = megabyte;

/** The rows a write sends, and the columns they name. */
export interface Payload {
  columns: string[];
  rows: Record<string, unknown>[];
}

const writeCommands: Record<string, WriteCommand | undefined> = {
  POST: 'INSERT',
  PATCH: 'UPDATE',
  DELETE: 'DELETE',
};

/** Refuses a write the role may not make, then reads its body (POST, PATCH). */
export async function authorizeRequest(
  context: RestContext,
  identity: RequestIdentity,
  request: RestRequest,
  req: IncomingMessage,
): Promise<Payload | undefined> {
  const { method, plan } = request;
  const command = writeCommands[method];
  if (command && !mayWrite(context.privileges, identity.role, plan.table, command)) {
    // What Postgres answers for a missing GRANT, without waiting for the body.
    throw fromPostgresError(
      { code: '42501', message: `permission denied for table ${plan.table}` },
      identity.role,
    );
  }
  const payload =
    method === 'POST' || method === 'PATCH' ? await readPayload(request, req) : undefined;
  const writesNothing = method === 'PATCH' && payload?.columns.length === 0;
  if ((method === 'PATCH' || method === 'DELETE') && plan.filters.length === 0 && !writesNothing) {
    // Supabase loads pg-safeupdate for the API: an unfiltered PATCH/DELETE is refused.
    throw restError(
      400,
      '21000',
      `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
    );
  }
  return payload;
}

/** Reads a write's JSON body within the limit, and the columns it names. */
async function readPayload(request: RestRequest, req: IncomingMessage): Promise<Payload> {
  const body = await readBody(req, bodyLimit);
  if (!body.ok) {
    throw new RestError(413, {
      code: 'PGRST413',
      details: `The body has ${body.size} bytes; the limit is ${bodyLimit} bytes (1 MB)`,
      hint: null,
      message: 'Request body too large for the embedded backend',
    });
  }
  const type = mediaType(req.headers['content-type']);
  if (type !== undefined && type !== 'application/json') {
    throw new RestError(415, {
      code: 'PGRST107',
      details: null,
      hint: null,
      message: `Content-Type not acceptable: ${type}`,
    });
  }
  return payloadColumns(request.plan, parseJsonBody(body.body));
}
