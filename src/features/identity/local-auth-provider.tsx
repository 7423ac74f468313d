import type { Session } from '@supabase/supabase-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthState, type AuthStatus, type AuthUser } from './auth-context';
import { getLocalAuthClient } from './local-auth-client';
import { LocalSignInForm } from './local-sign-in-form';
import { useRegisterAccessToken } from './register-access-token';

const getToken = async () =>
  (await getLocalAuthClient().getSession()).data.session?.access_token ?? null;
// This browser's session only ('local'), as the admin bar's sign-out promises; others stay.
const signOut = async () => {
  await getLocalAuthClient().signOut({ scope: 'local' });
};

interface Identity {
  status: AuthStatus;
  user: AuthUser | null;
}

function identityOf(session: Session | null): Identity {
  return session
    ? { status: 'signed-in', user: { id: session.user.id, email: session.user.email ?? null } }
    : { status: 'signed-out', user: null };
}

/**
 * Identity from the embedded backend's sign-in (embedded mode, no Clerk key), kept by
 * supabase-js's auth client. The server render and the first client render say "loading";
 * INITIAL_SESSION then tells who is signed in, and SIGNED_IN, TOKEN_REFRESHED and SIGNED_OUT
 * (this tab or another) keep it current.
 */
export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const [identity, setIdentity] = useState<Identity>({ status: 'loading', user: null });
  useEffect(() => {
    const { data } = getLocalAuthClient().onAuthStateChange((_event, session) => {
      const next = identityOf(session);
      // A refreshed token is the same person: keep the value so the admin does not re-render.
      setIdentity((current) =>
        current.status === next.status && current.user?.id === next.user?.id ? current : next,
      );
    });
    return () => data.subscription.unsubscribe();
  }, []);
  const value = useMemo<AuthState>(
    () => ({
      ...identity,
      getToken,
      signOut,
      SignIn: LocalSignInForm,
      configurationError: null,
    }),
    [identity],
  );
  useRegisterAccessToken(getToken);
  return <AuthContext value={value}>{children}</AuthContext>;
}
