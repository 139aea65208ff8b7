import { describe, expect, it } from 'vitest';
import { parseDays } from './lifetimes-api';

describe('parseDays', () => {
  it('reads a whole number of days from 1 to 365', () => {
    expect(parseDays(' 30 ')).toBe(30);
    expect(parseDays('1')).toBe(1);
    expect(parseDays('365')).toBe(365);
  });

  it('refuses anything else', () => {
    for (const text of ['', '0', '366', '1.5', '-3', 'ten', '1000']) expect(parseDays(text)).toBeNull();
  });
});
