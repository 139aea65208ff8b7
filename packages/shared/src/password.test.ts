import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthLabel } from './password';

describe('password strength', () => {
  it('scores a point each for length, uppercase, digit and symbol', () => {
    expect(passwordStrength('abc')).toBe(0);
    expect(passwordStrength('abcdef')).toBe(1);
    expect(passwordStrength('Abcdef')).toBe(2);
    expect(passwordStrength('Abcde1')).toBe(3);
    expect(passwordStrength('Abcd1!')).toBe(4);
    expect(passwordStrength('A1!')).toBe(3);
  });

  it('labels the score', () => {
    expect(strengthLabel('')).toBe('Too short');
    expect(strengthLabel('abcdef')).toBe('Weak');
    expect(strengthLabel('Abcdef')).toBe('Fair');
    expect(strengthLabel('Abcde1')).toBe('Good');
    expect(strengthLabel('Abcd1!')).toBe('Strong');
  });
});
