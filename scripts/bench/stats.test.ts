import { describe, expect, it } from 'vitest';
import { percentile } from './stats';

describe('percentile (every bench reads its p50 and p99 here)', () => {
  it('takes the nearest rank of the values in any order', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 .. 1
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is 0 with nothing measured, and leaves the caller’s array as it was', () => {
    expect(percentile([], 99)).toBe(0);
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});
