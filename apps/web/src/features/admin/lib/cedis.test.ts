import { describe, expect, it } from 'vitest';
import { checkPartRefund } from './cedis';

describe('checkPartRefund', () => {
  it('keeps an amount more than 0 and less than the total', () => {
    expect(checkPartRefund('60', 12000)).toEqual({ pesewas: 6000, error: null });
    expect(checkPartRefund('119.99', 12000)).toEqual({ pesewas: 11999, error: null });
    expect(checkPartRefund('0.01', 12000)).toEqual({ pesewas: 1, error: null });
  });

  it('says what is wrong otherwise', () => {
    expect(checkPartRefund(' ', 12000).error).toBe('empty');
    expect(checkPartRefund('sixty', 12000).error).toBe('invalid');
    expect(checkPartRefund('0', 12000).error).toBe('tooSmall');
    expect(checkPartRefund('0.00', 12000).error).toBe('tooSmall');
    expect(checkPartRefund('120', 12000).error).toBe('tooLarge');
    expect(checkPartRefund('500', 12000).error).toBe('tooLarge');
  });
});
