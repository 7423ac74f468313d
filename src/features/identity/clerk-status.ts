import type { AuthState } from './auth-context';

/**
 * The identity status the admin sees. Clerk never finishes loading when its script is blocked or
 * down; it then reports a failure, which must end the spinner with an explanation.
 */
export function clerkAuthStatus(
  failed: boolean,
  isLoaded: boolean,
  signedIn: boolean,
): AuthState['status'] {
  if (failed) return 'unavailable';
  if (!isLoaded) return 'loading';
  return signedIn ? 'signed-in' : 'signed-out';
}
