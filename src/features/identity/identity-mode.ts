import { checkClerkPublishableKey } from '@/config/clerk-key';

export type IdentityMode =
  | { kind: 'clerk'; publishableKey: string }
  | { kind: 'local' }
  | { kind: 'misconfigured'; message: string };

/**
 * Clerk when a publishable key is configured; the embedded backend's local sign-in when the
 * site runs on its own embedded backend. A hosted backend without a (valid) key cannot sign
 * anyone in, so that is a configuration error, not a silent fallback.
 */
export function identityModeFor(
  clerkKey: string | undefined,
  hostedBackend: boolean,
): IdentityMode {
  if (clerkKey || hostedBackend) {
    const check = checkClerkPublishableKey(clerkKey);
    return check.ok
      ? { kind: 'clerk', publishableKey: clerkKey!.trim() }
      : { kind: 'misconfigured', message: check.message };
  }
  return { kind: 'local' };
}
