import { describe, expect, it } from 'vitest';
import { readPrice } from './boosts-api';

describe('readPrice', () => {
  it('reads cedis above 0 and at most 10,000', () => {
    expect(readPrice('25')).toBe(25);
    expect(readPrice('12.50')).toBe(12.5);
    expect(readPrice('0')).toBeNull();
    expect(readPrice('abc')).toBeNull();
    expect(readPrice('10001')).toBeNull();
  });
});
