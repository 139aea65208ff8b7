import { describe, expect, it } from 'vitest';
import { badgeCount, truncate } from './text';

describe('text helpers', () => {
  it('truncates with an ellipsis only when longer', () => {
    expect(truncate('short', 28)).toBe('short');
    expect(truncate('a'.repeat(30), 28)).toBe(`${'a'.repeat(28)}...`);
  });

  it('caps the badge at 99+', () => {
    expect(badgeCount(0)).toBe('');
    expect(badgeCount(5)).toBe('5');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});
