import type { MachineResult } from '../api/machine-translate';
import {
  hasWords,
  inSourceTokens,
  keepsPersonText,
  type PairedSegment,
} from './workspace-segments';
import { stampState, type SegmentStates, type Stamp } from './workspace-states';

/**
 * What machine answers change: text where no person's words stand (marked machine), a
 * suggestion beside those that do, and the refusals by segment. An answer that lost the
 * source's locked parts, or has no words, changes nothing.
 */
export function machineUpdate(
  results: readonly MachineResult[],
  byKey: ReadonlyMap<string, PairedSegment>,
  states: SegmentStates,
  stamp: Stamp,
) {
  const words: Record<string, string> = {};
  const nextStates: SegmentStates = { ...states };
  const refused: Record<string, string> = {};
  let suggested = 0;
  for (const result of results) {
    const segment = byKey.get(result.key);
    if (!segment) continue;
    if (!result.ok) {
      refused[result.key] = result.reason;
      continue;
    }
    const previous = nextStates[result.key];
    if (keepsPersonText(result.key, nextStates) && previous) {
      nextStates[result.key] = { ...previous, suggestion: result.text };
      suggested += 1;
      continue;
    }
    const text = inSourceTokens(segment.source, result.text);
    if (text === null || !hasWords(text)) continue;
    words[result.key] = text;
    nextStates[result.key] = stampState('machine', segment.source.source, stamp);
  }
  return { words, states: nextStates, refused, suggested };
}
