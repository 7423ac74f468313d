import type { LanguageCode } from '@/config/languages';
import type { PostRow } from '@/lib/posts/types';
import type { TablesInsert } from '@/lib/database.types';
import { checkKind } from '../../../../supabase/functions/_shared/markdown-segments';
import type { MachineResult, MachineSegment } from '../api/machine-translate';
import type { LinkRewrite } from './link-targets';
import { newTranslationRow, translationColumns } from './translation-row';
import { inSourceTokens, pairSegments } from './workspace-segments';
import { stampState, type SegmentStates, type Stamp } from './workspace-states';

/**
 * A whole post machine translated into one language, as the workspace would save it: the
 * original's segments sent in one call, the answers rebuilt into the original's own Markdown
 * (joinBody) and every segment marked 'machine', as a new draft translation. All or nothing: a
 * segment refused, or an answer that does not fit the original's structure, means no draft.
 */

/** What the translate function is sent for `source`: every segment, in the source's Markdown. */
export function machineSegmentsOf(source: PostRow): MachineSegment[] {
  return pairSegments(source, source).map(({ key, source: segment }) => ({
    key,
    text: segment.source,
    kind: checkKind(segment),
  }));
}

export type MachineDraft =
  | { ok: true; row: TablesInsert<'blog_posts'> }
  /** The segments that came back refused or misfitting: nothing is written for the language. */
  | { ok: false; refused: string[] };

export function machineDraft(
  source: PostRow,
  language: LanguageCode,
  results: readonly MachineResult[],
  stamp: Omit<Stamp, 'sourceVersion'>,
  links: readonly LinkRewrite[] = [],
): MachineDraft {
  const segments = pairSegments(source, source);
  const answers = new Map(results.map((result) => [result.key, result]));
  const draft: Record<string, string> = {};
  const states: SegmentStates = {};
  const refused: string[] = [];
  for (const segment of segments) {
    const answer = answers.get(segment.key);
    const text = answer?.ok ? inSourceTokens(segment.source, answer.text) : null;
    if (text === null) {
      refused.push(segment.key);
      continue;
    }
    draft[segment.key] = text;
    states[segment.key] = stampState('machine', segment.source.source, {
      ...stamp,
      sourceVersion: source.content_version,
    });
  }
  if (refused.length > 0) return { ok: false, refused };
  const columns = translationColumns({ original: source, segments, draft, links });
  return {
    ok: true,
    row: newTranslationRow(source, language, columns, states, stamp.now ?? new Date()),
  };
}
