/**
 * The fourth step of a /rest/v1 request: its statement runs in its own transaction as the
 * request's role (request-role.ts), so grants and row-level security apply, when its turn at
 * the database comes (fair-queue.ts), within its role's deadline and plan cost.
 */
import type { IncomingMessage } from 'node:http';
import { applyRequestRole } from '../auth/request-role';
import type { RequestIdentity } from '../auth/request-identity';
import {
  isPostgresError,
  QueryCanceledError,
  restartCostMs,
  type TransactionOptions,
} from '../db/database';
import type { TaskKind } from '../db/fair-queue';
import { limitPlanCost } from '../db/plan-cost';
import { readKey } from '../db/read-sharing';
import { requestLane } from '../http/client-address';
import type { Editors } from './editors';
import type { ProbeStops } from './probe-stops';
import { queryShape, type ShapeTimes } from './query-shapes';
import type { Payload } from './rest-authorize';
import { defaultQueueWaitMs, type RestContext } from './rest-context';
import { NotOneRow } from './rest-errors';
import type { RestRequest } from './rest-parse';
import { countRows, runStatement, type Answer } from './rest-statement';

/** The deadline of a role the database sets none for: a request never holds PGlite for ever. */
export const fallbackDeadlineMs = 8_000;

/**
 * The turns' constants, in one place (fair-queue.ts decides the order, pglite-transaction.ts
 * stops a request past its slice).
 *
 * How long a request of a quick shape (query-shapes.ts) may hold PGlite's one connection while
 * another client waits for it (database.ts sliceMs); alone, it runs to its role's deadline. A
 * visitor so waits at most about this, plus a worker's restart, behind any one request. At
 * 29,527 posts the app's costliest anonymous request (a counted search) holds it about 400 ms,
 * an admin's about 200 ms.
 */
export const contendedSliceMs: Readonly<Record<string, number>> = {
  anon: 1_000,
  authenticated: 2_000,
};

/**
 * The first slice of a request whose shape is unknown (never seen, or never finished quickly):
 * short, so a client inventing a new shape each request holds the connection for little while
 * others wait. A shape stopped there gets twice as long next time, up to its role's slice, so an
 * honest request that needs longer still finishes (query-shapes.ts unknownSliceMs).
 */
export const unknownSliceMs: Readonly<Record<string, number>> = {
  anon: 250,
  authenticated: 500,
};

/**
 * The slice of a request whose shape is known to be slow (query-shapes.ts): it runs only when no
 * quick request waits, and yields soon after one arrives.
 */
export const slowSliceMs = 250;

/**
 * An editor's (admin's) priority class (fair-queue.ts leadMs, weight): after a pause their lane
 * may use this much time ahead of every anonymous reader's backlog (a save takes 50–200 ms), then
 * its time counts a quarter against them. Editors are few and known (user_roles); the lead is
 * worth a few requests, not a flood, so even an editor's own flood gets a weighted share and
 * readers keep theirs. Other signed-in users are a lane like any network: anyone may hold an
 * account.
 */
export const editorLeadMs = 1_000;
export const editorWeight = 4;

/**
 * The slice a request of shape `work` gets while others wait, by what is known of the shape. A
 * shape never seen finishing gets its longer probes (query-shapes.ts unknownSliceMs) only while
 * no quick request waits (`quickWaiting`); beside one it keeps the first, short slice, so a
 * visitor waits behind a probe for at most that and a restart.
 */
export function turnSliceMs(
  shapes: ShapeTimes,
  work: string,
  role: string,
  quickWaiting = false,
): number {
  const quickSlice = contendedSliceMs[role] ?? contendedSliceMs.authenticated!;
  const shortSlice = unknownSliceMs[role] ?? slowSliceMs;
  const kind = shapes.kind(work);
  if (kind === 'quick') return quickSlice;
  if (kind === 'slow') return slowSliceMs;
  return quickWaiting && shapes.neverFinished(work)
    ? shortSlice
    : shapes.unknownSliceMs(work, shortSlice, quickSlice);
}

/** A request's lane and class: a signed-in user's own lane, with the editors' class for admins. */
export function turnClass(
  editors: Editors,
  identity: RequestIdentity,
): { userId?: string; weight: number; leadMs: number } {
  if (identity.role !== 'authenticated') return { weight: 1, leadMs: 0 };
  const userId = String(identity.claims.sub);
  return editors.isEditor(userId)
    ? { userId, weight: editorWeight, leadMs: editorLeadMs }
    : { userId, weight: 1, leadMs: 0 };
}

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
  const turn = turnClass(context.editors, identity);
  const lane = requestLane(req, turn.userId);
  let began: number | undefined;
  /** Whether its shape had never finished when it ran: a probe (probe-stops.ts). */
  let probe = false;
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
          probe = shapes.neverFinished(work);
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
        turnOptions(context, { identity, request, signal, deadline, work, turn, lane }),
      )
      .then(
        (value) => {
          shapes.record(work, performance.now() - began!);
          return value;
        },
        (error: unknown) => {
          // Stopped at its deadline or slice, it would have run longer than it did.
          const stopped = isPostgresError(error) && error.code === '57014';
          // Until the stop, not the restart after it.
          const ran =
            error instanceof QueryCanceledError && error.ranMs !== undefined
              ? error.ranMs
              : performance.now() - (began ?? 0);
          if (began !== undefined) shapes.record(work, ran, stopped);
          if (stopped) countProbeStop(context.probeStops, { probe, editor: turn.leadMs > 0, lane });
          throw error;
        },
      ),
  );
}

/**
 * A stopped request counts against its lane's probes (probe-stops.ts) when its shape had never
 * finished before it ran; an editor's lane never spends them.
 */
export function countProbeStop(
  probeStops: ProbeStops,
  { probe, editor, lane }: { probe: boolean; editor: boolean; lane: string },
): void {
  if (probe && !editor) probeStops.stopped(lane);
}

/**
 * What the queue takes a request for: what is known of its shape, except that a never-finished
 * shape from a lane whose probes are spent waits with the slow ones, for quiet moments.
 */
export function turnKind(
  shapes: ShapeTimes,
  probeStops: ProbeStops,
  { work, lane, editor }: { work: string; lane: string; editor: boolean },
): TaskKind {
  const kind = shapes.kind(work);
  const spent = kind === 'unknown' && !editor && probeStops.spent(lane);
  return spent && shapes.neverFinished(work) ? 'slow' : kind;
}

interface Turn {
  identity: RequestIdentity;
  request: RestRequest;
  signal: AbortSignal;
  deadline: number;
  work: string;
  turn: ReturnType<typeof turnClass>;
  lane: string;
}

/** The request's turn: its lane, class, slice, deadline and how long it may wait. */
function turnOptions(
  context: RestContext,
  { identity, request, signal, deadline, work, turn, lane }: Turn,
): TransactionOptions {
  const { shapes, probeStops } = context;
  const { weight, leadMs } = turn;
  return {
    readOnly: request.reads,
    timeoutMs: deadline,
    // An editor's probes are trusted work: they keep their longer slices beside a visitor.
    sliceMs: (quickWaiting) => turnSliceMs(shapes, work, identity.role, quickWaiting && !leadMs),
    kind: () => turnKind(shapes, probeStops, { work, lane, editor: leadMs > 0 }),
    // A quick shape costs what it lately took; any other may be stopped at its slice, and the
    // stop costs a worker's restart.
    expectedMs: () =>
      shapes.quickMs(work) ?? turnSliceMs(shapes, work, identity.role) + restartCostMs,
    weight,
    leadMs,
    client: lane,
    signal,
    waitBudgetMs: context.queueWaitMs ?? defaultQueueWaitMs,
  };
}
