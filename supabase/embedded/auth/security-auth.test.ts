/**
 * Sign-in and sessions from the embedded backend's security review, each proven over real HTTP:
 * refresh-token reuse revokes the session, sign-in is bounded and its limits count attempts
 * before the password check, scrypt's cost and concurrency, session lifetimes and sign-out.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { failureLimit, sessionLifetimeSeconds } from './local-auth';
import {
  hashPassword,
  maxConcurrentScrypt,
  maxWaitingPerSource,
  maxWaitingScrypt,
  scryptCost,
  scryptInFlight,
  scryptWaiting,
  verifyPassword,
} from './passwords';
import {
  admin,
  logout,
  postAuth,
  server,
  signInFrom,
  sql,
  startServerForFile,
  viewer,
} from '../test-kit/server-test-kit';
import { localAuthSqlFile } from '../db/setup';

startServerForFile();

describe('refresh tokens belong to a session', () => {
  const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
  async function signIn() {
    const response = await postAuth('sign-in', {
      email: viewer.email,
      password: viewer.defaultPassword,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; refresh_token: string };
  }
  const refresh = (token: string) => postAuth('refresh', { refresh_token: token });

  it('reuse inside the window returns the same successor, not a new token', async () => {
    const first = await signIn();
    const a = await (await refresh(first.refresh_token)).json();
    const b = await (await refresh(first.refresh_token)).json();
    expect(a.refresh_token).not.toBe(first.refresh_token);
    expect(b.refresh_token).toBe(a.refresh_token);
    const [{ count } = { count: 0 }] = await sql<{ count: number }>(
      `select count(*)::int as count from local_auth.refresh_tokens where session_id =
         (select session_id from local_auth.refresh_tokens where token_hash = $1)`,
      [hash(first.refresh_token)],
    );
    expect(count).toBe(2); // the sign-in's token and its one successor
  });

  it('reuse after the window revokes the whole session, including its newer tokens', async () => {
    const first = await signIn();
    const second = await (await refresh(first.refresh_token)).json();
    await sql(
      `update local_auth.refresh_tokens set used_at = now() - interval '1 minute' where token_hash = $1`,
      [hash(first.refresh_token)],
    );
    expect((await refresh(first.refresh_token)).status).toBe(400);
    // The thief's replay cost the session: the token issued from it no longer refreshes.
    expect((await refresh(second.refresh_token)).status).toBe(400);
    // Another sign-in is a different session and is untouched.
    const other = await signIn();
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('local-auth.sql upgrades a directory from before sessions, and can run again', async () => {
    const rolledBack = new Error('roll back: leave the shared database as it was');
    const localAuthSql = readFileSync(localAuthSqlFile, 'utf8');
    const outcome = await server.backend.database
      .transaction(async (tx) => {
        await tx.exec('alter table local_auth.refresh_tokens drop column session_id');
        await tx.query(
          `insert into local_auth.refresh_tokens (token_hash, user_id, expires_at)
           values ('old-token', $1, now() + interval '1 day')`,
          [viewer.id],
        );
        await tx.exec(localAuthSql);
        await tx.exec(localAuthSql);
        const { rows } = await tx.query<{ session_id: string | null }>(
          `select session_id from local_auth.refresh_tokens where token_hash = 'old-token'`,
        );
        expect(rows[0]?.session_id).toMatch(/^[0-9a-f-]{36}$/);
        throw rolledBack;
      })
      .catch((error: unknown) => error);
    expect(outcome).toBe(rolledBack);
  });

  it('sign-out ends the whole session, so an older token of it cannot refresh either', async () => {
    const first = await signIn();
    const second = await (await refresh(first.refresh_token)).json();
    expect((await logout(second.access_token, 'local')).status).toBe(204);
    // Still inside the reuse window of `first`, which must not bring the session back.
    expect((await refresh(first.refresh_token)).status).toBe(400);
  });
});

describe('sign-in is bounded', () => {
  it('refuses an e-mail over 254 characters with 400', async () => {
    const response = await postAuth('sign-in', {
      email: `${'a'.repeat(250)}@example.com`,
      password: 'x',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/254/);
  });

  it('limits failures per remote address, across e-mails', async () => {
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      const response = await postAuth('sign-in', {
        email: `spray-${attempt}@example.com`,
        password: 'wrong',
      });
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(400);
    }
    expect(limited).toBeDefined();
    expect((await limited!.json()).message).toMatch(/from this address/);
    // Even a right password is refused from this address until the window ends.
    expect(
      (await postAuth('sign-in', { email: viewer.email, password: viewer.defaultPassword })).status,
    ).toBe(429);
  });

  it(`runs at most ${maxConcurrentScrypt} scrypt computations at once`, async () => {
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, scryptInFlight())), 1);
    try {
      // More than may run, as many as may wait from one source (hashPassword's own).
      const hashes = maxConcurrentScrypt + maxWaitingPerSource;
      await Promise.all(Array.from({ length: hashes }, (_, i) => hashPassword(`p${i}`)));
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(maxConcurrentScrypt);
    expect(scryptInFlight()).toBe(0);
  });
});

describe('scrypt cost', () => {
  it('new hashes use N=2^17, r=8, p=1 unless the test-only override is set', async () => {
    expect(scryptCost({})).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(scryptCost({ SCRYPT_LOG_N: '14' })).toEqual({ N: 2 ** 14, r: 8, p: 1 });
    expect(scryptCost({ SCRYPT_LOG_N: '4' }).N).toBe(2 ** 17); // nonsense is ignored
    vi.stubEnv('SCRYPT_LOG_N', '');
    try {
      const hash = await hashPassword('correct horse');
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('correct horse', hash)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('sign-in limits count attempts before the password check', () => {
  it(`45 concurrent attempts on one e-mail: at most ${failureLimit.attempts} reach the check`, async () => {
    // Before the fix all 45 passed the check (44 refusals and 1 × 200): failures were counted
    // only after scrypt, when every attempt had already been let in.
    const attempts = Array.from({ length: 45 }, (_, index) =>
      signInFrom('127.0.0.3', {
        email: viewer.email,
        password: index === 22 ? viewer.defaultPassword : `wrong-${index}`,
      }),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 400 || status === 200).length;
    expect(checked).toBeLessThanOrEqual(failureLimit.attempts);
    expect(statuses.filter((status) => status === 429).length).toBe(45 - checked);
  });

  it('a flood on one e-mail from one address does not lock its owner out elsewhere', async () => {
    for (let attempt = 0; attempt < failureLimit.attempts; attempt += 1) {
      expect((await signInFrom('127.0.0.5', { email: admin.email, password: 'x' })).status).toBe(
        400,
      );
    }
    const limited = await signInFrom('127.0.0.5', {
      email: admin.email,
      password: admin.defaultPassword,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    // The owner, from their own address, signs in.
    const owner = await signInFrom('127.0.0.6', {
      email: admin.email,
      password: admin.defaultPassword,
    });
    expect(owner.status).toBe(200);
  });

  it('lockouts back off: each one doubles the wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const waits: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (let attempt = 0; attempt < failureLimit.attempts; attempt += 1) {
          await signInFrom('127.0.0.7', { email: viewer.email, password: 'x' });
        }
        const limited = await signInFrom('127.0.0.7', { email: viewer.email, password: 'x' });
        expect(limited.status).toBe(429);
        waits.push(Number(limited.retryAfter));
        vi.setSystemTime(Date.now() + Number(limited.retryAfter) * 1000 + 1);
      }
      expect(waits).toEqual([60, 120, 240]);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`the password-check queue is bounded: beyond ${maxWaitingPerSource} waiting from one address, 429 at once`, async () => {
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, scryptWaiting())), 1);
    try {
      const answers = await Promise.all(
        Array.from({ length: 28 }, (_, index) =>
          signInFrom('127.0.0.8', { email: `unknown-${index}@example.com`, password: 'x' }),
        ),
      );
      const busy = answers.filter(
        (answer) => answer.status === 429 && /being checked/.test(String(answer.body.message)),
      );
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.every((answer) => answer.status === 400 || answer.status === 429)).toBe(true);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeLessThanOrEqual(maxWaitingPerSource);
    expect(maxWaitingPerSource).toBeLessThan(maxWaitingScrypt);
    // Busy answers were not counted as failures: the address is not locked out.
    const after = await signInFrom('127.0.0.8', {
      email: viewer.email,
      password: viewer.defaultPassword,
    });
    expect(after.status).toBe(200);
  });
});

describe('sessions', () => {
  /** From its own address: the sign-in limits tests above lock others out for a while. */
  async function session() {
    const response = await signInFrom('127.0.0.9', {
      email: admin.email,
      password: admin.defaultPassword,
    });
    expect(response.status).toBe(200);
    return response.body as { access_token: string; refresh_token: string };
  }
  const insertWith = (token: string) =>
    server
      .client(token)
      .from('blog_posts')
      .insert({ title: 'After', slug: `after-${randomUUID()}` });

  it('tokens carry iss, jti and the session id', async () => {
    const { access_token } = await session();
    const claims = decodeJwt(access_token);
    expect(claims.iss).toBe('demoly-embedded');
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(decodeJwt((await session()).access_token).jti).not.toBe(claims.jti);
  });

  it('sign-out revokes the access token at once, not 15 minutes later', async () => {
    const { access_token } = await session();
    expect((await insertWith(access_token)).status).toBe(201);
    expect((await logout(access_token, 'local')).status).toBe(204);
    const after = await insertWith(access_token);
    expect(after.status).toBe(401);
    expect(after.error?.message).toMatch(/session has ended/);
  });

  it('a session ends at its absolute lifetime, however often it is refreshed', async () => {
    const { access_token, refresh_token } = await session();
    const { session_id } = decodeJwt(access_token);
    await sql(
      `update local_auth.sessions set expires_at = now() - interval '1 second' where id = $1`,
      [session_id],
    );
    expect((await postAuth('refresh', { refresh_token })).status).toBe(400);
    // A fresh session's tokens never outlive it.
    const next = await session();
    const [{ ends } = { ends: 0 }] = await sql<{ ends: number }>(
      `select extract(epoch from expires_at)::int as ends from local_auth.sessions where id = $1`,
      [decodeJwt(next.access_token).session_id],
    );
    expect(ends - Math.floor(Date.now() / 1000)).toBeGreaterThan(sessionLifetimeSeconds - 60);
    // Access tokens are capped at their session's end, so they cannot outlive it either.
    expect(decodeJwt(next.access_token).exp).toBeLessThanOrEqual(ends + 1);
    expect(ends - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(sessionLifetimeSeconds + 1);
  });
});
