/**
 * The uploads made in the open editor, so a save can remove those it no longer uses (an image
 * replaced, or inserted and then deleted, before saving). Started afresh when an editor opens:
 * another post's uploads are never its business (a draft kept in this browser may still show
 * them; `npm run storage:gc` finds what stays orphaned).
 */
const uploads = new Set<string>();

export function noteUpload(path: string): void {
  uploads.add(path);
}

/** Forgets every upload: a new editor opened. */
export function resetSessionUploads(): void {
  uploads.clear();
}

/** The uploads made so far, forgotten now: a save takes charge of them. */
export function takeSessionUploads(): string[] {
  const taken = [...uploads];
  uploads.clear();
  return taken;
}
