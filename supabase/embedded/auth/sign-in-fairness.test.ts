/**
 * Sign-in under attack, over real HTTP: guessing from many networks never refuses the owner (from
 * their usual network they go first), a check whose client left is dropped, and a sign-in body
 * that trickles in is answered 408 and its connection closed within the auth deadline.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { authBodyDeadlineMs } from './auth-http';
import {
  hashPassword,
  maxConcurrentScrypt,
  maxWaitingPerSource,
  maxWaitingScrypt,
  passwordLineFull,
  scryptInFlight,
  scryptWaiting,
  verifyPassword,
} from './passwords';
import { admin, server, signInFrom, startServerForFile, viewer } from '../test-kit/server-test-kit';

startServerForFile();

/** `times` sign-ins of `account` from `address`, one after another: their statuses. */
async function signInsFrom(
  address: string,
  account: { email: string; defaultPassword: string },
  times: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const answer = await signInFrom(address, {
      email: account.email,
      password: account.defaultPassword,
    });
    statuses.push(answer.status);
  }
  return statuses;
}

describe('distributed guessing', () => {
  it('20 networks guessing unknown e-mails at once never refuse the owner', async () => {
    let guessing = true;
    const guessers = Array.from({ length: 20 }, async (_, address) => {
      let attempts = 0;
      // Each address stays under its own limits (30 failures a minute, 10 per e-mail).
      while (guessing && attempts < 24) {
        await Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            signInFrom(`127.0.${40 + address}.1`, {
              email: `nobody-${address}-${attempts + index}@example.com`,
              password: 'guess',
            }),
          ),
        );
        attempts += 6;
      }
    });
    const owner: number[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      owner.push(...(await signInsFrom('127.0.30.1', viewer, 5)));
    } finally {
      guessing = false;
      await Promise.all(guessers);
    }
    // The owner's checks wait their turn beside the guessers' and are never turned away.
    expect(owner).toEqual([200, 200, 200, 200, 200]);
  });

  it('200 networks guessing fill the strangers’ line; the owner from their usual network goes first', async () => {
    // Signed in once from this /24 before the attack: it is the account's usual network.
    const usual = await signInFrom('127.1.1.1', {
      email: admin.email,
      password: admin.defaultPassword,
    });
    expect(usual.status).toBe(200);
    let guessing = true;
    let refused = 0;
    const guessers = Array.from({ length: 200 }, (_, network) =>
      Array.from({ length: 2 }, async (_, slot) => {
        for (let round = 0; guessing && round < 9; round += 1) {
          const answer = await signInFrom(`127.2.${network}.${1 + slot}`, {
            email: `nobody-${network}-${slot}-${round}@example.com`,
            password: 'guess',
          });
          if (answer.status === 429) refused += 1;
        }
      }),
    ).flat();
    const owner: number[] = [];
    try {
      // Until the strangers' line is full: the old one shared line refused the owner here.
      while (scryptWaiting() < maxWaitingScrypt && refused === 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      owner.push(...(await signInsFrom('127.1.1.2', admin, 3)));
    } finally {
      guessing = false;
      await Promise.all(guessers);
    }
    expect(refused).toBeGreaterThan(0); // the strangers' line was full
    expect(owner).toEqual([200, 200, 200]);
  }, 60_000);

  it('a network whose line is full is refused before any other work; other networks still wait', async () => {
    const hash = await hashPassword('correct horse');
    const holding = Array.from({ length: maxConcurrentScrypt }, () =>
      verifyPassword('x', hash, 'holder'),
    );
    const waiting = Array.from({ length: maxWaitingPerSource }, () =>
      verifyPassword('x', hash, { source: 'full' }),
    );
    expect(passwordLineFull({ source: 'full' })).toBe(true);
    expect(passwordLineFull({ source: 'elsewhere' })).toBe(false);
    // The account's usual network has a slot of its own.
    expect(passwordLineFull({ source: 'full', trusted: true })).toBe(false);
    await Promise.all([...holding, ...waiting]);
    expect(passwordLineFull({ source: 'full' })).toBe(false);
  });

  it('a check whose client left while it waited is dropped, never run', async () => {
    const hash = await hashPassword('correct horse');
    const left = new AbortController();
    // Fill every slot with checks that hold it, so the next one waits.
    const holding = Array.from({ length: maxConcurrentScrypt }, () =>
      verifyPassword('x', hash, 'holder'),
    );
    const waiting = verifyPassword('correct horse', hash, {
      source: 'gone',
      signal: left.signal,
    });
    expect(scryptWaiting()).toBe(1);
    left.abort();
    await expect(waiting).rejects.toThrow(/closed the connection/);
    expect(scryptWaiting()).toBe(0);
    await Promise.all(holding);
    expect(scryptInFlight()).toBe(0);
  });
});

describe('slow sign-in bodies', () => {
  it('a body that trickles in is answered 408 at the auth deadline and its connection closed', async () => {
    const { port } = new URL(server.url);
    const socket = net.connect({
      host: '127.0.0.1',
      port: Number(port),
      localAddress: '127.4.0.1',
    });
    socket.on('error', () => undefined);
    const started = Date.now();
    socket.write(
      'POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    // One byte a second: each keeps the connection from ever being idle.
    const trickle = setInterval(() => socket.write(' '), 1_000);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(trickle);
    const took = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('request_timeout');
    expect(took).toBeGreaterThanOrEqual(authBodyDeadlineMs - 100);
    expect(took).toBeLessThan(authBodyDeadlineMs + 3_000);
  }, 20_000);
});
