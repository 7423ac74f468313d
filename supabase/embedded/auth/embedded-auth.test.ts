/**
 * The Supabase Auth subset of the embedded backend (/auth/v1/token, /logout, /user), through
 * supabase-js's own auth client and raw HTTP: sign-in, refresh-token rotation, logout scopes,
 * the limits on failures, and scrypt hashes in place of passwords.
 */
import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { embeddedAnonKey } from '../../../src/config/embedded-anon-key';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { admin, api, server, sql, startServerForFile, viewer } from '../test-kit/server-test-kit';
import { createSessionClient } from '../test-kit/test-server';

startServerForFile();

describe('Supabase Auth subset (/auth/v1/token, /logout, /user)', () => {
  const post = (route: string, body: unknown) =>
    api(`/auth/v1/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signIn = (body: unknown) => post('token?grant_type=password', body);
  const refresh = (refreshToken: string) =>
    post('token?grant_type=refresh_token', { refresh_token: refreshToken });
  const withToken = (route: string, token: string, method = 'GET') =>
    api(`/auth/v1/${route}`, { method, headers: { Authorization: `Bearer ${token}` } });

  it('signs in with e-mail and password and returns a 15-minute token for the user', async () => {
    const response = await signIn({ email: 'Admin@Example.com', password: admin.defaultPassword });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const session = await response.json();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 15 * 60,
      user: { id: admin.id, email: admin.email, aud: 'authenticated', role: 'authenticated' },
    });
    expect(typeof session.refresh_token).toBe('string');
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: admin.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: admin.email,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(session.expires_at).toBe(claims.exp);
  });

  it("refuses wrong credentials and incomplete requests in Auth's error shape", async () => {
    const wrong = await signIn({ email: viewer.email, password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await wrong.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await signIn({ email: 'nobody@example.com', password: 'x' });
    expect(await unknown.json()).toMatchObject({ code: 'invalid_credentials' });
    const missing = await signIn({ email: viewer.email });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: 'validation_failed',
      message: 'You must provide either an email or phone number and a password',
    });
    const grant = await post('token?grant_type=magic', {});
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ code: 'unsupported_grant_type' });
    const other = await post('signup', { email: viewer.email, password: 'x' });
    expect(other.status).toBe(404);
    expect((await other.json()).message).toMatch(/answers \/auth\/v1\/token/);
  });

  it('supabase-js signs in, reads the user, refreshes and signs out against it', async () => {
    const auth = createSessionClient(server.url).auth;
    const signedIn = await auth.signInWithPassword({
      email: viewer.email,
      password: viewer.defaultPassword,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(viewer.id);
    const user = await auth.getUser();
    expect(user.data.user).toMatchObject({ id: viewer.id, email: viewer.email });
    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signedIn.data.session?.refresh_token);
    const wrong = await auth.signInWithPassword({ email: viewer.email, password: 'nope' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect((await auth.signOut()).error).toBeNull();
    // The session is over on the server, not only forgotten by the client.
    const after = await refresh(refreshed.data.session!.refresh_token);
    expect(after.status).toBe(400);
  });

  it('rotates refresh tokens: a used one works only briefly, and logout revokes', async () => {
    const first = await (
      await signIn({ email: viewer.email, password: viewer.defaultPassword })
    ).json();
    const refreshed = await refresh(first.refresh_token);
    expect(refreshed.status).toBe(200);
    const second = await refreshed.json();
    expect(second.user).toMatchObject({ id: viewer.id, email: viewer.email });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).sub).toBe(viewer.id);

    // Two tabs refreshing at once: the second use, seconds later, still succeeds.
    expect((await refresh(first.refresh_token)).status).toBe(200);
    // Past the reuse window the used token is dead.
    await sql(
      `update local_auth.refresh_tokens set used_at = now() - interval '1 minute' where token_hash = $1`,
      [createHash('sha256').update(first.refresh_token).digest('base64url')],
    );
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'refresh_token_not_found' });
    // Only hashes are stored.
    expect(
      await sql('select 1 from local_auth.refresh_tokens where token_hash = $1', [
        first.refresh_token,
      ]),
    ).toEqual([]);

    const third = await (
      await signIn({ email: viewer.email, password: viewer.defaultPassword })
    ).json();
    expect((await withToken('user', third.access_token)).status).toBe(200);
    expect((await withToken('logout?scope=local', third.access_token, 'POST')).status).toBe(204);
    expect((await refresh(third.refresh_token)).status).toBe(400);
    const ended = await withToken('user', third.access_token);
    expect(ended.status).toBe(403);
    expect(await ended.json()).toMatchObject({ code: 'session_not_found' });
    expect((await withToken('user', embeddedAnonKey)).status).toBe(401);
    expect((await withToken('logout?scope=everyone', third.access_token, 'POST')).status).toBe(400);
  });

  it('logout scopes: local ends this session, others the rest, global all', async () => {
    // The viewer: a global logout of the admin would end the token the later tests use.
    const session = async () =>
      (await signIn({ email: viewer.email, password: viewer.defaultPassword })).json();
    const [a, b, c] = [await session(), await session(), await session()];
    const live = async (s: { access_token: string }) =>
      (await withToken('user', s.access_token)).status === 200;
    expect((await withToken('logout?scope=others', a.access_token, 'POST')).status).toBe(204);
    expect([await live(a), await live(b), await live(c)]).toEqual([true, false, false]);
    const d = await session();
    expect((await withToken('logout', d.access_token, 'POST')).status).toBe(204);
    expect([await live(a), await live(d)]).toEqual([false, false]);
  });

  it('rate-limits repeated failures for one e-mail with 429', async () => {
    const email = 'limited@example.com';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn({ email, password: 'wrong' })).status).toBe(400);
    }
    const limited = await signIn({ email, password: 'wrong' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    const body = await limited.json();
    expect(body.code).toBe('over_request_rate_limit');
    expect(body.message).toMatch(/Too many failed sign-in attempts/);
    // Other accounts are unaffected.
    expect((await signIn({ email: viewer.email, password: viewer.defaultPassword })).status).toBe(
      200,
    );
  });

  it('stores scrypt hashes, never passwords', async () => {
    const users = await sql<{ email: string; password_hash: string }>(
      'select email, password_hash from local_auth.users order by email',
    );
    expect(users.map((user) => user.email)).toEqual([admin.email, viewer.email]);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
      expect(user.password_hash).not.toContain('password');
    }
    const hash = await hashPassword('correct horse');
    expect(hash).not.toBe(await hashPassword('correct horse')); // random salt
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  });
});
