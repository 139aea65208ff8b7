import { describe, expect, it } from 'vitest';
import { checkPercent } from './commission-form';

describe('checkPercent', () => {
  it('reads a percent from 0 to 50 with up to 2 decimals', () => {
    expect(checkPercent('7.5')).toEqual({ percent: 7.5, error: null });
    expect(checkPercent(' 7,25 % ')).toEqual({ percent: 7.25, error: null });
    expect(checkPercent('0')).toEqual({ percent: 0, error: null });
    expect(checkPercent('50')).toEqual({ percent: 50, error: null });
    expect(checkPercent('12%')).toEqual({ percent: 12, error: null });
  });

  it('refuses others, saying why', () => {
    for (const text of ['', 'ten', '-1', '50.01', '120', '1e1', '5.5.5'])
      expect(checkPercent(text).error, text).toBe('commission.percentInvalid');
    expect(checkPercent('7.125').error).toBe('commission.percentDecimals');
  });
});
