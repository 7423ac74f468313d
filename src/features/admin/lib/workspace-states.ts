import type { Json } from '@/lib/database.types';

/**
 * Provenance of a translation's segments, as blog_posts.segment_states stores it (checked by
 * private.segment_states_valid): machine text nobody reviewed, a person's own words, or text a
 * person reviewed — each with who, when and which version of the source it was made from.
 */
export type SegmentStateName = 'machine' | 'edited' | 'reviewed';

// A type, not an interface: it must fit the column's Json type, which has an index signature.
export type SegmentState = {
  state: SegmentStateName;
  by: string;
  at: string;
  source_version: number;
  source_hash: string;
  /** A newer machine proposal for a segment a person wrote: shown beside it, never applied unasked. */
  suggestion?: string;
};

export type SegmentStates = Record<string, SegmentState>;

const stateNames = new Set<string>(['machine', 'edited', 'reviewed']);

function isSegmentState(value: unknown): value is SegmentState {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.state === 'string' &&
    stateNames.has(entry.state) &&
    typeof entry.by === 'string' &&
    typeof entry.at === 'string' &&
    typeof entry.source_version === 'number' &&
    typeof entry.source_hash === 'string' &&
    (entry.suggestion === undefined || typeof entry.suggestion === 'string')
  );
}

/** The stored column as states; an entry the workspace cannot read is dropped, not guessed. */
export function readSegmentStates(json: Json | undefined): SegmentStates {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return {};
  const states: SegmentStates = {};
  for (const [key, value] of Object.entries(json)) {
    if (isSegmentState(value)) states[key] = value;
  }
  return states;
}

/**
 * A short fingerprint of a source segment (FNV-1a, 32 bits, hex): enough to tell that the words
 * a translation was made from have changed, with no async crypto in the way of typing.
 */
export function sourceHash(source: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < source.length; index += 1) {
    hash ^= source.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `fnv1a:${(hash >>> 0).toString(16).padStart(8, '0')}`;
}

/** Who marks, and against which version of the original. */
export interface Stamp {
  by: string;
  sourceVersion: number;
  now?: Date;
}

export function stampState(
  state: SegmentStateName,
  source: string,
  { by, sourceVersion, now = new Date() }: Stamp,
  previous?: SegmentState,
): SegmentState {
  return {
    state,
    by,
    at: now.toISOString(),
    source_version: sourceVersion,
    source_hash: sourceHash(source),
    // A person's edit keeps a pending suggestion in view; taking or reviewing text clears it.
    ...(state === 'edited' && previous?.suggestion !== undefined
      ? { suggestion: previous.suggestion }
      : {}),
  };
}

/** Whether a person's words stand in the segment: a machine answer must not replace them. */
export function isPersonText(state: SegmentState | undefined): boolean {
  return state?.state === 'edited' || state?.state === 'reviewed';
}

/** Whether the source segment changed since its translation was made (or reviewed). */
export function sourceChangedSince(state: SegmentState | undefined, source: string): boolean {
  return state !== undefined && state.source_hash !== sourceHash(source);
}
