import { describe, expect, it } from 'vitest';
import { emailField, ghanaPhoneField, toE164Ghana } from './fields';

describe('field schemas', () => {
  it('trims and lower-cases email', () => {
    expect(emailField.parse('  Ama@Example.COM ')).toBe('ama@example.com');
    expect(emailField.safeParse('').error?.issues[0]?.message).toBe('Enter your email.');
    expect(emailField.safeParse('not-an-email').success).toBe(false);
  });

  it('accepts Ghana numbers in both forms and answers E.164', () => {
    expect(toE164Ghana('0241234567')).toBe('+233241234567');
    expect(toE164Ghana('+233 24 123 4567')).toBe('+233241234567');
    expect(toE164Ghana('024-123-4567')).toBe('+233241234567');
    expect(toE164Ghana('12345')).toBeNull();
    expect(toE164Ghana('+2332412345678')).toBeNull();
    expect(ghanaPhoneField.parse('0201234567')).toBe('+233201234567');
    expect(ghanaPhoneField.safeParse('').error?.issues[0]?.message).toBe('Enter phone number.');
  });
});
