import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { env, isHostedBackend } from '@/config/env';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { AuthContext, type AuthState } from './auth-context';
import { identityModeFor } from './identity-mode';
import { LocalAuthProvider } from './local-auth-provider';

const ClerkAuthProvider = lazy(() => import('./clerk-auth-provider'));

const mode = identityModeFor(env.VITE_CLERK_PUBLISHABLE_KEY, isHostedBackend);

const noToken = async () => null;
const noop = async () => {};
const NoSignIn = () => null;

function StaticAuth({
  state,
  children,
}: {
  state: Pick<AuthState, 'status' | 'configurationError'>;
  children: ReactNode;
}) {
  const value = useMemo<AuthState>(
    () => ({ ...state, user: null, getToken: noToken, signOut: noop, SignIn: NoSignIn }),
    [state],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

const loadingState = { status: 'loading', configurationError: null } as const;
const misconfiguredState = {
  status: 'signed-out',
  configurationError: mode.kind === 'misconfigured' ? mode.message : null,
} as const;

/**
 * Identity for the admin pages. Public pages never mount (or import) this. Clerk lives only in
 * the browser: the server (and the hydration that must match it) renders the loading state, since
 * a render to a string cannot wait for Clerk's lazy chunk and would publish a failed part.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const hydrated = useIsHydrated();
  if (mode.kind === 'local') return <LocalAuthProvider>{children}</LocalAuthProvider>;
  if (mode.kind === 'misconfigured') {
    return <StaticAuth state={misconfiguredState}>{children}</StaticAuth>;
  }
  if (!hydrated) return <StaticAuth state={loadingState}>{children}</StaticAuth>;
  return (
    <Suspense fallback={<StaticAuth state={loadingState}>{children}</StaticAuth>}>
      <ClerkAuthProvider publishableKey={mode.publishableKey}>{children}</ClerkAuthProvider>
    </Suspense>
  );
}
