/**
 * The translate function, runtime-neutral (a fetch Request in, a Response out): Deno.serve runs it
 * on Supabase (index.ts) and the embedded backend serves the same module at
 * /functions/v1/translate. Order matters: the caller is identified and must be an admin before
 * the body is even read for work, so nobody else can cause a provider call.
 */
import { z } from 'zod';
import { languageCodes } from '../_shared/languages.ts';
import {
  callerClient,
  callerRole,
  readGlossary,
  readSettings,
  recordRun,
  usedThisMonth,
} from './database.ts';
import { enableHint, type TranslateEnv } from './env.ts';
import { providerFor } from './providers/index.ts';
import { ProviderError } from './providers/types.ts';
import { prepareJob, translateSegments } from './segments.ts';

const language = z.enum(languageCodes);

const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('status') }),
  z
    .object({
      action: z.literal('translate'),
      sourceLanguage: language,
      targetLanguage: language,
      segments: z
        .array(
          z.object({
            key: z.string().min(1).max(100),
            text: z.string().max(20_000),
            kind: z.enum(['plain', 'markdown', 'table-cell']).optional(),
          }),
        )
        .min(1)
        .max(1_000),
    })
    .refine((body) => body.sourceLanguage !== body.targetLanguage, {
      message: 'sourceLanguage and targetLanguage must differ',
      path: ['targetLanguage'],
    })
    .refine(
      (body) => new Set(body.segments.map((segment) => segment.key)).size === body.segments.length,
      {
        message: 'segment keys must be unique',
        path: ['segments'],
      },
    ),
]);

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...corsHeaders, ...headers },
  });
}

export function failure(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  return json(status, { error: { code, message } }, headers);
}

/** How a provider failure reaches the admin: DeepL's 456 is not the admin's to retry. */
function providerFailure(error: ProviderError): Response {
  switch (error.failure) {
    case 'rate_limited':
      return failure(429, 'rate_limited', error.message, {
        'Retry-After': String(error.retryAfter ?? 30),
      });
    case 'quota_exceeded':
      return failure(502, 'quota_exceeded', error.message);
    case 'provider_timeout':
      return failure(502, 'provider_timeout', error.message);
    case 'provider_unavailable':
      return failure(502, 'provider_unavailable', error.message);
    default:
      return failure(502, 'provider_error', error.message);
  }
}

/** A bearer token that is a user's, not the public anon key supabase-js sends without a session. */
function userAuthorization(req: Request, env: TranslateEnv): string | undefined {
  const header = req.headers.get('authorization') ?? '';
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  if (!match || match[1] === env.SUPABASE_ANON_KEY) return undefined;
  return `Bearer ${match[1]}`;
}

export async function handleTranslate(req: Request, env: TranslateEnv): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (req.method !== 'POST')
    return failure(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST, OPTIONS' });
  const authorization = userAuthorization(req, env);
  if (!authorization)
    return failure(401, 'unauthorized', 'Sign in as an admin to use machine translation.');
  const client = callerClient(env, authorization);
  const role = await callerRole(client);
  if (role === 'invalid_token')
    return failure(401, 'unauthorized', 'Your session has expired; sign in again.');
  if (role !== 'admin')
    return failure(403, 'forbidden', 'Only admins can use machine translation.');

  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    return failure(400, 'invalid_body', 'The body must be JSON.');
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
    );
    return failure(400, 'invalid_body', problems.slice(0, 5).join('; '));
  }
  const body = parsed.data;
  const provider = providerFor(env);
  const limit = env.TRANSLATION_MONTHLY_CHARACTERS ?? null;
  if (body.action === 'status') {
    return json(200, {
      provider: provider?.name ?? null,
      enable: enableHint,
      monthlyLimit: limit,
      usedThisMonth: await usedThisMonth(client),
    });
  }
  if (!provider)
    return failure(409, 'no_provider', `Machine translation is off. Enable it with ${enableHint}.`);

  const glossary = await readGlossary(client, body.sourceLanguage, body.targetLanguage);
  const settings = await readSettings(client, body.targetLanguage);
  const { characters } = prepareJob({ segments: body.segments, glossary });
  const run = {
    provider: provider.name,
    source_language: body.sourceLanguage,
    target_language: body.targetLanguage,
    segments: body.segments.length,
  };
  if (limit !== null) {
    const used = await usedThisMonth(client);
    if (used + characters > limit) {
      await recordRun(client, { ...run, characters: 0, outcome: 'refused' });
      return failure(
        429,
        'monthly_limit',
        `The monthly machine-translation limit of ${limit.toLocaleString('en')} characters would be passed: ${used.toLocaleString('en')} used this month, this request needs ${characters.toLocaleString('en')}.`,
      );
    }
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), env.TRANSLATION_TIMEOUT_MS);
  try {
    const results = await Promise.race([
      translateSegments(provider, { ...body, glossary, ...settings, signal: abort.signal }),
      new Promise<never>((_resolve, reject) =>
        abort.signal.addEventListener('abort', () =>
          reject(
            new ProviderError(
              'provider_timeout',
              `The ${provider.name} provider did not answer in time.`,
            ),
          ),
        ),
      ),
    ]);
    const refused = results.some((result) => !result.ok);
    await recordRun(client, { ...run, characters, outcome: refused ? 'refused' : 'ok' });
    return json(200, { results, characters, provider: provider.name });
  } catch (error) {
    await recordRun(client, { ...run, characters, outcome: 'failed' });
    if (error instanceof ProviderError) return providerFailure(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
