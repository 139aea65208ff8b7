import { describe, expect, it } from 'vitest';
import { availableUserActions } from './user-permissions';

describe('availableUserActions', () => {
  it('offers deactivation for an active account and verification when not verified', () => {
    expect(availableUserActions({ id: 7, is_active: true, is_verified: false }, '1')).toEqual({
      isSelf: false,
      changeType: true,
      deactivate: true,
      reactivate: false,
      verify: true,
    });
  });

  it('offers reactivation, not deactivation, for a deactivated account', () => {
    expect(availableUserActions({ id: 7, is_active: false, is_verified: true }, '1')).toMatchObject({
      deactivate: false,
      reactivate: true,
      verify: false,
    });
  });

  it('never offers an admin to change the type of, or deactivate, their own account', () => {
    expect(availableUserActions({ id: 1, is_active: true, is_verified: true }, '1')).toMatchObject({
      isSelf: true,
      changeType: false,
      deactivate: false,
      reactivate: false,
    });
  });
});
