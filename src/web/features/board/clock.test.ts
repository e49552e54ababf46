import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWallClock, useWallClockIf } from './clock.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the wall clock', () => {
  it('reads the date and time to the minute', () => {
    const { result } = renderHook(() => useWallClock());
    expect(result.current.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.current.time).toMatch(/^\d{2}:\d{2}$/);
  });

  it('asks Intl nothing while a board has no use for it, and reads it once it has', () => {
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    const { result, rerender } = renderHook(({ needed }) => useWallClockIf(needed), {
      initialProps: { needed: false },
    });
    expect(result.current).toEqual({ date: '', time: '' });
    expect(intl).not.toHaveBeenCalled();
    act(() => rerender({ needed: true }));
    expect(result.current.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
