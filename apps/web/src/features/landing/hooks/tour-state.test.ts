import { describe, expect, it } from 'vitest';
import { isLastStep, resumeStep } from './tour-state';

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
