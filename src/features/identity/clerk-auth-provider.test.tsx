import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-context';
import ClerkAuthProvider from './clerk-auth-provider';
import { clerkAuthStatus } from './clerk-status';

/**
 * Clerk itself cannot load here (no network, as behind a blocker); its components are replaced by
 * stand-ins that report what Clerk reports when clerk-js fails to load: never loaded, and
 * <ClerkFailed> rendering its children.
 */
const clerk = vi.hoisted(() => ({ failed: true }));
vi.mock('@clerk/react', () => ({
  ClerkProvider: ({ children }: { children: ReactNode }) => children,
  ClerkFailed: ({ children }: { children: ReactNode }) => (clerk.failed ? children : null),
  SignIn: () => null,
  useAuth: () => ({
    isLoaded: false,
    isSignedIn: undefined,
    userId: undefined,
    getToken: async () => null,
    signOut: async () => {},
  }),
  useUser: () => ({ user: undefined }),
}));

function Status() {
  return <p>status: {useAuth().status}</p>;
}

describe('Clerk identity (hosted mode)', () => {
  it('maps Clerk’s state to the admin’s', () => {
    expect(clerkAuthStatus(true, false, false)).toBe('unavailable');
    expect(clerkAuthStatus(false, false, false)).toBe('loading');
    expect(clerkAuthStatus(false, true, false)).toBe('signed-out');
    expect(clerkAuthStatus(false, true, true)).toBe('signed-in');
  });

  it('reports "unavailable" when Clerk fails to load, ending the spinner', async () => {
    clerk.failed = true;
    render(
      <ClerkAuthProvider publishableKey="pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk">
        <Status />
      </ClerkAuthProvider>,
    );
    expect(await screen.findByText('status: unavailable')).toBeInTheDocument();
  });

  it('keeps loading while Clerk is still on its way', () => {
    clerk.failed = false;
    render(
      <ClerkAuthProvider publishableKey="pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk">
        <Status />
      </ClerkAuthProvider>,
    );
    expect(screen.getByText('status: loading')).toBeInTheDocument();
  });
});
