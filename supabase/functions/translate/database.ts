/**
 * What the function reads and writes, always as the caller (supabase-js with the caller's
 * Authorization header), so row-level security decides: user_roles (own rows only) says whether
 * the caller is an admin; the glossary, the language settings and the runs are admin-only tables.
 * Until the machine-translation migration has run, an absent table reads as empty (no glossary,
 * default settings, no usage) rather than failing every call.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TranslateEnv } from './env.ts';
import type { Formality, GlossaryTerm } from './providers/types.ts';

export type CallerClient = SupabaseClient;

/**
 * supabase-js builds its realtime client eagerly and, on Node 20 (no global WebSocket), throws
 * unless given a transport. The function never subscribes, so one that refuses is enough.
 */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the translate function');
  }
}

export function callerClient(env: TranslateEnv, authorization: string): CallerClient {
  return createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    global: {
      headers: { Authorization: authorization },
      ...(env.fetch ? { fetch: env.fetch } : {}),
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(typeof WebSocket === 'undefined' ? { realtime: { transport: NoRealtime as never } } : {}),
  });
}

interface DbError {
  code?: string;
  message?: string;
}

/** An expired, forged or revoked token: PostgREST's JWT errors. */
function isBadToken(error: DbError | null): boolean {
  return (error?.code ?? '').startsWith('PGRST30') || /jwt/i.test(error?.message ?? '');
}

export type Role = 'admin' | 'other' | 'invalid_token';

export async function callerRole(client: CallerClient): Promise<Role> {
  const { data, error } = await client.from('user_roles').select('role').eq('role', 'admin');
  if (error) {
    if (isBadToken(error)) return 'invalid_token';
    throw new Error(`user_roles could not be read: ${error.message}`);
  }
  return (data ?? []).length > 0 ? 'admin' : 'other';
}

export async function readGlossary(
  client: CallerClient,
  source: string,
  target: string,
): Promise<GlossaryTerm[]> {
  const { data, error } = await client
    .from('translation_glossary')
    .select('term, translation')
    .eq('source_language', source)
    .eq('target_language', target);
  if (error) {
    throw new Error(`translation_glossary could not be read: ${error.message}`);
  }
  return (data ?? []) as GlossaryTerm[];
}

export interface LanguageSettings {
  formality: Formality;
  instructions: string | null;
}

export async function readSettings(
  client: CallerClient,
  language: string,
): Promise<LanguageSettings> {
  const { data, error } = await client
    .from('translation_settings')
    .select('formality, instructions')
    .eq('language', language)
    .maybeSingle();
  if (error) {
    throw new Error(`translation_settings could not be read: ${error.message}`);
  }
  const row = (data ?? null) as { formality?: Formality; instructions?: string | null } | null;
  return { formality: row?.formality ?? 'default', instructions: row?.instructions ?? null };
}

/** Characters sent this calendar month (UTC), all providers, from translation_usage_by_month. */
export async function usedThisMonth(client: CallerClient, now = new Date()): Promise<number> {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const { data, error } = await client
    .from('translation_usage_by_month')
    .select('characters')
    .gte('month', month.slice(0, 10));
  if (error) {
    throw new Error(`translation_usage_by_month could not be read: ${error.message}`);
  }
  return (data ?? []).reduce(
    (sum, row) => sum + Number((row as { characters: number }).characters ?? 0),
    0,
  );
}

export interface Run {
  provider: string;
  source_language: string;
  target_language: string;
  characters: number;
  segments: number;
  outcome: 'ok' | 'refused' | 'failed';
}

/** Appends the run; usage is bookkeeping, so a failure to record it is logged, not fatal. */
export async function recordRun(client: CallerClient, run: Run): Promise<void> {
  const { error } = await client.from('translation_runs').insert(run);
  if (error) {
    console.error('[translate] translation_runs insert failed:', error.code, error.message);
  }
}
