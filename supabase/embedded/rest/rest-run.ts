/**
 * The fourth step of a /rest/v1 request: its statement runs in its own transaction as the
 * request's role (request-role.ts), so grants and row-level security apply, when its turn at
 * the database comes (fair-queue.ts), within its role's deadline and plan cost.
 */
import type { IncomingMessage } from 'node:http';
import { applyRequestRole } from '../auth/request-role';
import type { RequestIdentity } from '../auth/request-identity';
import { isPostgresError, type TransactionOptions } from '../db/database';
import { limitPlanCost } from '../db/plan-cost';
import { readKey } from '../db/read-sharing';
import { requestLane } from '../http/client-address';
import { queryShape } from './query-shapes';
import type { Payload } from './rest-authorize';
import { defaultQueueWaitMs, type RestContext } from './rest-context';
import { NotOneRow } from './rest-errors';
import type { RestRequest } from './rest-parse';
import { countRows, runStatement, type Answer } from './rest-statement';

/** The deadline of a role the database sets none for: a request never holds PGlite for ever. */
export const fallbackDeadlineMs = 8_000;

/**
 * How long a request may hold PGlite's one connection while another client waits for it
 * (database.ts sliceMs); alone, it runs to its role's deadline. A visitor so waits at most about
 * this, plus a worker's restart, behind any one request. At 29,527 posts the app's costliest
 * anonymous request (a counted search) holds it about 400 ms, an admin's about 200 ms.
 */
export const contendedSliceMs: Readonly<Record<string, number>> = {
  anon: 1_000,
  authenticated: 2_000,
};

/**
 * The slice of a request whose shape is known to be slow (query-shapes.ts): it runs only when no
 * quick request waits, and yields soon after one arrives.
 */
export const slowSliceMs = 250;

/**
 * A signed-in user's share of PGlite against one anonymous network's: editors are few and known
 * (local accounts), and a save must not wait behind every network's readers.
 */
export const signedInWeight = 2;

/** Runs the request in its turn and remembers how long its shape held the database. */
export async function runRequest(
  context: RestContext,
  identity: RequestIdentity,
  request: RestRequest,
  payload: Payload | undefined,
  req: IncomingMessage,
  signal: AbortSignal,
): Promise<Answer> {
  const { method, plan, reads, counted, accepted } = request;
  const work = queryShape(method, plan, reads && counted);
  const { shapes } = context;
  const deadline = context.deadlines.get(identity.role) ?? fallbackDeadlineMs;
  let began: number | undefined;
  // Identical queued reads share one turn (read-sharing.ts).
  const key =
    method === 'GET'
      ? readKey(identity.role, identity.claims, request.url.href, req.headers)
      : undefined;
  return context.reads.share(key, (started) =>
    context.db
      .transaction(
        async (tx) => {
          started();
          began = performance.now();
          await applyRequestRole(tx, identity);
          // Refused before it runs when its plan costs more than the role may spend.
          const limited = limitPlanCost(tx, context.costLimits.get(identity.role), {
            shape: `${identity.role} ${work}`,
            costs: context.plannedCosts,
          });
          const result = await runStatement(limited, request, payload, context.maxRows);
          if (accepted === 'object' && result.n !== 1) throw new NotOneRow(result.n); // rolls back
          // Prefer: count=exact, in the same snapshot as the rows.
          if (reads && counted) result.total = await countRows(limited, plan);
          return result;
        },
        turnOptions(context, identity, request, req, signal, deadline, work),
      )
      .then(
        (value) => {
          shapes.record(work, performance.now() - began!);
          return value;
        },
        (error: unknown) => {
          // Stopped at its deadline or slice, it would have run longer: it counts as the deadline.
          const stopped = isPostgresError(error) && error.code === '57014';
          if (began !== undefined)
            shapes.record(work, stopped ? deadline : performance.now() - began, stopped);
          throw error;
        },
      ),
  );
}

/** The request's turn: its lane, weight, slice, deadline and how long it may wait. */
function turnOptions(
  context: RestContext,
  identity: RequestIdentity,
  request: RestRequest,
  req: IncomingMessage,
  signal: AbortSignal,
  deadline: number,
  work: string,
): TransactionOptions {
  const { shapes } = context;
  const signedIn = identity.role === 'authenticated';
  return {
    readOnly: request.reads,
    timeoutMs: deadline,
    sliceMs: shapes.slow(work) ? slowSliceMs : contendedSliceMs[identity.role],
    slow: () => shapes.slow(work),
    weight: signedIn ? signedInWeight : 1,
    client: requestLane(req, signedIn ? String(identity.claims.sub) : undefined),
    signal,
    waitBudgetMs: context.queueWaitMs ?? defaultQueueWaitMs,
  };
}
