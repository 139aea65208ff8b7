import { describe, expect, it } from 'vitest';
import { longSubjects } from './commit-subjects';

describe('commit subjects', () => {
  it('names the commits whose subject is over 72 characters, counting characters, not bytes', () => {
    const ok = `abc1234\t${'x'.repeat(72)}`;
    const long = `def5678\t${'y'.repeat(73)}`;
    const accented = `0123456\t${'é'.repeat(72)}`;
    expect(longSubjects([ok, long, accented])).toEqual([long]);
  });

  it('passes an empty history', () => {
    expect(longSubjects([])).toEqual([]);
  });
});
