import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGuidedTour } from './use-guided-tour';
import { isLastStep, resumeStep } from '../islands/tour-memory';

const keys = { stepKey: 'test_tour_step', seenKey: 'test_tour_seen' };

describe('guided tour memory', () => {
  beforeEach(() => localStorage.clear());

  it('starts at the first step, resumes a stored one and ignores nonsense', () => {
    expect(resumeStep(null, null, 9)).toBe(0);
    expect(resumeStep(null, '4', 9)).toBe(4);
    expect(resumeStep(null, '9', 9)).toBe(0);
    expect(resumeStep(null, 'x', 9)).toBe(0);
    expect(resumeStep('true', '3', 9)).toBeNull();
  });

  it('starts by itself once, remembers the step, and is seen after the last one', () => {
    const { result, unmount } = renderHook(() => useGuidedTour(3, keys));
    expect(result.current.step).toBe(0);
    act(() => result.current.next());
    expect(localStorage.getItem(keys.stepKey)).toBe('1');
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.step).toBeNull();
    expect(localStorage.getItem(keys.seenKey)).toBe('true');
    expect(localStorage.getItem(keys.stepKey)).toBeNull();
    unmount();
    expect(renderHook(() => useGuidedTour(3, keys)).result.current.step).toBeNull();
  });

  it('can be started again on request after being seen', () => {
    localStorage.setItem(keys.seenKey, 'true');
    const { result } = renderHook(() => useGuidedTour(3, keys));
    act(() => result.current.start());
    expect(result.current).toMatchObject({ step: 0, startedByUser: true });
  });
});

describe('landing tour memory', () => {
  it('starts at the first step the first time', () => {
    expect(resumeStep(null, null, 4)).toBe(0);
  });

  it('resumes at a stored step and ignores nonsense', () => {
    expect(resumeStep(null, '2', 4)).toBe(2);
    expect(resumeStep(null, '9', 4)).toBe(0);
    expect(resumeStep(null, 'x', 4)).toBe(0);
  });

  it('never starts again once seen', () => {
    expect(resumeStep('true', '1', 4)).toBeNull();
  });

  it('knows the last step', () => {
    expect(isLastStep(3, 4)).toBe(true);
    expect(isLastStep(2, 4)).toBe(false);
  });
});
