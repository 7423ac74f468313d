// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, writeDraft, type PostDraft } from '../lib/draft-storage';
import { emptyPostForm } from '../schemas';
import { serverCopyIsNewer, useRestoredDraft } from './use-draft-autosave';

const base = emptyPostForm();
const local: PostDraft = {
  values: { ...base, title: 'Typed in this browser' },
  savedAt: Date.parse('2026-11-28T14:00:00Z'),
  baseUpdatedAt: '2026-11-28T13:00:00Z',
  slugEdited: true,
};

describe('draft recovery offers the newest copy', () => {
  beforeEach(() => localStorage.clear());

  it('compares the browser copy with a draft saved on the server', () => {
    const later = { updatedAt: '2026-11-28T14:05:00Z', isDraft: true };
    expect(serverCopyIsNewer(local, later)).toBe(true);
    expect(serverCopyIsNewer(local, { ...later, updatedAt: '2026-11-28T13:59:00Z' })).toBe(false);
    // The copy was begun from this very version: the browser's is the newer work.
    expect(serverCopyIsNewer(local, { ...later, updatedAt: local.baseUpdatedAt! })).toBe(false);
    // A published post keeps the restore-and-merge behaviour.
    expect(serverCopyIsNewer(local, { ...later, isDraft: false })).toBe(false);
    expect(serverCopyIsNewer(local, null)).toBe(false);
  });

  it('keeps an older browser copy aside instead of putting it over the server draft', () => {
    writeDraft(localStorage, draftKey('post-1'), local);
    const newer = renderHook(() =>
      useRestoredDraft('post-1', base, { updatedAt: '2026-11-28T14:05:00Z', isDraft: true }),
    );
    expect(newer.result.current.restored).toBeNull();
    expect(newer.result.current.older?.values.title).toBe('Typed in this browser');

    const older = renderHook(() =>
      useRestoredDraft('post-1', base, { updatedAt: '2026-11-28T13:30:00Z', isDraft: true }),
    );
    expect(older.result.current.restored?.values.title).toBe('Typed in this browser');
    expect(older.result.current.older).toBeNull();
  });
});
