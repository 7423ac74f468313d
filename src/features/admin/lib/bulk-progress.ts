import type { LanguageCode } from '@/config/languages';
import { stopsTheRun, type LanguageOutcome } from '../api/translate-missing-languages';

/** An original to translate: its title and the languages it has no version in. */
export interface MissingPost {
  id: string;
  title: string;
  missing: readonly LanguageCode[];
}

export type LanguageProgress = 'translating' | LanguageOutcome;
/** Each language's progress in a run, by `${originalId}:${language}`. */
export type Progress = Partial<Record<string, LanguageProgress>>;

export const progressKey = (originalId: string, language: LanguageCode) =>
  `${originalId}:${language}`;

export type Phase = 'waiting' | 'translating' | 'done' | 'failed' | 'skipped';

export function phaseOf(state: LanguageProgress | undefined): Phase {
  if (state === undefined) return 'waiting';
  if (state === 'translating') return 'translating';
  if (state.ok) return 'done';
  // Not sent, or refused for the whole run (said once, above the list): nothing to explain here.
  return state.code === 'stopped' || stopsTheRun(state) ? 'skipped' : 'failed';
}
