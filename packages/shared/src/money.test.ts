import { describe, expect, it } from 'vitest';
import { cedisToPesewas, formatGhc, formatGhsDelivery, parseTypedCedis, pesewasToCedis, toPesewas } from './money';

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

  it("formats the spec's two currency styles: GHC on classifieds (and the shop), GH¢ on delivery", () => {
    expect(formatGhc(1250000)).toBe('GHC 1,250,000.00');
    expect(formatGhc(12.5)).toBe('GHC 12.50');
    expect(formatGhc(1250)).toBe('GHC 1,250.00');
    expect(formatGhc(0.1)).toBe('GHC 0.10');
    expect(formatGhsDelivery(15)).toBe('GH¢ 15.00');
  });
});

describe('parseTypedCedis', () => {
  it('reads whole cedis and up to 2 decimals as integer pesewas', () => {
    expect(parseTypedCedis('50')).toBe(5000);
    expect(parseTypedCedis(' 50.5 ')).toBe(5050);
    expect(parseTypedCedis('0.07')).toBe(7);
    expect(parseTypedCedis('1234.56')).toBe(123456);
    // Floating point never creeps in: 0.29 cedis is 29 pesewas, not 28.999...
    expect(parseTypedCedis('0.29')).toBe(29);
    expect(parseTypedCedis('1.1')).toBe(110);
  });

  it('takes a decimal comma, thousands separators and the currency written before', () => {
    expect(parseTypedCedis('50,5')).toBe(5050);
    expect(parseTypedCedis('12,75')).toBe(1275);
    expect(parseTypedCedis('1,250.00')).toBe(125000);
    expect(parseTypedCedis('1,250')).toBe(125000);
    expect(parseTypedCedis('GHC 60')).toBe(6000);
    expect(parseTypedCedis('GH¢12.5')).toBe(1250);
    expect(parseTypedCedis('ghs 1 000')).toBe(100000);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '   ', 'abc', '-5', '5.123', '1.2.3', '1e3', '12,345,6', '.5', '5.', 'GHC', 'Infinity', '0x10'])
      expect(parseTypedCedis(text), text).toBeNull();
  });
});

describe('toPesewas', () => {
  it('turns the API’s cedis into pesewas without float noise', () => {
    expect(toPesewas(120)).toBe(12000);
    expect(toPesewas(0.29)).toBe(29);
    expect(toPesewas(1234.56)).toBe(123456);
  });
});
