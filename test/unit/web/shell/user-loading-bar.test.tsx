// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { isUserQuery, useDelayedTrue } from '@web/app/shell/user-loading-bar';
import { queryKeys } from '@web/lib/query-keys';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDelayedTrue (the overlay debounce)', () => {
  it('turns true only after the value stayed true for the delay, and false at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDelayedTrue(value, 100), {
      initialProps: { value: false },
    });
    rerender({ value: true });
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(false);
  });

  it('never shows for a fetch shorter than the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDelayedTrue(value, 100), {
      initialProps: { value: true },
    });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    rerender({ value: false });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(false);
  });
});

describe('isUserQuery', () => {
  it('is true for the profile query only', () => {
    expect(isUserQuery({ queryKey: queryKeys.user })).toBe(true);
    expect(isUserQuery({ queryKey: queryKeys.myQuotes })).toBe(false);
  });
});
