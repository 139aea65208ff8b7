import { describe, expect, it } from 'vitest';
import { swipeDirection, wrapIndex } from './lightbox';

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(-9, 4)).toBe(3);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('swipeDirection', () => {
  it('reads a left swipe as next and a right swipe as previous', () => {
    expect(swipeDirection(-80, 5)).toBe(1);
    expect(swipeDirection(80, -5)).toBe(-1);
  });

  it('ignores taps and mostly vertical drags', () => {
    expect(swipeDirection(10, 0)).toBe(0);
    expect(swipeDirection(60, 120)).toBe(0);
  });
});
