import { checkClerkPublishableKey } from '../src/config/clerk-key';
import type { Env } from '../src/config/env-schema';

/**
 * The security headers of every HTML response, built from configuration so hosted mode (Supabase,
 * Clerk) and a changed embed or booking URL get exactly the origins they need. One source: the
 * site server sends them, and the build writes the same set for static hosts (_headers,
 * vercel.json).
 *
 * script-src has no 'unsafe-inline': the page state travels in `<script type="application/json">`
 * elements, which are data, not scripts, so no hash or nonce is needed and one fixed policy fits a
 * static host.
 */

const calOrigins = ['https://app.cal.com', 'https://cal.com'];
// Clerk's documented CSP needs: its Frontend API (from the key), bot protection, avatars.
const clerkChallengeOrigin = 'https://challenges.cloudflare.com';
const clerkImageOrigin = 'https://img.clerk.com';

function origin(url: string): string {
  return new URL(url).origin;
}

/** The origin clerk-js is loaded from and talks to: the Frontend API host the key names. */
export function clerkFrontendApiOrigin(publishableKey: string): string | undefined {
  const check = checkClerkPublishableKey(publishableKey);
  return check.ok ? `https://${check.frontendApi}` : undefined;
}

function unique(values: readonly (string | undefined | false)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

export function contentSecurityPolicy(env: Env): string {
  const supabase = env.VITE_SUPABASE_URL ? origin(env.VITE_SUPABASE_URL) : undefined;
  const clerk = env.VITE_CLERK_PUBLISHABLE_KEY
    ? clerkFrontendApiOrigin(env.VITE_CLERK_PUBLISHABLE_KEY)
    : undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...calOrigins, clerk, clerk && clerkChallengeOrigin]),
    // Inline style attributes come from server-rendered React (style={...}) and sonner's
    // injected stylesheet; styles cannot run code, so this is the usual, accepted exception.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', supabase, clerk && clerkImageOrigin]),
    'font-src': ["'self'"],
    'connect-src': unique([
      "'self'",
      supabase,
      origin(env.VITE_GEOLOCATION_URL),
      ...calOrigins,
      clerk,
    ]),
    'frame-src': unique([
      origin(env.VITE_DEMO_EMBED_URL),
      origin(env.VITE_VIDEO_EMBED_URL),
      ...calOrigins,
      clerk && clerkChallengeOrigin,
    ]),
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Powerful features are off for our own pages; only the live demo frame may ask for the
 * microphone (the visitor talks to the agent). The iframe's `allow` attribute delegates it.
 */
export function permissionsPolicy(env: Env): string {
  const demo = JSON.stringify(origin(env.VITE_DEMO_EMBED_URL));
  return [
    `microphone=(${demo})`,
    'camera=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    'interest-cohort=()',
  ].join(', ');
}

export const hstsValue = 'max-age=63072000; includeSubDomains';

/** Headers for every response carrying HTML. HSTS only where the page came over HTTPS. */
export function securityHeaders(env: Env, options: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(env),
    // For browsers without frame-ancestors support.
    'X-Frame-Options': 'DENY',
    // Keeps other windows from scripting ours; popups (sign-in, share targets) still work.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(options.https ? { 'Strict-Transport-Security': hstsValue } : {}),
  };
}

/** Netlify and Cloudflare Pages read this file from the deployed folder. */
export function headersFile(env: Env): string {
  const lines = Object.entries(securityHeaders(env, { https: true })).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  return `/*\n${lines.join('\n')}\n`;
}

/** Vercel's equivalent, with the same /en redirects as _redirects. */
export function vercelConfig(env: Env): string {
  const headers = Object.entries(securityHeaders(env, { https: true })).map(([key, value]) => ({
    key,
    value,
  }));
  return `${JSON.stringify(
    {
      headers: [{ source: '/(.*)', headers }],
      redirects: [
        { source: '/en', destination: '/', permanent: true },
        { source: '/en/:path*', destination: '/:path*', permanent: true },
      ],
    },
    null,
    2,
  )}\n`;
}
