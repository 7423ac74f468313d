/**
 * What the backend's HTTP suites share: one embedded server per file (started by
 * startServerForFile(), signed in as the seed's admin), superuser SQL, requests that fail fast,
 * Supabase Auth calls as supabase-js makes them, uploads held open mid-body, sign-ins from other
 * loopback addresses.
 */
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { seedAccounts } from '../db/setup';
import { startTestServer, type TestServer } from './test-server';

export const { admin, viewer } = seedAccounts;
export let server: TestServer;
export let adminToken: string;

export const sql = async <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await server.backend.database.query<Row>(text, params)).rows;

/** Every request here fails fast instead of hanging the suite when the server never answers. */
export const api = (route: string, init: RequestInit = {}) =>
  fetch(`${server.url}${route}`, { signal: AbortSignal.timeout(8_000), ...init });

/** Supabase Auth's endpoints as supabase-js calls them (auth-http.ts). */
export const authRoutes = {
  'sign-in': 'token?grant_type=password',
  refresh: 'token?grant_type=refresh_token',
} as const;
export const postAuth = (route: keyof typeof authRoutes, body: unknown) =>
  api(`/auth/v1/${authRoutes[route]}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
/** POST /auth/v1/logout (scope global by default), as supabase-js's signOut sends it. */
export const logout = (accessToken: string, scope = 'global') =>
  api(`/auth/v1/logout?scope=${scope}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
  });

/** A multipart upload as storage-js sends it, plus a `contentType` field when given. */
export function multipart(file: Blob, contentType?: string): FormData {
  const form = new FormData();
  form.append('cacheControl', '3600');
  if (contentType) form.append('contentType', contentType);
  form.append('', file, 'photo.png');
  return form;
}

export interface OpenUpload {
  request: ClientRequest;
  response: Promise<{ status: number; body: string }>;
}

/**
 * Starts an upload that declares a 1 MB body and sends only 1 KB of it, then waits: a server
 * that needs the whole body before answering never answers it.
 */
export function openUpload(route: string, headers: Record<string, string> = {}): OpenUpload {
  const request = http.request(`${server.url}${route}`, {
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(1024 * 1024), ...headers },
  });
  request.on('error', () => {}); // destroyed on purpose below
  const response = new Promise<{ status: number; body: string }>((resolve) => {
    request.on('response', (message: IncomingMessage) => {
      let body = '';
      message.setEncoding('utf8');
      message.on('data', (chunk: string) => (body += chunk));
      message.on('end', () => resolve({ status: message.statusCode ?? 0, body }));
    });
  });
  request.write(Buffer.alloc(1024));
  return { request, response };
}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms),
    ),
  ]);
}

export async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 8_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** After `server.stop()`: the file's server again, on the same data directory. */
export async function startAgain(): Promise<TestServer> {
  server = await startTestServer({ dataDir: server.dataDir });
  return server;
}

/** Starts the file's server before its tests and stops it after them. */
export function startServerForFile(): void {
  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.signIn(admin.email, admin.defaultPassword);
  }, 180_000);
  afterAll(async () => server?.destroy());
}

/** A sign-in from another loopback address (127.0.0.0/8 all reach the server on Linux). */
export function signInFrom(
  localAddress: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown>; retryAfter?: string }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      agent: false,
      localAddress,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
    });
    request.on('error', reject);
    request.on('response', (message) => {
      let data = '';
      message.setEncoding('utf8');
      message.on('data', (chunk: string) => (data += chunk));
      message.on('end', () =>
        resolve({
          status: message.statusCode ?? 0,
          body: JSON.parse(data || '{}') as Record<string, unknown>,
          ...(message.headers['retry-after'] ? { retryAfter: message.headers['retry-after'] } : {}),
        }),
      );
    });
    request.end(text);
  });
}
