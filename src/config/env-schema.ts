import { z } from 'zod';

/**
 * The VITE_ variables the site reads, with their defaults. Kept free of `import.meta` so the
 * Vite config and the Node scripts can validate the same variables at start-up.
 */
const url = z.url({ protocol: /^https?$/ });
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const envSchema = z
  .object({
    VITE_PRODUCT_NAME: z.string().min(1).default('Demoly'),
    VITE_SITE_URL: url.default('https://demoly.ai'),
    VITE_APP_URL: url.default('https://app.demoly.ai'),
    VITE_AFFILIATE_URL: url.default('https://affiliates.demoly.ai'),
    VITE_CONTACT_EMAIL: z.email().default('hello@demoly.ai'),
    VITE_CAL_LINK: z
      .string()
      .regex(/^[\w-]+\/[\w-]+$/, 'must look like "team/event"')
      .default('demoly/demo'),
    VITE_CAL_NAMESPACE: z.string().min(1).default('demo'),
    VITE_DEMO_EMBED_URL: url.default('https://app.demoly.ai/share/chat/live-demo?embed=true'),
    VITE_VIDEO_EMBED_URL: url.default('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    VITE_GEOLOCATION_URL: url.default('https://ipapi.co/json/'),
    VITE_SUPABASE_URL: optional(url),
    VITE_SUPABASE_ANON_KEY: optional(z.string().min(20)),
    VITE_CLERK_PUBLISHABLE_KEY: optional(z.string()),
  })
  .superRefine((value, ctx) => {
    if (value.VITE_SUPABASE_URL && !value.VITE_SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VITE_SUPABASE_ANON_KEY'],
        message: 'is required when VITE_SUPABASE_URL is set (hosted mode)',
      });
    }
  });

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
