// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, readDraft, writeDraft } from '../lib/draft-storage';
import { emptyPostForm, type PostFormValues } from '../schemas';
import { useDraftAutosave, useRestoredDraft } from './use-draft-autosave';

const base = emptyPostForm();
const typed: PostFormValues = { ...base, title: 'Work in progress' };
const stored = () => readDraft(localStorage, draftKey(null));

function autosave(values: PostFormValues | null) {
  return renderHook(
    (props: { values: PostFormValues | null }) =>
      useDraftAutosave(null, { values: props.values, baseUpdatedAt: null, slugEdited: false }),
    { initialProps: { values } },
  );
}

describe('useDraftAutosave', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('writes the draft after a pause in typing, not on every change', () => {
    const { rerender } = autosave(typed);
    act(() => vi.advanceTimersByTime(300));
    rerender({ values: { ...typed, title: 'Work in progress, more' } });
    act(() => vi.advanceTimersByTime(300));
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(stored()?.values.title).toBe('Work in progress, more');
  });

  it('writes nothing while the form equals the saved post', () => {
    autosave(null);
    act(() => vi.advanceTimersByTime(1_000));
    expect(stored()).toBeNull();
  });

  it('writes at once when the editor goes away mid-pause (leaving the route)', () => {
    const { unmount } = autosave(typed);
    unmount();
    expect(stored()?.values.title).toBe('Work in progress');
  });

  it('writes at once when the page goes away mid-pause (pagehide: tab closed or reloaded)', () => {
    autosave(typed);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()?.values.title).toBe('Work in progress');
  });

  it('on pagehide, writes the form as it is now, even keys no render has caught up with yet', () => {
    // The editor hands keys to the form in a transition: the last render may lag behind them.
    let now: PostFormValues = { ...typed, content_markdown: 'Half-written' };
    const lagging = (values: PostFormValues | null) =>
      renderHook(() =>
        useDraftAutosave(null, {
          values,
          baseUpdatedAt: null,
          baseValues: base,
          slugEdited: false,
          readValues: () => now,
        }),
      );
    const { unmount } = lagging(typed);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()?.values).toEqual(now);
    unmount();

    // The first keys since the form was unchanged: no render has seen the form dirty yet.
    localStorage.clear();
    now = { ...base, title: 'First keys' };
    lagging(null);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()?.values.title).toBe('First keys');
  });

  it('on pagehide, writes nothing when the form as it is now equals the saved post', () => {
    renderHook(() =>
      useDraftAutosave(null, {
        values: null,
        baseUpdatedAt: null,
        baseValues: base,
        slugEdited: false,
        readValues: () => ({ ...base }),
      }),
    );
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()).toBeNull();
  });

  it('after finish() (a save), a write already waiting and the unmount write nothing', () => {
    const { result, unmount } = autosave(typed);
    act(() => result.current.finish());
    act(() => vi.advanceTimersByTime(1_000));
    unmount();
    expect(stored()).toBeNull();
  });

  it('resume() after a failed reload keeps the work again', () => {
    const { result, rerender } = autosave(typed);
    act(() => result.current.finish());
    act(() => result.current.resume());
    rerender({ values: { ...typed, title: 'Kept' } });
    act(() => vi.advanceTimersByTime(400));
    expect(stored()?.values.title).toBe('Kept');
  });
});

describe('useRestoredDraft', () => {
  beforeEach(() => localStorage.clear());

  it('offers back a stored draft that differs from the saved post, until dismissed', () => {
    writeDraft(localStorage, draftKey(null), {
      values: typed,
      savedAt: 1,
      baseUpdatedAt: null,
      slugEdited: false,
    });
    const { result } = renderHook(() => useRestoredDraft(null, base));
    expect(result.current.restored?.values.title).toBe('Work in progress');
    act(() => result.current.dismiss());
    expect(result.current.restored).toBeNull();
  });

  it('offers back what the autosave wrote, even when the tab died without unloading', () => {
    vi.useFakeTimers();
    try {
      // The form's state a draft keeps, with a hand-typed slug over an older version of the post.
      renderHook(() =>
        useDraftAutosave(null, {
          values: typed,
          baseUpdatedAt: '2026-11-01T10:00:00.000+00:00',
          slugEdited: true,
        }),
      );
      act(() => vi.advanceTimersByTime(400));
    } finally {
      vi.useRealTimers();
    }
    // The first editor is never unmounted: only the debounced write has happened.
    const { result } = renderHook(() => useRestoredDraft(null, base));
    expect(result.current.restored).toMatchObject({
      values: typed,
      baseUpdatedAt: '2026-11-01T10:00:00.000+00:00',
      slugEdited: true,
    });
  });

  it('reads the stored draft once, when the editor opens', () => {
    writeDraft(localStorage, draftKey(null), {
      values: typed,
      savedAt: 1,
      baseUpdatedAt: null,
      slugEdited: false,
    });
    const { result, rerender } = renderHook(() => useRestoredDraft(null, base));
    // The open editor's own autosave keeps writing; what was offered stays what was found.
    writeDraft(localStorage, draftKey(null), {
      values: { ...typed, title: 'Typed since' },
      savedAt: 2,
      baseUpdatedAt: null,
      slugEdited: false,
    });
    rerender();
    expect(result.current.restored?.values.title).toBe('Work in progress');
  });

  it('offers nothing when the stored draft equals the saved post', () => {
    writeDraft(localStorage, draftKey(null), {
      values: base,
      savedAt: 1,
      baseUpdatedAt: null,
      slugEdited: false,
    });
    const { result } = renderHook(() => useRestoredDraft(null, base));
    expect(result.current.restored).toBeNull();
  });
});
