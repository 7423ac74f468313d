import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LocaleContext, type LocaleContextValue } from '@/i18n/locale-context';
import { en } from '@/i18n/locales/en';
import { AuthContext, type AuthState } from '@/features/identity/auth-context';
import type * as CheckAdmin from '../api/check-admin';
import { AdminGate } from './admin-gate';

// The role lookup (spec §7) answers per user: only user-admin has the admin row.
vi.mock('../api/check-admin', async (importOriginal) => {
  const original = await importOriginal<typeof CheckAdmin>();
  const { useQuery } = await import('@tanstack/react-query');
  return {
    ...original,
    useIsAdmin: (userId: string | null) =>
      useQuery({
        queryKey: ['admin', 'role', userId],
        queryFn: async () => userId === 'user-admin',
        enabled: Boolean(userId),
      }),
  };
});

const locale: LocaleContextValue = {
  language: 'en',
  messages: en,
  isLoading: false,
  setLanguage: async () => {},
  localizePath: (path) => path,
};

function auth(overrides: Partial<AuthState>): AuthState {
  return {
    status: 'signed-out',
    user: null,
    getToken: async () => null,
    signOut: async () => {},
    SignIn: () => <p>sign-in widget</p>,
    configurationError: null,
    ...overrides,
  };
}

function renderGate(state: AuthState) {
  const router = createMemoryRouter(
    [
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
    { initialEntries: ['/admin'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LocaleContext value={locale}>
        <AuthContext value={state}>
          <RouterProvider router={router} />
        </AuthContext>
      </LocaleContext>
    </QueryClientProvider>,
  );
  return router;
}

describe('AdminGate', () => {
  it('shows an announced spinner while identity loads', () => {
    renderGate(auth({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');
    expect(screen.queryByText('admin dashboard')).not.toBeInTheDocument();
  });

  it('shows the provider sign-in widget when signed out', () => {
    renderGate(auth({ status: 'signed-out' }));
    expect(screen.getByRole('heading', { name: 'Sign in to the blog admin' })).toBeInTheDocument();
    expect(screen.getByText('sign-in widget')).toBeInTheDocument();
  });

  it('explains a bad Clerk key instead of showing a broken widget', () => {
    renderGate(auth({ configurationError: 'Publishable key not valid' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in is not configured');
    expect(screen.getByRole('alert')).toHaveTextContent('Publishable key not valid');
    expect(screen.queryByText('sign-in widget')).not.toBeInTheDocument();
  });

  it('says why nobody can sign in when the identity provider is blocked or down (spec §8)', () => {
    renderGate(auth({ status: 'unavailable' }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.admin.shell.identityUnavailable);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('sign-in widget')).not.toBeInTheDocument();
  });

  it('lets an admin in, with a way to sign out', async () => {
    renderGate(auth({ status: 'signed-in', user: { id: 'user-admin', email: 'a@example.com' } }));
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as a@example.com')).toBeInTheDocument();
  });

  it('sends a signed-in non-admin away', async () => {
    const router = renderGate(
      auth({ status: 'signed-in', user: { id: 'user-viewer', email: 'v@example.com' } }),
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
