import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-check';

describe('photoProblem', () => {
  it('accepts an image up to 2 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it("rejects other files and bigger images with the spec's words", () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image.');
    expect(photoProblem({ type: '', size: 10 })).toBe('Please select a valid image.');
    expect(photoProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('Profile picture must be less than 2MB.');
  });
});
