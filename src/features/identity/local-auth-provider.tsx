import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthContext, type AuthState } from './auth-context';
import { getLocalSessionStore } from './local-session-instance';
import { LocalSessionStore } from './local-session-store';
import { LocalSignInForm } from './local-sign-in-form';
import { useRegisterAccessToken } from './register-access-token';

const subscribe = (listener: () => void) => getLocalSessionStore().subscribe(listener);
const getSnapshot = () => getLocalSessionStore().getSnapshot();
const getToken = () => getLocalSessionStore().getToken();
const signOut = () => getLocalSessionStore().signOut();

/** Identity from the embedded backend's local sign-in (embedded mode, no Clerk key). */
export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, LocalSessionStore.serverSnapshot);
  const value = useMemo<AuthState>(
    () => ({
      status: snapshot.status,
      user: snapshot.session?.user ?? null,
      getToken,
      signOut,
      SignIn: LocalSignInForm,
      configurationError: null,
    }),
    [snapshot],
  );
  useRegisterAccessToken(getToken);
  return <AuthContext value={value}>{children}</AuthContext>;
}
