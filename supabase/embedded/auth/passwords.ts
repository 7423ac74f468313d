/**
 * Password hashing for the embedded sign-in: scrypt from node:crypto (memory-hard, no extra
 * package), a random salt per password, and the cost parameters stored with the hash so they can
 * be raised later without breaking existing accounts (old hashes verify with their own cost).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ClientGoneError } from '../http/http';

const keyLength = 64;
/** 2^17 · r 8 = 128 MiB and ~0.3 s per hash on one core: OWASP's scrypt recommendation. */
const defaultLogN = 17;
/** Above the 128·N·r bytes scrypt needs at the default cost, so stored hashes still verify. */
const maxmem = 256 * 1024 * 1024;

/**
 * The cost of NEW hashes. `SCRYPT_LOG_N` (10–20) overrides N = 2^SCRYPT_LOG_N for the test
 * harness only (test-server.ts sets 14 so a suite with dozens of sign-ins stays fast); never set
 * it in production. Read at hash time, so a test can check the default.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env) {
  const override = Number(env.SCRYPT_LOG_N);
  const logN =
    Number.isInteger(override) && override >= 10 && override <= 20 ? override : defaultLogN;
  return { N: 2 ** logN, r: 8, p: 1 };
}

/**
 * At most this many scrypt computations run at once (one more for a trusted check, below); the
 * rest wait in line. Each takes 128 MiB and a core: without a cap, a burst of sign-ins (even
 * failing ones, which hash a decoy) could exhaust the server's memory. One core is always left to
 * the database and the pages: with every core hashing for 200 guessing networks, a visitor's
 * 70 ms read of a 29,527-post blog took 2.4 s.
 */
export const maxConcurrentScrypt = Math.max(1, availableParallelism() - 1);
/**
 * Waiting checks are kept per source (the sign-in's network) and served in rotation, so whoever
 * is guessing from some networks delays a sign-in from another by at most one check per guessing
 * network, and never refuses it. Each source may have this many waiting; beyond, its own next
 * attempt gets ScryptBusyError (429) at once. (Unbounded and first come, first served, 100
 * concurrent sign-ins with unknown e-mails made a real admin wait 21.7 s; one shared cap of 8
 * then let 20 guessing addresses refuse the owner 18 times in 20.)
 */
export const maxWaitingPerSource = 4;
/** All strangers' sources together, so memory stays bounded whatever the number of networks. */
export const maxWaitingScrypt = 256;
/**
 * Checks for an account from a network it signed in from lately (`trusted`) wait in a line of
 * their own, served before every stranger's: with 200 networks guessing, the owner at their usual
 * desk waits for the checks already running, not for 200 others. Its own bound: a guesser on the
 * owner's network shares that line, and the per-account limits still count its failures.
 */
export const maxWaitingTrusted = 64;

/** Who a check is for, and whether anyone still waits for it. */
export interface CheckTurn {
  /** The sign-in's network: checks wait in turns by source. */
  source: string;
  /** The account signed in from this network lately: its check goes before strangers'. */
  trusted?: boolean;
  /** Aborted when the client leaves: a check still waiting is dropped, never run. */
  signal?: AbortSignal;
}

interface Waiter {
  start: () => void;
  leave: () => void;
}

/** Waiting checks per source, sources in rotation order (a Map keeps insertion order). */
interface Lines {
  bySource: Map<string, Waiter[]>;
  count: number;
}
let running = 0;
const strangers: Lines = { bySource: new Map(), count: 0 };
const trusted: Lines = { bySource: new Map(), count: 0 };

/** How many scrypt computations are running now, and how many wait (for tests). */
export const scryptInFlight = () => running;
export const scryptWaiting = () => strangers.count + trusted.count;

export class ScryptBusyError extends Error {
  constructor() {
    super('Too many password checks are waiting');
  }
}

/** The next waiting check of `lines`, taking sources in turn. */
function nextOf(lines: Lines): Waiter | undefined {
  const first = lines.bySource.entries().next();
  if (first.done) return undefined;
  const [source, line] = first.value;
  const next = line.shift()!;
  lines.bySource.delete(source);
  if (line.length > 0) lines.bySource.set(source, line); // to the back of the rotation
  lines.count -= 1;
  return next;
}

/** The line a check waits in (trusted or strangers') and how many that line may hold. */
const lineOf = (turn: Pick<CheckTurn, 'trusted'>) =>
  turn.trusted
    ? { lines: trusted, cap: maxWaitingTrusted }
    : { lines: strangers, cap: maxWaitingScrypt };

/** Whether `source` may not wait in `lines`: its own share or the whole line is full. */
const lineFull = ({ lines, cap }: ReturnType<typeof lineOf>, source: string) =>
  (lines.bySource.get(source)?.length ?? 0) >= maxWaitingPerSource || lines.count >= cap;

/** Waits in its line for a slot; rejects at once when the line is full, or when the client leaves. */
function waitInLine(turn: CheckTurn): Promise<void> {
  const own = lineOf(turn);
  if (lineFull(own, turn.source)) return Promise.reject(new ScryptBusyError());
  const { lines } = own;
  const line = lines.bySource.get(turn.source) ?? [];
  return new Promise<void>((resolve, reject) => {
    const waiter: Waiter = {
      start: () => {
        turn.signal?.removeEventListener('abort', waiter.leave);
        resolve();
      },
      leave: () => {
        const at = line.indexOf(waiter);
        if (at === -1) return;
        line.splice(at, 1);
        lines.count -= 1;
        if (line.length === 0) lines.bySource.delete(turn.source);
        reject(new ClientGoneError());
      },
    };
    line.push(waiter);
    if (!lines.bySource.has(turn.source)) lines.bySource.set(turn.source, line);
    lines.count += 1;
    turn.signal?.addEventListener('abort', waiter.leave, { once: true });
  });
}

/**
 * A trusted check may run beside the strangers' full slots: the owner's sign-in starts at once
 * instead of waiting for a guess to finish (on a loaded 2-core machine a check takes ~1 s).
 */
export const trustedExtraSlots = 1;

/** Whether a check of this kind may start now (a trusted one has an extra slot). */
const slotFree = (turn: Pick<CheckTurn, 'trusted'>) =>
  running < maxConcurrentScrypt + (turn.trusted ? trustedExtraSlots : 0);

/**
 * Whether a check from `turn`'s source would be refused at once (ScryptBusyError): asked before
 * the sign-in's database read, so a guess that cannot be checked costs the database nothing.
 */
export function passwordLineFull(turn: Pick<CheckTurn, 'source' | 'trusted'>): boolean {
  return !slotFree(turn) && lineFull(lineOf(turn), turn.source);
}

async function withScryptSlot<T>(work: () => Promise<T>, turn: CheckTurn): Promise<T> {
  if (turn.signal?.aborted) throw new ClientGoneError();
  if (slotFree(turn)) running += 1;
  else await waitInLine(turn);
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in turn (trusted first), or free it. A stranger gets
    // it only if that leaves no more than the strangers' cap running.
    const next =
      nextOf(trusted) ?? (running <= maxConcurrentScrypt ? nextOf(strangers) : undefined);
    if (next) next.start();
    else running -= 1;
  }
}

function deriveKey(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  length: number,
  turn: CheckTurn,
) {
  return withScryptSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, length, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    turn,
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string, source = 'server'): Promise<string> {
  const cost = scryptCost();
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, cost, keyLength, { source });
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** `turn` says who asks (a source, or a CheckTurn): checks wait in turns by source. */
export async function verifyPassword(
  password: string,
  stored: string,
  turn: CheckTurn | string = 'server',
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await deriveKey(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
    typeof turn === 'string' ? { source: turn } : turn,
  );
  // Constant time, so the comparison does not reveal how many leading bytes matched.
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, checked when the e-mail is unknown so that a wrong address takes
 * as long as a wrong password (no account discovery by timing).
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  // A failed attempt (ScryptBusyError in a burst) must not be remembered as the decoy.
  decoy.catch(() => (decoy = undefined));
  return decoy;
}
