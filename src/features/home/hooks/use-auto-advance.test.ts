// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance } from './use-auto-advance';

const roles = ['marketing', 'sales', 'product'] as const;
type Role = (typeof roles)[number];

function useRoles(initial: { paused?: boolean; enabled?: boolean } = {}) {
  const [value, setValue] = useState<Role>('marketing');
  const [paused, setPaused] = useState(initial.paused ?? false);
  useAutoAdvance({
    items: roles,
    value,
    onAdvance: setValue,
    intervalMs: 4000,
    paused,
    enabled: initial.enabled ?? true,
  });
  return { value, setValue, setPaused };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useAutoAdvance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances marketing → sales → product → marketing every interval', () => {
    const { result } = renderHook(() => useRoles());
    wait(3999);
    expect(result.current.value).toBe('marketing');
    wait(1);
    expect(result.current.value).toBe('sales');
    wait(4000);
    expect(result.current.value).toBe('product');
    wait(4000);
    expect(result.current.value).toBe('marketing');
  });

  it('resumes a pause with the remaining time, not a fresh interval', () => {
    const { result } = renderHook(() => useRoles());
    wait(3000);
    act(() => result.current.setPaused(true));
    wait(10_000);
    expect(result.current.value).toBe('marketing');
    act(() => result.current.setPaused(false));
    wait(999);
    expect(result.current.value).toBe('marketing');
    wait(1);
    expect(result.current.value).toBe('sales');
  });

  it('keeps the remainder across several pauses', () => {
    const { result } = renderHook(() => useRoles());
    wait(1000);
    act(() => result.current.setPaused(true));
    wait(500);
    act(() => result.current.setPaused(false));
    wait(1000);
    act(() => result.current.setPaused(true));
    wait(500);
    act(() => result.current.setPaused(false));
    wait(1999);
    expect(result.current.value).toBe('marketing');
    wait(1);
    expect(result.current.value).toBe('sales');
  });

  it('restarts the full interval when the value is chosen (a click)', () => {
    const { result } = renderHook(() => useRoles());
    wait(3500);
    act(() => result.current.setValue('product'));
    wait(3999);
    expect(result.current.value).toBe('product');
    wait(1);
    expect(result.current.value).toBe('marketing');
  });

  it('never advances when disabled (reduced motion)', () => {
    const { result } = renderHook(() => useRoles({ enabled: false }));
    wait(20_000);
    expect(result.current.value).toBe('marketing');
  });
});
