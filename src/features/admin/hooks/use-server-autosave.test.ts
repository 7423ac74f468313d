// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRow } from '@/lib/posts/test-rows';
import type { PostRow } from '@/lib/posts/types';
import { PostConflictError } from '@/lib/posts/write-errors';
import { autosaveDelayMs, useServerAutosave } from './use-server-autosave';

interface Props {
  enabled: boolean;
  values: { title: string } | null;
}

/** The hook with a form whose payload is its values (null when `valid` says the draft is not). */
function setup(save: (payload: { title: string }) => Promise<PostRow>, valid = () => true) {
  const onSaved = vi.fn();
  const hook = renderHook(
    (props: Props) =>
      useServerAutosave({
        enabled: props.enabled,
        values: props.values,
        prepare: () => (props.values && valid() ? props.values : null),
        save,
        onSaved,
      }),
    { initialProps: { enabled: true, values: null } as Props },
  );
  return { ...hook, onSaved };
}

/** Lets the pause run out and the save's promise settle. */
async function pause(ms = autosaveDelayMs) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useServerAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves ~10 s after the last change, once, and says when', async () => {
    const save = vi.fn(async () => makeRow({ status: 'draft' }));
    const { rerender, result, onSaved } = setup(save);
    rerender({ enabled: true, values: { title: 'A' } });
    await pause(autosaveDelayMs - 1_000);
    rerender({ enabled: true, values: { title: 'AB' } });
    await pause(autosaveDelayMs - 1_000);
    expect(save).not.toHaveBeenCalled();
    await pause(1_000);
    expect(save).toHaveBeenCalledExactlyOnceWith({ title: 'AB' });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(result.current.status.kind).toBe('saved');
    // The same words again (a re-render after the save) are not saved twice.
    rerender({ enabled: true, values: { title: 'AB' } });
    await pause();
    expect(save).toHaveBeenCalledOnce();
  });

  it('skips a form that is unchanged, not a valid draft, or not a draft being edited', async () => {
    const save = vi.fn(async () => makeRow());
    let valid = false;
    const { rerender } = setup(save, () => valid);
    await pause();
    rerender({ enabled: true, values: { title: '' } });
    await pause();
    rerender({ enabled: false, values: { title: 'Published post' } });
    await pause();
    expect(save).not.toHaveBeenCalled();
    valid = true;
    rerender({ enabled: true, values: { title: 'Now valid' } });
    await pause();
    expect(save).toHaveBeenCalledOnce();
  });

  it('on a conflict stops for good; a failure says so and tries again after the next change', async () => {
    const save = vi.fn(async (): Promise<PostRow> => {
      throw new Error('offline');
    });
    const { rerender, result } = setup(save);
    rerender({ enabled: true, values: { title: 'A' } });
    await pause();
    expect(result.current.status.kind).toBe('failed');
    save.mockRejectedValue(new PostConflictError('changed'));
    rerender({ enabled: true, values: { title: 'AB' } });
    await pause();
    expect(result.current.status.kind).toBe('stopped');
    rerender({ enabled: true, values: { title: 'ABC' } });
    await pause();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('settle() cancels a waiting autosave and hands over one already running', async () => {
    let finish: (row: PostRow) => void = () => undefined;
    const save = vi.fn(
      () =>
        new Promise<PostRow>((resolve) => {
          finish = resolve;
        }),
    );
    const { rerender, result } = setup(save);
    rerender({ enabled: true, values: { title: 'A' } });
    await act(async () => expect(await result.current.settle()).toBeNull());
    await pause();
    expect(save).not.toHaveBeenCalled();

    rerender({ enabled: true, values: { title: 'AB' } });
    await pause();
    expect(result.current.status.kind).toBe('saving');
    const row = makeRow({ status: 'draft', updated_at: '2026-11-28T14:05:00Z' });
    let settled: PostRow | null = null;
    await act(async () => {
      const waiting = result.current.settle();
      finish(row);
      settled = await waiting;
    });
    expect(settled).toBe(row);
  });
});
