import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { adminKeys } from './query-keys';

/** What the translate function says about itself ({ action: 'status' }). */
export interface MachineTranslationStatus {
  /** null: no provider configured (the embedded default); the machine actions are off. */
  provider: 'deepl' | 'google' | 'openai' | null;
  /** The variables that turn it on, as one line. */
  enable: string;
  monthlyLimit: number | null;
  usedThisMonth: number;
}

export async function getMachineTranslationStatus(): Promise<MachineTranslationStatus> {
  const supabase = await loadSupabase('signed-in');
  const { data, error } = await supabase.functions.invoke<MachineTranslationStatus>('translate', {
    body: { action: 'status' },
  });
  if (error) throw error;
  if (!data) throw new Error('The translate function answered nothing');
  return data;
}

export function machineTranslationStatusQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.machineStatus(),
    queryFn: getMachineTranslationStatus,
    staleTime: 60_000,
    retry: 1,
  });
}

export function useMachineTranslationStatus() {
  return useQuery(machineTranslationStatusQueryOptions());
}
