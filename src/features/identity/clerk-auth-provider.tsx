import { ClerkFailed, ClerkProvider, SignIn, useAuth as useClerkAuth, useUser } from '@clerk/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthState } from './auth-context';
import { clerkAuthStatus } from './clerk-status';
import { useRegisterAccessToken } from './register-access-token';

/** Clerk's hosted widget; hash routing keeps its steps inside /admin without extra routes. */
function ClerkSignIn() {
  return <SignIn routing="hash" />;
}

/** Rendered by <ClerkFailed> only, so its effect runs exactly when Clerk reports a failure. */
function FailureSignal({ onFailure }: { onFailure: () => void }) {
  useEffect(onFailure, [onFailure]);
  return null;
}

/**
 * Clerk's script that did not load (blocked, offline, a wrong host): Clerk itself reports it only
 * after its 15-second load timeout, so a failed request for one of its scripts ends the wait now.
 */
function useClerkScriptFailure(onFailure: () => void) {
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target;
      if (
        target instanceof HTMLScriptElement &&
        target.hasAttribute('data-clerk-publishable-key')
      ) {
        onFailure();
      }
    };
    // Load errors do not bubble: listened for on the way down.
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, [onFailure]);
}

function ClerkBridge({ children }: { children: ReactNode }) {
  const [failed, setFailed] = useState(false);
  const markFailed = useCallback(() => setFailed(true), []);
  useClerkScriptFailure(markFailed);
  // useAuth treats a 'pending' session (unfinished tasks) as signed out by default.
  const {
    isLoaded,
    isSignedIn,
    userId,
    getToken: getClerkToken,
    signOut: clerkSignOut,
  } = useClerkAuth();
  const { user } = useUser();

  const getToken = useCallback(async () => {
    if (!isSignedIn) return null;
    return (await getClerkToken()) ?? null;
  }, [isSignedIn, getClerkToken]);
  const signOut = useCallback(async () => {
    await clerkSignOut();
  }, [clerkSignOut]);
  useRegisterAccessToken(getToken);

  const email = user?.primaryEmailAddress?.emailAddress ?? null;
  const value = useMemo<AuthState>(
    () => ({
      status: clerkAuthStatus(failed, isLoaded, Boolean(isSignedIn && userId)),
      user: isSignedIn && userId ? { id: userId, email } : null,
      getToken,
      signOut,
      SignIn: ClerkSignIn,
      configurationError: null,
    }),
    [failed, isLoaded, isSignedIn, userId, email, getToken, signOut],
  );
  return (
    <AuthContext value={value}>
      <ClerkFailed>
        <FailureSignal onFailure={markFailed} />
      </ClerkFailed>
      {children}
    </AuthContext>
  );
}

/** Hosted mode: Clerk. Loaded lazily, so its code only ever downloads on /admin pages. */
export default function ClerkAuthProvider({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  return (
    <ClerkProvider publishableKey={publishableKey}>
      <ClerkBridge>{children}</ClerkBridge>
    </ClerkProvider>
  );
}
