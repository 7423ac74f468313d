// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPostForm } from '../schemas';
import {
  clearDraft,
  draftDiffers,
  draftKey,
  readDraft,
  writeDraft,
  type PostDraft,
} from './draft-storage';

const draft: PostDraft = {
  values: { ...emptyPostForm(), title: 'Work in progress', content_markdown: '# Draft' },
  savedAt: 1_700_000_000_000,
  baseUpdatedAt: '2026-11-21T06:00:00.123456+00:00',
  baseValues: { ...emptyPostForm(), title: 'As loaded', content_markdown: '# Saved' },
  slugEdited: false,
};

describe('draft storage', () => {
  beforeEach(() => localStorage.clear());

  it('keys drafts by post id, "new" for a post not created yet', () => {
    expect(draftKey(null)).toBe('demoly.admin.draft.new');
    expect(draftKey('6f1c')).toBe('demoly.admin.draft.6f1c');
  });

  it('writes, reads back and clears a draft', () => {
    const key = draftKey('a');
    writeDraft(localStorage, key, draft);
    expect(readDraft(localStorage, key)).toEqual(draft);
    expect(readDraft(localStorage, draftKey('b'))).toBeNull();
    clearDraft(localStorage, key);
    expect(readDraft(localStorage, key)).toBeNull();
  });

  it('reads a draft kept before bases were remembered, its base unknown', () => {
    const key = draftKey('old');
    const { baseValues: _, ...old } = draft;
    localStorage.setItem(key, JSON.stringify(old));
    expect(readDraft(localStorage, key)).toEqual({ ...old, baseValues: null });
  });

  it('survives an emptied read time (NaN is stored as null)', () => {
    const key = draftKey(null);
    writeDraft(localStorage, key, { ...draft, values: { ...draft.values, read_time: Number.NaN } });
    expect(readDraft(localStorage, key)?.values.read_time).toBeNaN();
  });

  it('ignores corrupt or foreign values', () => {
    localStorage.setItem(draftKey('x'), '{not json');
    localStorage.setItem(draftKey('y'), JSON.stringify({ values: { title: 1 } }));
    expect(readDraft(localStorage, draftKey('x'))).toBeNull();
    expect(readDraft(localStorage, draftKey('y'))).toBeNull();
  });

  it('tells whether a draft would change the form', () => {
    expect(draftDiffers(draft, draft.values)).toBe(false);
    expect(draftDiffers(draft, emptyPostForm())).toBe(true);
  });
});
