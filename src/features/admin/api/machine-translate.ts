import { FunctionsHttpError } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import type { LanguageCode } from '@/config/languages';
import { loadSupabase } from '@/lib/supabase-lazy';

export interface MachineSegment {
  key: string;
  /** The source segment's Markdown (Segment.source). */
  text: string;
  kind: 'plain' | 'markdown' | 'table-cell';
}

export type MachineResult =
  { key: string; ok: true; text: string } | { key: string; ok: false; reason: string };

export interface MachineTranslateInput {
  sourceLanguage: LanguageCode;
  targetLanguage: LanguageCode;
  segments: MachineSegment[];
}

export interface MachineTranslation {
  results: MachineResult[];
  characters: number;
  provider: string;
}

/**
 * The translate function refused the whole call: no provider (409), a limit or the provider's
 * rate (429, with the seconds to wait), the provider failing (502), or who is asking (401/403).
 * `code` is the function's own (docs/machine-translation.md).
 */
export class MachineTranslationError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter: number | null,
  ) {
    super(message);
    this.name = 'MachineTranslationError';
  }
}

async function toMachineError(error: unknown): Promise<Error> {
  if (!(error instanceof FunctionsHttpError)) {
    return error instanceof Error ? error : new Error(String(error));
  }
  const response = error.context as Response;
  let code = 'provider_error';
  let message = error.message;
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
  } catch {
    // A body that is not the function's JSON: the status still says what happened.
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new MachineTranslationError(
    response.status,
    code,
    message,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

/** Sends segments to the translate function; each comes back translated or refused with a reason. */
export async function machineTranslate(input: MachineTranslateInput): Promise<MachineTranslation> {
  const supabase = await loadSupabase('signed-in');
  const { data, error } = await supabase.functions.invoke<MachineTranslation>('translate', {
    body: { action: 'translate', ...input },
  });
  if (error) throw await toMachineError(error);
  if (!data) throw new Error('The translate function answered nothing');
  return data;
}

export function useMachineTranslate() {
  return useMutation({ mutationFn: machineTranslate });
}
