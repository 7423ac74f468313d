import { createContext, use, type ComponentType } from 'react';

export interface AuthUser {
  id: string;
  email: string | null;
}

/** 'unavailable': the identity provider could not load (blocked or down); nobody can sign in. */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in' | 'unavailable';

/**
 * What the admin pages know about identity, whichever provider is active (Clerk in hosted mode,
 * the embedded backend's local sign-in otherwise). Pages never import a provider directly.
 */
export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** The signed-in user's access token for the data backend, or null when signed out. */
  getToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
  /** The sign-in widget of the active provider. */
  SignIn: ComponentType;
  /** Set when identity cannot work at all (a missing or bad Clerk key); shown instead of the widget. */
  configurationError: string | null;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
