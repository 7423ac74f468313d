import type { Draft, PairedSegment } from './workspace-segments';
import type { SegmentStates } from './workspace-states';

export interface SegmentMerge {
  /** Segments only the colleague changed: their words, to put in the draft. */
  taken: Record<string, string>;
  /** Segments you both changed: their words, to show beside yours. */
  waiting: Record<string, string>;
  states: SegmentStates;
}

/**
 * A three-way merge per segment after a colleague saved first: `saved` is what both started from,
 * `draft` yours, `their` the colleague's saved translation paired with the same original. Nobody's
 * words are dropped: a segment only one side changed takes that side, one both changed keeps yours
 * and holds theirs for a choice. Provenance follows the words taken.
 */
export function mergeSegments({
  their,
  theirStates,
  saved,
  draft,
  states,
}: {
  their: readonly PairedSegment[];
  theirStates: SegmentStates;
  saved: Draft;
  draft: Draft;
  states: SegmentStates;
}): SegmentMerge {
  const taken: Record<string, string> = {};
  const waiting: Record<string, string> = {};
  const nextStates: SegmentStates = { ...states };
  for (const segment of their) {
    const before = saved[segment.key] ?? '';
    const mine = draft[segment.key] ?? '';
    if (segment.target === before || segment.target === mine) continue;
    if (mine !== before) {
      waiting[segment.key] = segment.target;
      continue;
    }
    taken[segment.key] = segment.target;
    const entry = theirStates[segment.key];
    if (entry) nextStates[segment.key] = entry;
    else delete nextStates[segment.key];
  }
  return { taken, waiting, states: nextStates };
}
