/**
 * The identity provider's publishable key must start with a live or test prefix, have
 * three underscore-separated parts, and its last part must be base64 for a host ending in '$'.
 * Checked before Clerk loads, so a bad deployment shows a clear error on /admin instead of a
 * blank widget.
 */
export type ClerkKeyProblem = 'missing' | 'invalid';

export type ClerkKeyCheck =
  | { ok: true; instanceType: 'live' | 'test'; frontendApi: string }
  | { ok: false; problem: ClerkKeyProblem; message: string };

/** Clerk's own wording, shown as is (operators search for it). */
export const clerkKeyMessages: Record<ClerkKeyProblem, string> = {
  missing: 'Publishable key is missing',
  invalid: 'Publishable key not valid',
};

function decodeBase64(value: string): string | null {
  try {
    // Keys are unpadded base64 in the wild; atob needs the padding back.
    const padded = value.padEnd(value.length + ((4 - (value.length % 4)) % 4), '=');
    return atob(padded);
  } catch {
    return null;
  }
}

export function checkClerkPublishableKey(key: string | null | undefined): ClerkKeyCheck {
  const trimmed = key?.trim() ?? '';
  if (!trimmed) return { ok: false, problem: 'missing', message: clerkKeyMessages.missing };
  const invalid = { ok: false, problem: 'invalid', message: clerkKeyMessages.invalid } as const;
  if (!trimmed.startsWith('pk_live_') && !trimmed.startsWith('pk_test_')) return invalid;
  const parts = trimmed.split('_');
  if (parts.length !== 3 || !parts[2]) return invalid;
  const decoded = decodeBase64(parts[2]);
  if (!decoded || !decoded.endsWith('$')) return invalid;
  const frontendApi = decoded.slice(0, -1);
  // The host must look like a host: no spaces, at least one dot (e.g. x.clerk.accounts.dev).
  if (!/^[a-z0-9.-]+\.[a-z0-9-]+$/i.test(frontendApi)) return invalid;
  return { ok: true, instanceType: parts[1] === 'live' ? 'live' : 'test', frontendApi };
}
