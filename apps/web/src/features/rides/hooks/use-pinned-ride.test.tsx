import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePinnedRide } from './use-pinned-ride';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('usePinnedRide', () => {
  it('keeps the finished ride across a reload of the tab, until the rider is done with it', () => {
    const first = renderHook(() => usePinnedRide('7'));
    expect(first.result.current[0]).toBeNull();
    act(() => first.result.current[1](42));
    expect(first.result.current[0]).toBe(42);
    first.unmount();

    // A reload: a new page reads it back, for the same person only.
    const again = renderHook(() => usePinnedRide('7'));
    expect(again.result.current[0]).toBe(42);
    expect(renderHook(() => usePinnedRide('8')).result.current[0]).toBeNull();
    act(() => again.result.current[1](null));
    again.unmount();
    expect(renderHook(() => usePinnedRide('7')).result.current[0]).toBeNull();
  });

  it('ignores what is not a ride id', () => {
    window.sessionStorage.setItem('ride_pinned_7', 'nonsense');
    expect(renderHook(() => usePinnedRide('7')).result.current[0]).toBeNull();
  });
});
