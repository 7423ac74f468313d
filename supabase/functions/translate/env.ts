/**
 * The translate function's configuration, parsed once with zod from the server's environment
 * (Deno.env on Supabase, process.env in the embedded backend). Keys live only here, on the
 * server: nothing is VITE_-prefixed, so no build ever puts them in a browser bundle. A bad value
 * fails at start, naming every problem.
 */
import { z } from 'zod';

const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);
const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url().optional(),
);

const schema = z
  .object({
    SUPABASE_URL: z.url(),
    SUPABASE_ANON_KEY: z.string().min(1),
    TRANSLATION_PROVIDER: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['deepl', 'google', 'openai']).optional(),
    ),
    DEEPL_API_KEY: optionalText,
    DEEPL_SERVER_URL: optionalUrl,
    GOOGLE_CLOUD_PROJECT: optionalText,
    GOOGLE_CLOUD_LOCATION: optionalText,
    GOOGLE_CREDENTIALS_JSON: optionalText,
    GOOGLE_ACCESS_TOKEN: optionalText,
    GOOGLE_TRANSLATE_ENDPOINT: optionalUrl,
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: optionalUrl,
    TRANSLATION_MODEL: optionalText,
    TRANSLATION_MONTHLY_CHARACTERS: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().positive().optional(),
    ),
    TRANSLATION_TIMEOUT_MS: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(1_000).max(120_000).default(30_000),
    ),
  })
  .superRefine((env, context) => {
    const need = (name: keyof typeof env, why: string) => {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: why });
    };
    if (env.TRANSLATION_PROVIDER === 'deepl')
      need('DEEPL_API_KEY', 'required for TRANSLATION_PROVIDER=deepl');
    if (env.TRANSLATION_PROVIDER === 'google')
      need('GOOGLE_CLOUD_PROJECT', 'required for TRANSLATION_PROVIDER=google');
    if (env.TRANSLATION_PROVIDER === 'openai') {
      need(
        'OPENAI_API_KEY',
        'required for TRANSLATION_PROVIDER=openai (any value for a local server)',
      );
      need('TRANSLATION_MODEL', 'required for TRANSLATION_PROVIDER=openai');
    }
  });

export type TranslateEnv = z.infer<typeof schema> & {
  /** supabase-js's fetch: the embedded backend hands requests to itself in process. */
  fetch?: typeof fetch;
};

/** Which variables turn machine translation on (shown by the admin when none is configured). */
export const enableHint =
  'TRANSLATION_PROVIDER=deepl with DEEPL_API_KEY, or =google with GOOGLE_CLOUD_PROJECT and credentials, or =openai with OPENAI_API_KEY, OPENAI_BASE_URL and TRANSLATION_MODEL';

export function parseTranslateEnv(source: Record<string, string | undefined>): TranslateEnv {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`Invalid translate function configuration:\n${problems.join('\n')}`);
}
