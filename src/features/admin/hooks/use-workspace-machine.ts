import { useState } from 'react';
import type { LanguageCode } from '@/config/languages';
import { format, formatCount } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { checkKind } from '../../../../supabase/functions/_shared/markdown-segments';
import { useMachineTranslationStatus } from '../api/get-machine-translation-status';
import {
  MachineTranslationError,
  useMachineTranslate,
  type MachineResult,
} from '../api/machine-translate';
import type { PairedSegment } from '../lib/workspace-segments';

type Line = { tone: 'info' | 'error'; text: string } | null;

/**
 * The workspace's machine translation: whether it is on (asked once, on open), and calls that
 * hand their answers to `apply`. A failed call changes nothing and is said in one line.
 */
export function useWorkspaceMachine({
  sourceLanguage,
  targetLanguage,
  apply,
}: {
  sourceLanguage: LanguageCode;
  targetLanguage: LanguageCode;
  /** Puts the answers into the draft; returns how many got machine text, how many a suggestion. */
  apply: (results: readonly MachineResult[]) => { filled: number; suggested: number };
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.workspace.machine;
  const status = useMachineTranslationStatus();
  const translate = useMachineTranslate();
  const [line, setLine] = useState<Line>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  function failure(error: unknown): string {
    if (!(error instanceof MachineTranslationError)) return text.errors.other;
    switch (error.code) {
      case 'rate_limited':
        return format(text.errors.rate_limited, { seconds: error.retryAfter ?? 30 });
      case 'no_provider':
      case 'monthly_limit':
      case 'quota_exceeded':
      case 'provider_unavailable':
      case 'provider_timeout':
      case 'forbidden':
        return text.errors[error.code];
      default:
        return text.errors.other;
    }
  }

  function run(segments: readonly PairedSegment[], single: string | null) {
    if (segments.length === 0) {
      setLine({ tone: 'info', text: text.nothingToTranslate });
      return;
    }
    setLine(null);
    setPendingKey(single);
    translate.mutate(
      {
        sourceLanguage,
        targetLanguage,
        segments: segments.map(({ key, source }) => ({
          key,
          text: source.source,
          kind: checkKind(source),
        })),
      },
      {
        onSuccess: (answer) => {
          const { filled, suggested } = apply(answer.results);
          if (single !== null) return;
          // Answers kept beside a person's words are said apart: they changed no segment.
          const said = [
            filled > 0 || suggested === 0 ? formatCount(text.done, filled, language) : null,
            suggested > 0 ? formatCount(text.suggested, suggested, language) : null,
          ];
          setLine({ tone: 'info', text: said.filter(Boolean).join(' ') });
        },
        onError: (error) => setLine({ tone: 'error', text: failure(error) }),
        onSettled: () => setPendingKey(null),
      },
    );
  }

  return {
    on: Boolean(status.data?.provider),
    /** The variables that turn it on, once the function said it is off. */
    enableHint: status.data && !status.data.provider ? status.data.enable : null,
    translatingAll: translate.isPending && pendingKey === null,
    busy: translate.isPending,
    line,
    translateAll: (segments: readonly PairedSegment[]) => run(segments, null),
    suggest: (segment: PairedSegment) => run([segment], segment.key),
  };
}
