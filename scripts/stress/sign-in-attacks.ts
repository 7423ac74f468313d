/**
 * Attacks on sign-in and on the server's sockets, each with what the owner and a visitor must get:
 * - slow sign-in bodies from 33 networks × 128 connections (past the 4,096 cap), reopened as soon
 *   as they close: the owner signs in within 5 s and a visitor's page answers within 2 s;
 * - guessing from 200 networks while the owner signs in from the network they used before: every
 *   one of the owner's sign-ins answers 200 within 5 s.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { embeddedAnonKey } from '../../src/config/embedded-anon-key';
import { seedAccounts } from '../../supabase/embedded';
import { fresh, type AttackResult } from './attacks';
import { client, request } from './clients';

const ownerBoundMs = 5_000;
const pageBoundMs = 2_000;

/** The seed admin signs in from `localAddress`: the status and the time it took. */
async function ownerSignIn(origin: string, localAddress: string) {
  const agent = client(localAddress, 1);
  const started = performance.now();
  const { email, defaultPassword } = seedAccounts.admin;
  const status = await request(agent, `${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: embeddedAnonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: process.env.SEED_ADMIN_PASSWORD || defaultPassword }),
  }).then(
    (answer) => answer.status,
    () => 0,
  );
  agent.destroy();
  return { status, ms: performance.now() - started };
}

const show = (answers: { status: number; ms: number }[]) =>
  answers.map((answer) => `${answer.status} in ${answer.ms.toFixed(0)} ms`).join(', ');

/** 33 networks × 128 connections each sending a sign-in body one byte a second. */
export async function slowSignInBodies(origin: string): Promise<AttackResult> {
  const { port } = new URL(origin);
  let holding = true;
  const sockets = new Set<net.Socket>();
  const hold = (localAddress: string) => {
    if (!holding) return;
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress });
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    socket.once('connect', () =>
      socket.write(
        `POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `apikey: ${embeddedAnonKey}\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{`,
      ),
    );
    socket.once('close', () => {
      sockets.delete(socket);
      setTimeout(() => hold(localAddress), 200);
    });
  };
  for (let network = 1; network <= 33; network += 1) {
    for (let index = 0; index < 128; index += 1) hold(`127.13.${network}.1`);
  }
  const trickle = setInterval(() => {
    for (const socket of sockets) if (socket.writable) socket.write(' ');
  }, 1_000);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const owner = [];
  const pages = [];
  for (let round = 0; round < 3; round += 1) {
    owner.push(await ownerSignIn(origin, '127.9.0.7'));
    for (let index = 0; index < 3; index += 1)
      pages.push(await fresh(`${origin}/resources/blog`, '127.9.0.8'));
  }
  holding = false;
  clearInterval(trickle);
  for (const socket of sockets) socket.destroy();
  const failures = [
    ...owner
      .filter((answer) => answer.status !== 200 || answer.ms > ownerBoundMs)
      .map(
        (answer) =>
          `slow sign-in bodies: the owner got ${answer.status} in ${answer.ms.toFixed(0)} ms`,
      ),
    ...pages
      .filter((answer) => answer.status !== 200 || answer.ms > pageBoundMs)
      .map(
        (answer) =>
          `slow sign-in bodies: a page answered ${answer.status} in ${answer.ms.toFixed(0)} ms`,
      ),
  ];
  return {
    line: `slow sign-in bodies: 33 networks × 128 connections; the owner's sign-ins ${show(owner)}; pages ${show(pages)}`,
    failures,
  };
}

/** 200 networks guessing, two at a time each, while the owner signs in from their usual network. */
export async function guessingFromManyNetworks(
  origin: string,
  seconds: number,
): Promise<AttackResult> {
  // Before the attack, from the network the owner uses: it becomes the account's usual one.
  const before = await ownerSignIn(origin, '127.9.1.1');
  const until = Date.now() + seconds * 1000;
  let guessing = true;
  const statuses = new Map<number, number>();
  const guessers = Array.from({ length: 200 }, async (_, network) => {
    const agent = client(`127.14.${network}.1`, 2);
    await Promise.all(
      [0, 1].map(async (slot) => {
        for (let round = 0; guessing && Date.now() < until; round += 1) {
          const answer = await request(agent, `${origin}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { apikey: embeddedAnonKey, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              email: `guess-${network}-${slot}-${round}@example.com`,
              password: 'guess',
            }),
          }).catch(() => ({ status: 0 }));
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      }),
    );
    agent.destroy();
  });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const owner = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    owner.push(await ownerSignIn(origin, '127.9.1.2'));
  }
  guessing = false;
  await Promise.all(guessers);
  const guesses = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
  const failures = [before, ...owner]
    .filter((answer) => answer.status !== 200 || answer.ms > ownerBoundMs)
    .map(
      (answer) =>
        `guessing from 200 networks: the owner got ${answer.status} in ${answer.ms.toFixed(0)} ms`,
    );
  return {
    line: `guessing from 200 networks (${guesses}); the owner from their usual network: ${show(owner)}`,
    failures,
  };
}
