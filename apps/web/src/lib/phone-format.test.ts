import { describe, expect, it } from 'vitest';
import { formatGhanaPhone } from './phone-format';

describe('formatGhanaPhone', () => {
  it('writes a Ghana number in E.164 the way people write it', () => {
    expect(formatGhanaPhone('+233241234567')).toBe('024 123 4567');
    expect(formatGhanaPhone('+233501234567')).toBe('050 123 4567');
  });

  it('leaves anything else as it is', () => {
    expect(formatGhanaPhone('+447911123456')).toBe('+447911123456');
    expect(formatGhanaPhone('')).toBe('');
  });
});
