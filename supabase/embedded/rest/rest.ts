/**
 * /rest/v1: a subset of PostgREST 13, answering within it exactly as PostgREST 13 does (status,
 * body, Content-Range, Content-Location, Content-Type, Preference-Applied), and outside it with a
 * PostgREST-shaped 400 or 406 naming what is not supported, never a different 2xx. The subset is
 * listed in README.md and held there by rest-subset.test.ts; conformance/ holds the cases from
 * PostgREST's own test suite that prove it.
 *
 * A request runs as a pipeline, one sibling module a step: identify (rest-identify.ts: table,
 * method, schema, caller), parse (rest-parse.ts: the plan, Range, Accept and Prefer), authorize
 * (rest-authorize.ts: the table's GRANTs, then the body), run (rest-run.ts: its turn at the
 * database, the statement of rest-statement.ts as the caller's role) and answer (rest-answer.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerFailure, respond } from './rest-answer';
import { authorizeRequest } from './rest-authorize';
import type { RestContext } from './rest-context';
import { identifyCaller, identifyTarget } from './rest-identify';
import { parseRequest } from './rest-parse';
import { runRequest } from './rest-run';

export {
  defaultMaxRows,
  defaultQueueWaitMs,
  loadTableColumns,
  type RestContext,
  type TableColumns,
  type TableShape,
} from './rest-context';
export {
  contendedSliceMs,
  editorLeadMs,
  editorWeight,
  fallbackDeadlineMs,
  slowSliceMs,
  unknownSliceMs,
} from './rest-run';

/** Handles a request under /rest/v1; `route` is the path after /rest/v1/. */
export async function handleRest(
  context: RestContext,
  route: string,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const left = abortWhenClientLeaves(res);
  // Postgres's errors are told as the caller's role once it is known.
  let role = 'anon';
  try {
    const target = identifyTarget(route, req);
    const identity = await identifyCaller(req, context.auth);
    role = identity.role;
    const request = parseRequest(context.tables, target, url, req);
    const payload = await authorizeRequest(context, identity, request, req);
    const answer = await runRequest(context, identity, request, payload, req, left);
    respond(res, request, answer);
  } catch (error) {
    answerFailure(res, error, role);
  }
}

/** A client that hangs up before its request has run takes the request with it. */
function abortWhenClientLeaves(res: ServerResponse): AbortSignal {
  const left = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) left.abort();
  });
  return left.signal;
}
