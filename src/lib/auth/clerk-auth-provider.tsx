import { ClerkProvider, SignIn, useAuth as useClerkAuth, useUser } from '@clerk/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { AuthContext, type AuthState } from './auth-context';
import { useRegisterAccessToken } from './register-access-token';

/** Clerk's hosted widget; hash routing keeps its steps inside /admin without extra routes. */
function ClerkSignIn() {
  return <SignIn routing="hash" />;
}

function ClerkBridge({ children }: { children: ReactNode }) {
  // useAuth treats a 'pending' session (unfinished tasks) as signed out by default (spec §4).
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
      status: !isLoaded ? 'loading' : isSignedIn && userId ? 'signed-in' : 'signed-out',
      user: isSignedIn && userId ? { id: userId, email } : null,
      getToken,
      signOut,
      SignIn: ClerkSignIn,
      configurationError: null,
    }),
    [isLoaded, isSignedIn, userId, email, getToken, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
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
