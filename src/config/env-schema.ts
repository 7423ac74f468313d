import * as z from 'zod/mini';
// With its extension: vite.config.ts loads this file natively (no bundler resolution).
import { checkClerkPublishableKey } from './clerk-key.ts';

/**
 * The VITE_ variables the site reads, with their defaults. Kept free of `import.meta` so the
 * Vite config and the Node scripts can validate the same variables at start-up. zod/mini keeps
 * this out of the way of the first page load (a few kB instead of full zod).
 */
/*
 * Every check carries its own message: zod/mini has no built-in wording (it would say only
 * "Invalid input"), and a deploy that stops must say which rule failed and how to fix it.
 */
const url = z.url({
  protocol: /^https?$/,
  error: 'must be an absolute http(s) URL, like https://example.com',
});
const anonKeyLength = 20;
/** An empty string counts as unset, so `VITE_X=` in .env files means "use the default". */
const emptyAsUnset = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? undefined : value)),
    schema,
  );
const withDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  emptyAsUnset(z._default(schema, fallback as never));

export const envSchema = z
  .object({
    VITE_PRODUCT_NAME: withDefault(z.string().check(z.minLength(1, 'must not be empty')), 'Demoly'),
    VITE_SITE_URL: withDefault(url, 'https://demoly.ai'),
    VITE_APP_URL: withDefault(url, 'https://app.demoly.ai'),
    VITE_AFFILIATE_URL: withDefault(url, 'https://affiliates.demoly.ai'),
    VITE_CONTACT_EMAIL: withDefault(
      z.email('must be an e-mail address, like hello@example.com'),
      'hello@demoly.ai',
    ),
    VITE_CAL_LINK: withDefault(
      z.string().check(z.regex(/^[\w-]+\/[\w-]+$/, 'must look like "team/event"')),
      'demoly/demo',
    ),
    VITE_CAL_NAMESPACE: withDefault(z.string().check(z.minLength(1, 'must not be empty')), 'demo'),
    VITE_DEMO_EMBED_URL: withDefault(url, 'https://app.demoly.ai/share/chat/live-demo?embed=true'),
    VITE_VIDEO_EMBED_URL: withDefault(url, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    VITE_GEOLOCATION_URL: withDefault(url, 'https://ipapi.co/json/'),
    VITE_SUPABASE_URL: emptyAsUnset(z.optional(url)),
    VITE_SUPABASE_ANON_KEY: emptyAsUnset(
      z.optional(
        z.string().check(
          z.minLength(anonKeyLength, {
            error: (issue) =>
              `is ${typeof issue.input === 'string' ? issue.input.length : 0} characters; ` +
              `Supabase's anon or publishable key has at least ${anonKeyLength} ` +
              '(copy it from Project Settings → API Keys)',
          }),
        ),
      ),
    ),
    VITE_CLERK_PUBLISHABLE_KEY: emptyAsUnset(
      z.optional(
        z.string().check(
          z.refine((key) => checkClerkPublishableKey(key).ok, {
            error:
              'is not a Clerk publishable key: it must be pk_test_… or pk_live_… followed by the base64 of your Frontend API host (copy it from Clerk → Configure → API keys; never the sk_ secret key)',
          }),
        ),
      ),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.VITE_SUPABASE_URL && !value.VITE_SUPABASE_ANON_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['VITE_SUPABASE_ANON_KEY'],
          message: 'is required when VITE_SUPABASE_URL is set (hosted mode)',
        });
      }
    }),
  );

export type Env = z.output<typeof envSchema>;

/** Parses the variables, or throws one error that names every bad variable. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
}
