// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '@/features/identity/auth-context';
import { en } from '@/i18n/locales/en';
import { startComponentTestServer } from '@/testing/backend';
import { mockedApi } from '@/testing/supabase-mock';
import { renderWithProviders, testAuth } from '@/testing/render';
import { seedAccounts } from '../../../../supabase/embedded';
import { type TestServer } from '../../../../supabase/embedded/testing';
import { AdminGate } from './admin-gate';

/**
 * The role lookup is the app's own, against the embedded backend: signed in as the
 * seed's admin or viewer, supabase-js asks user_roles under row-level security. Only who is
 * signed in (the identity provider's state) is given to the gate directly.
 */
vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

let server: TestServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startComponentTestServer();
  for (const account of [seedAccounts.admin, seedAccounts.viewer]) {
    tokens.set(account.id, await server.signIn(account.email, account.defaultPassword));
  }
  mockedApi.client = server.client();
});

afterAll(async () => {
  await server?.destroy();
});

afterEach(() => vi.restoreAllMocks());

/** The gate's identity state for a seed account, with supabase-js signed in as that user. */
function signedIn(account: { id: string; email: string }): Partial<AuthState> {
  mockedApi.client = server.client(tokens.get(account.id));
  return { status: 'signed-in', user: { id: account.id, email: account.email } };
}

function renderGate(auth: Partial<AuthState>) {
  return renderWithProviders(null, {
    queryClient: new QueryClient(),
    auth,
    path: '/admin',
    routes: [
      {
        path: '/admin',
        element: (
          <AdminGate deniedPath="/">
            <p>admin dashboard</p>
          </AdminGate>
        ),
      },
      { path: '/', element: <p>home page</p> },
    ],
  }).router!;
}

describe('AdminGate', () => {
  it('shows an announced spinner while identity loads', () => {
    renderGate({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');
    expect(screen.queryByText('admin dashboard')).not.toBeInTheDocument();
  });

  it('shows the provider sign-in widget when signed out', () => {
    renderGate({ status: 'signed-out' });
    expect(screen.getByRole('heading', { name: 'Sign in to the blog admin' })).toBeInTheDocument();
    expect(screen.getByText('sign-in widget')).toBeInTheDocument();
  });

  it('explains a bad Clerk key instead of showing a broken widget', () => {
    renderGate({ configurationError: 'Publishable key not valid' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in is not configured');
    expect(screen.getByRole('alert')).toHaveTextContent('Publishable key not valid');
    expect(screen.queryByText('sign-in widget')).not.toBeInTheDocument();
  });

  it('says why nobody can sign in when the identity provider is blocked or down', () => {
    renderGate({ status: 'unavailable' });
    expect(screen.getByRole('alert')).toHaveTextContent(en.admin.shell.identityUnavailable);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('sign-in widget')).not.toBeInTheDocument();
  });

  it('lets an admin in, with a way to sign out', async () => {
    renderGate(signedIn(seedAccounts.admin));
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText(`Signed in as ${seedAccounts.admin.email}`)).toBeInTheDocument();
  });

  it('starts the page at the top once the sign-in form gives way to it, and only then', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    function SigningIn() {
      const [auth, setAuth] = useState<Partial<AuthState>>({
        status: 'signed-out',
        SignIn: () => (
          <button type="button" onClick={() => setAuth(signedIn(seedAccounts.admin))}>
            Continue
          </button>
        ),
      });
      return (
        <AuthContext value={testAuth(auth)}>
          <AdminGate deniedPath="/">
            <p>admin dashboard</p>
          </AdminGate>
        </AuthContext>
      );
    }
    renderWithProviders(<SigningIn />, { queryClient: new QueryClient() });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the restored scroll of an admin who arrives signed in', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderGate(signedIn(seedAccounts.admin));
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('sends a signed-in non-admin away', async () => {
    const router = renderGate(signedIn(seedAccounts.viewer));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
