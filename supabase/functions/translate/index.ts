/**
 * The Supabase Edge Function "translate" (Deno). Supabase sets SUPABASE_URL and
 * SUPABASE_ANON_KEY; provider keys come from `supabase secrets set` (docs/machine-translation.md).
 * The configuration is parsed once, at start: a missing key fails the deploy's first request
 * loudly instead of every translation quietly.
 */
import { failure, handleTranslate } from './handler.ts';
import { parseTranslateEnv } from './env.ts';

declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

const env = parseTranslateEnv(Deno.env.toObject());

Deno.serve(async (req) => {
  try {
    return await handleTranslate(req, env);
  } catch (error) {
    console.error('[translate]', error instanceof Error ? (error.stack ?? error.message) : error);
    return failure(500, 'internal', 'The translate function failed; see its logs.');
  }
});
