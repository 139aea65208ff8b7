import { describe, expect, it } from 'vitest';
import { resetMessages } from '../../../lib/i18n/catalogs/reset';
import { areaT } from '../../../testing/i18n';
import { canSubmitNewPassword, newPasswordError } from './new-password';

describe('new password checks', () => {
  it("checks in the spec's order", async () => {
    const t = await areaT('en', resetMessages);
    expect(newPasswordError(t, '', 'abcdef', 't', 'u')).toBe('All fields are required.');
    expect(newPasswordError(t, 'abc', 'abd', 't', 'u')).toBe('Passwords do not match.');
    expect(newPasswordError(t, 'abc', 'abc', 't', 'u')).toBe('Password must be at least 6 characters.');
    expect(newPasswordError(t, 'abcdef', 'abcdef', null, 'u')).toBe('No reset token found. Please try again.');
    expect(newPasswordError(t, 'abcdef', 'abcdef', 't', null)).toBe('No user ID found. Please try again.');
    expect(newPasswordError(t, 'abcdef', 'abcdef', 't', 'u')).toBeNull();
  });

  it('says them in the chosen language', async () => {
    const fr = await areaT('fr', resetMessages);
    expect(newPasswordError(fr, 'abc', 'abd', 't', 'u')).toBe('Les mots de passe ne correspondent pas.');
  });

  it('enables the update button only when both fields are filled and equal', () => {
    expect(canSubmitNewPassword('', '')).toBe(false);
    expect(canSubmitNewPassword('abc', 'abd')).toBe(false);
    expect(canSubmitNewPassword('abc', 'abc')).toBe(true);
  });
});
