/**
 * Password hashing for the embedded sign-in: scrypt from node:crypto (memory-hard, no extra
 * package), a random salt per password, and the cost parameters stored with the hash so they can
 * be raised later without breaking existing accounts (old hashes verify with their own cost).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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
 * At most this many scrypt computations run at once; the rest wait in line. Each takes 128 MiB
 * and a core: without a cap, a burst of sign-ins (even failing ones, which hash a decoy) could
 * exhaust the server's memory.
 */
export const maxConcurrentScrypt = 2;
/**
 * Waiting checks are kept per source (the TCP peer) and served in rotation, so whoever is
 * guessing from some addresses delays a sign-in from another by at most one check per guessing
 * address, and never refuses it. Each source may have this many waiting; beyond, its own next
 * attempt gets ScryptBusyError (429) at once. (Unbounded and first come, first served, 100
 * concurrent sign-ins with unknown e-mails made a real admin wait 21.7 s; one shared cap of 8
 * then let 20 guessing addresses refuse the owner 18 times in 20.)
 */
export const maxWaitingPerSource = 4;
/** All sources together, so memory stays bounded whatever the number of addresses. */
export const maxWaitingScrypt = 256;
let running = 0;
/** Waiting checks per source, sources in rotation order (a Map keeps insertion order). */
const waiting = new Map<string, (() => void)[]>();
let waitingCount = 0;

/** How many scrypt computations are running now, and how many wait (for tests). */
export const scryptInFlight = () => running;
export const scryptWaiting = () => waitingCount;

export class ScryptBusyError extends Error {
  constructor() {
    super('Too many password checks are waiting');
  }
}

/** The next waiting check, taking sources in turn. */
function nextWaiting(): (() => void) | undefined {
  const first = waiting.entries().next();
  if (first.done) return undefined;
  const [source, line] = first.value;
  const next = line.shift()!;
  waiting.delete(source);
  if (line.length > 0) waiting.set(source, line); // to the back of the rotation
  waitingCount -= 1;
  return next;
}

async function withScryptSlot<T>(work: () => Promise<T>, source: string): Promise<T> {
  if (running >= maxConcurrentScrypt) {
    const line = waiting.get(source) ?? [];
    if (line.length >= maxWaitingPerSource || waitingCount >= maxWaitingScrypt) {
      throw new ScryptBusyError();
    }
    await new Promise<void>((resolve) => {
      line.push(resolve);
      if (!waiting.has(source)) waiting.set(source, line);
      waitingCount += 1;
    });
  } else running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in turn, or free it.
    const next = nextWaiting();
    if (next) next();
    else running -= 1;
  }
}

function deriveKey(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  length: number,
  source: string,
) {
  return withScryptSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, length, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    source,
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string, source = 'server'): Promise<string> {
  const cost = scryptCost();
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, cost, keyLength, source);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** `source` is who asks (the sign-in's address): checks wait in turns by source. */
export async function verifyPassword(
  password: string,
  stored: string,
  source = 'server',
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await deriveKey(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
    source,
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
