// @vitest-environment jsdom
import { AuthApiError, AuthRetryableFetchError, AuthUnknownError } from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '@/i18n/locales/en';
import { startComponentTestServer } from '@/testing/backend';
import { renderWithProviders } from '@/testing/render';
import { seedAccounts } from '../../../supabase/embedded';
import type { TestServer } from '../../../supabase/embedded/testing';
import { useAuth, type AuthState } from './auth-context';
import { sessionStorageKey, signInErrorCode } from './local-auth-client';
import { LocalAuthProvider } from './local-auth-provider';

/**
 * The embedded sign-in end to end under jsdom: the provider and form drive supabase-js's own auth
 * client against the embedded backend's /auth/v1 (PGlite, the seed's accounts). Only where the
 * API lives is configuration given here.
 */
const backend = vi.hoisted(() => ({ url: '' }));
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiEndpoint: () => ({ url: backend.url, key: 'embedded-anon-key' }),
}));

let server: TestServer;
beforeAll(async () => {
  server = await startComponentTestServer();
  backend.url = server.url;
});
afterAll(async () => {
  await server?.destroy();
});

const text = en.admin.signIn;
const { admin } = seedAccounts;

/** The provider's latest value, for calling getToken and signOut as the admin pages do. */
const latest: { auth?: AuthState } = {};
const lastToken = () => latest.auth!.getToken();
const lastSignOut = () => latest.auth!.signOut();

function Who() {
  const auth = useAuth();
  const { status, user, SignIn } = auth;
  useEffect(() => {
    latest.auth = auth;
  });
  return (
    <>
      <p data-testid="status">{status}</p>
      <p data-testid="email">{user?.email ?? ''}</p>
      {status === 'signed-out' ? <SignIn /> : null}
    </>
  );
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(text.email));
  await user.type(screen.getByLabelText(text.email), email);
  await user.clear(screen.getByLabelText(text.password));
  await user.type(screen.getByLabelText(text.password), password);
  await user.click(screen.getByRole('button', { name: text.submit }));
}

describe('LocalAuthProvider with the embedded backend', () => {
  it('signs in, keeps the session where supabase-js stores it, and signs out on the server', async () => {
    window.localStorage.clear();
    renderWithProviders(
      <LocalAuthProvider>
        <Who />
      </LocalAuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));

    // A wrong password: a clear message, and the e-mail stays typed.
    await fill(admin.email, 'not-the-password');
    // The alert region is always there (so it is announced); the message arrives in it.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(text.invalidCredentials),
    );
    expect(screen.getByLabelText(text.email)).toHaveValue(admin.email);

    await fill(admin.email, admin.defaultPassword);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('email')).toHaveTextContent(admin.email);
    const stored = JSON.parse(window.localStorage.getItem(sessionStorageKey) ?? 'null') as {
      access_token: string;
      refresh_token: string;
    } | null;
    expect(stored?.refresh_token).toEqual(expect.any(String));

    // The token the data client sends is the session's, and the backend honours it.
    const token = await lastToken();
    expect(token).toBe(stored?.access_token);
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(user.status).toBe(200);

    await lastSignOut();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(window.localStorage.getItem(sessionStorageKey)).toBeNull();
    // Signed out on the server too: the old access token no longer works.
    const after = await fetch(`${server.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(403);
    expect(await lastToken()).toBeNull();
  });

  it('a stored session is picked up on the next visit, without signing in again', async () => {
    window.localStorage.clear();
    const first = renderWithProviders(
      <LocalAuthProvider>
        <Who />
      </LocalAuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    await fill(admin.email, admin.defaultPassword);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    first.unmount();

    renderWithProviders(
      <LocalAuthProvider>
        <Who />
      </LocalAuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    await lastSignOut();
  });
});

describe('signInErrorCode', () => {
  it("maps supabase-js's errors to what the form says", () => {
    expect(signInErrorCode(new AuthApiError('x', 400, 'invalid_credentials'))).toBe(
      'invalid_credentials',
    );
    expect(signInErrorCode(new AuthApiError('x', 429, 'over_request_rate_limit'))).toBe(
      'rate_limited',
    );
    expect(signInErrorCode(new AuthApiError('x', 400, 'validation_failed'))).toBe(
      'invalid_request',
    );
    expect(signInErrorCode(new AuthRetryableFetchError('offline', 0))).toBe('unavailable');
    expect(signInErrorCode(new AuthUnknownError('bad json', null))).toBe('unavailable');
  });
});
