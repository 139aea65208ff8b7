import { describe, expect, it } from 'vitest';
import { canSubmitNewPassword, newPasswordError } from './new-password';

describe('new password checks', () => {
  it("checks in the spec's order", () => {
    expect(newPasswordError('', 'abcdef', 't', 'u')).toBe('All fields are required.');
    expect(newPasswordError('abc', 'abd', 't', 'u')).toBe('Passwords do not match.');
    expect(newPasswordError('abc', 'abc', 't', 'u')).toBe('Password must be at least 6 characters.');
    expect(newPasswordError('abcdef', 'abcdef', null, 'u')).toBe('No reset token found. Please try again.');
    expect(newPasswordError('abcdef', 'abcdef', 't', null)).toBe('No user ID found. Please try again.');
    expect(newPasswordError('abcdef', 'abcdef', 't', 'u')).toBeNull();
  });

  it('enables the update button only when both fields are filled and equal', () => {
    expect(canSubmitNewPassword('', '')).toBe(false);
    expect(canSubmitNewPassword('abc', 'abd')).toBe(false);
    expect(canSubmitNewPassword('abc', 'abc')).toBe(true);
  });
});
