import { describe, expect, it } from 'vitest';
import { settleLike, toggleLike } from './like-state';

describe('toggleLike', () => {
  it('likes: flips to liked and counts one more', () => {
    expect(toggleLike({ liked: false, likes: 4 })).toEqual({ liked: true, likes: 5 });
  });

  it('unlikes: flips back and counts one less, never below 0', () => {
    expect(toggleLike({ liked: true, likes: 5 })).toEqual({ liked: false, likes: 4 });
    expect(toggleLike({ liked: true, likes: 0 })).toEqual({ liked: false, likes: 0 });
  });

  it('toggling twice gives the state back (the revert of a failed like)', () => {
    const before = { liked: false, likes: 7 };
    expect(toggleLike(toggleLike(before))).toEqual(before);
  });
});

describe('settleLike', () => {
  it('takes the server count and state when it answers them', () => {
    expect(settleLike({ likes: 12, has_liked: true }, { liked: true, likes: 5 })).toEqual({ liked: true, likes: 12 });
  });

  it('keeps the optimistic values for missing or odd fields, and never goes negative', () => {
    expect(settleLike({}, { liked: true, likes: 5 })).toEqual({ liked: true, likes: 5 });
    expect(settleLike({ likes: -3, has_liked: 'yes' }, { liked: false, likes: 1 })).toEqual({ liked: false, likes: 0 });
    expect(settleLike({ likes: Number.NaN }, { liked: false, likes: 2 })).toEqual({ liked: false, likes: 2 });
  });
});
