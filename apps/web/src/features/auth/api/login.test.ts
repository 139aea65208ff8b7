import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { getAuthToken, getAuthUserId } from '../../../lib/storage';
import { saveSession, unverifiedUserId } from './login';

const answer = { access_token: 'tok', token_type: 'bearer' as const, expires_in: 60, user_id: 7, user_type: 'CUSTOMER' as const };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('saveSession', () => {
  it('with Remember me keeps the token and user id in localStorage and drops old messaging state', () => {
    localStorage.setItem('messaging_state', '{"userId":"3"}');
    sessionStorage.setItem('auth_token', 'older');
    saveSession(answer, true);
    expect([localStorage.getItem('auth_token'), localStorage.getItem('auth_user_id')]).toEqual(['tok', '7']);
    expect(sessionStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('messaging_state')).toBeNull();
  });

  it('without it keeps them in sessionStorage, which ends with the browser', () => {
    localStorage.setItem('auth_token', 'older');
    localStorage.setItem('auth_user_id', '3');
    saveSession(answer, false);
    expect([sessionStorage.getItem('auth_token'), sessionStorage.getItem('auth_user_id')]).toEqual(['tok', '7']);
    expect([localStorage.getItem('auth_token'), localStorage.getItem('auth_user_id')]).toEqual([null, null]);
    expect([getAuthToken(), getAuthUserId()]).toEqual(['tok', '7']);
  });
});

describe('unverifiedUserId', () => {
  it("reads the user id of a refusal whose detail mentions 'otp'", () => {
    expect(
      unverifiedUserId(new ApiError(403, 'Account not verified. We sent a new one-time code (OTP) to your email.', { user_id: 12 })),
    ).toBe(12);
    expect(unverifiedUserId(new ApiError(403, 'This account has been disabled. Contact support.', { user_id: 12 }))).toBeNull();
    expect(unverifiedUserId(new ApiError(401, 'Incorrect email or password.', null))).toBeNull();
    expect(unverifiedUserId(new Error('otp'))).toBeNull();
  });
});
