import { describe, expect, it } from 'vitest';
import { cedisToPesewas, formatGhc, formatGhsDelivery, formatGhsExplore, pesewasToCedis } from './money';

describe('money', () => {
  it('parses cedis with up to 2 decimals into integer pesewas', () => {
    expect(cedisToPesewas('12.5')).toBe(1250);
    expect(cedisToPesewas(0.1)).toBe(10);
    expect(cedisToPesewas('1999.99')).toBe(199999);
    expect(cedisToPesewas(' 7 ')).toBe(700);
  });

  it('rejects amounts that are not plain non-negative numbers with at most 2 decimals', () => {
    for (const bad of ['1.234', '-5', 'abc', '', '1e3', 'NaN', '12,50']) expect(cedisToPesewas(bad)).toBeNull();
  });

  it('answers pesewas as cedis', () => {
    expect(pesewasToCedis(1250)).toBe(12.5);
  });

  it('formats the three currency styles of the spec', () => {
    expect(formatGhsExplore(1250000)).toBe('GH₵ 1,250,000');
    expect(formatGhsExplore(12.5)).toBe('GH₵ 12.50');
    expect(formatGhc(1250)).toBe('GHC 1,250.00');
    expect(formatGhc(0.1)).toBe('GHC 0.10');
    expect(formatGhsDelivery(15)).toBe('GH¢ 15.00');
  });
});
