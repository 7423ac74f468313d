import type { PostFormValues } from '../schemas';
import { mergeBlocks, type BlockConflict, type Choice } from './markdown-blocks';

export type { BlockConflict, Choice } from './markdown-blocks';

export type PostField = keyof PostFormValues;

/** The body: merged by Markdown block rather than as one value. */
const bodyField = 'content_markdown' satisfies PostField;

/** Equal as form values: an emptied number field (NaN) equals another. */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/** A field both people changed, to different values. */
export interface FieldConflict {
  field: PostField;
  /** The value when this editor loaded the post (undefined when that is not known). */
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/**
 * A save over someone else's newer save, merged against the version the editor loaded (the
 * base): what only they changed is taken, what only you changed is kept, and what you both
 * changed differently is left for the person saving to decide.
 */
export interface PostMerge {
  /** The merged values; a conflicting field or block holds yours until decided. */
  values: PostFormValues;
  /** Fields taken from their version without asking (only they changed them). */
  takenFromTheirs: PostField[];
  fieldConflicts: FieldConflict[];
  /** Stretches of the body both changed differently, in the body's order. */
  blockConflicts: BlockConflict[];
  /** The values given one choice per field conflict and per block conflict. */
  resolve(fields: Partial<Record<PostField, Choice>>, blocks: readonly Choice[]): PostFormValues;
}

/** Whether the merge needs the person saving (something both changed differently). */
export const hasConflicts = (merge: PostMerge) =>
  merge.fieldConflicts.length > 0 || merge.blockConflicts.length > 0;

/**
 * Merges the form (`mine`) with the newer saved version (`theirs`) against `base`. Without a
 * base (a draft kept from before bases were remembered) every field that differs is a conflict:
 * nothing of theirs is replaced unless the person chooses it.
 */
export function mergePost(
  base: PostFormValues | null,
  mine: PostFormValues,
  theirs: PostFormValues,
): PostMerge {
  const values = { ...mine };
  const set = <F extends PostField>(field: F, value: PostFormValues[F]) => {
    values[field] = value;
  };
  const takenFromTheirs: PostField[] = [];
  const fieldConflicts: FieldConflict[] = [];
  let body: ReturnType<typeof mergeBlocks> | null = null;

  for (const field of Object.keys({ ...theirs, ...mine }) as PostField[]) {
    const ours = mine[field];
    const other = theirs[field];
    if (sameValue(ours, other)) continue;
    if (base && sameValue(base[field], ours)) {
      set(field, other);
      takenFromTheirs.push(field);
    } else if (base && sameValue(base[field], other)) {
      // Only you changed it: yours stays.
    } else if (base && field === bodyField) {
      body = mergeBlocks(base[bodyField], mine[bodyField], theirs[bodyField]);
      if (body.conflicts.length === 0) set(bodyField, body.resolve([]));
    } else {
      fieldConflicts.push({ field, base: base?.[field], mine: ours, theirs: other });
    }
  }

  const blocks = body;
  return {
    values,
    takenFromTheirs,
    fieldConflicts,
    blockConflicts: blocks?.conflicts ?? [],
    resolve(fieldChoices, blockChoices) {
      const resolved = { ...values };
      for (const { field, mine: ours, theirs: other } of fieldConflicts) {
        const choice = fieldChoices[field] ?? { take: 'mine' };
        const value =
          choice.take === 'edit' ? choice.text : choice.take === 'theirs' ? other : ours;
        Object.assign(resolved, { [field]: value });
      }
      if (blocks && blocks.conflicts.length) {
        resolved[bodyField] = blocks.resolve(blockChoices);
      }
      return resolved;
    },
  };
}
