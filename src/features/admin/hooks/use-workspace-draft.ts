import { useState } from 'react';
import type { MachineResult } from '../api/machine-translate';
import {
  inSourceTokens,
  initialDraft,
  type Draft,
  type PairedSegment,
} from '../lib/workspace-segments';
import { machineUpdate } from '../lib/workspace-machine';
import { mergeSegments } from '../lib/workspace-merge';
import { applyXliffImport, type XliffImport } from '../lib/xliff';
import { stampState, type SegmentStates, type Stamp } from '../lib/workspace-states';

/**
 * The workspace's unsaved state: the words per segment, their provenance (the segment_states to
 * save) and the machine's refusals. A person's edit marks the segment "edited"; machine text
 * lands as "machine" only where no person's words stand, and beside them as a suggestion.
 */
export function useWorkspaceDraft(
  segments: readonly PairedSegment[],
  savedStates: SegmentStates,
  stamp: Omit<Stamp, 'now'>,
) {
  const [draft, setDraft] = useState<Draft>(() => initialDraft(segments));
  const [states, setStates] = useState<SegmentStates>(savedStates);
  const [refusals, setRefusals] = useState<Readonly<Record<string, string>>>({});
  const [dirty, setDirty] = useState(false);
  /** The words as last saved (or loaded): what a colleague's newer save is compared against. */
  const [saved, setSaved] = useState<Draft>(() => initialDraft(segments));
  /** A colleague's words for segments you both changed: shown beside yours, never applied unasked. */
  const [theirs, setTheirs] = useState<Readonly<Record<string, string>>>({});
  const byKey = new Map(segments.map((segment) => [segment.key, segment]));
  const sourceOf = (key: string) => byKey.get(key)?.source.source ?? '';

  function edit(key: string, text: string) {
    setDraft((current) => ({ ...current, [key]: text }));
    setStates((current) => ({
      ...current,
      [key]: stampState('edited', sourceOf(key), stamp, current[key]),
    }));
    setDirty(true);
  }

  function markReviewed(keys: readonly string[]) {
    setStates((current) => {
      const next = { ...current };
      for (const key of keys) next[key] = stampState('reviewed', sourceOf(key), stamp);
      return next;
    });
    setDirty(true);
  }

  /**
   * Machine answers: text where no person's words stand, a suggestion beside those that do.
   * Returns how many segments got each.
   */
  function applyMachine(results: readonly MachineResult[]) {
    const {
      words,
      states: nextStates,
      refused,
      suggested,
    } = machineUpdate(results, byKey, states, stamp);
    setDraft((current) => ({ ...current, ...words }));
    setStates(nextStates);
    setRefusals((current) => {
      const next = { ...current };
      for (const result of results) delete next[result.key];
      return { ...next, ...refused };
    });
    setDirty(true);
    return { filled: Object.keys(words).length, suggested };
  }

  /** An agency's file, confirmed: its words where they fit, each marked a person's (edited). */
  function applyImport(imported: XliffImport) {
    const next = applyXliffImport(draft, states, segments, imported, stamp);
    setDraft(next.draft);
    setStates(next.states);
    setDirty(true);
  }

  function acceptSuggestion(key: string) {
    const segment = byKey.get(key);
    const suggestion = states[key]?.suggestion;
    if (!segment || suggestion === undefined) return;
    const text = inSourceTokens(segment.source, suggestion);
    if (text === null) return;
    setDraft((current) => ({ ...current, [key]: text }));
    // A person chose these words after reading them beside their own: reviewed, not machine.
    setStates((current) => ({ ...current, [key]: stampState('reviewed', sourceOf(key), stamp) }));
    setDirty(true);
  }

  function ignoreSuggestion(key: string) {
    setStates((current) => {
      const entry = current[key];
      if (!entry) return current;
      const { suggestion: _ignored, ...rest } = entry;
      return { ...current, [key]: rest };
    });
    setDirty(true);
  }

  /**
   * A colleague saved first: their words are taken where only they changed a segment, yours are
   * kept where only you did, and where you both did yours stay with theirs shown beside them.
   * Returns how many segments wait for a choice.
   */
  function mergeTheirs(their: readonly PairedSegment[], theirStates: SegmentStates) {
    const merged = mergeSegments({ their, theirStates, saved, draft, states });
    setDraft((current) => ({ ...current, ...merged.taken }));
    setStates(merged.states);
    setSaved(Object.fromEntries(their.map((segment) => [segment.key, segment.target])));
    setTheirs(merged.waiting);
    setDirty(true);
    return Object.keys(merged.waiting).length;
  }

  function takeTheirs(key: string) {
    const text = theirs[key];
    if (text === undefined) return;
    setDraft((current) => ({ ...current, [key]: text }));
    dropTheirs(key);
  }

  function dropTheirs(key: string) {
    setTheirs((current) => {
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  }

  return {
    draft,
    states,
    refusals,
    dirty,
    theirs,
    mergeTheirs,
    takeTheirs,
    keepMine: dropTheirs,
    edit,
    markReviewed,
    applyMachine,
    applyImport,
    acceptSuggestion,
    ignoreSuggestion,
    /** After a save: what was saved is now the starting point. */
    markSaved: (sent: Draft) => {
      setSaved(sent);
      setTheirs({});
      setDirty(false);
    },
  };
}
