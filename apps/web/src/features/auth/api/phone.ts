import type { LoginAnswer, PhoneRegisterBody, SmsCodeSent } from '@dwa/shared/accounts';
import { http } from '../../../lib/http';
import { clearPrivate } from '../../../lib/storage';

// Phone first (issue 32): sign-up, sign-in and password reset with a Ghana mobile number and a
// 6-digit code by SMS. The API answers numbers in E.164; its refusals (cooldown, ceilings, a number
// another account verified) come back as ApiError with the server's words.

/** POST /api/v1/phone/register: creates the account and texts its code at once. */
export async function registerByPhone(body: PhoneRegisterBody): Promise<SmsCodeSent & { user_id: number }> {
  const answer = await http.post<SmsCodeSent & { user_id: number }>('/api/v1/phone/register', body, { auth: false });
  clearPrivate();
  return answer;
}

export function resendPhoneSignupCode(userId: number): Promise<SmsCodeSent> {
  return http.post('/api/v1/phone/otp/send', { user_id: userId }, { auth: false });
}

/** The sign-up code: the account and its number are verified, and a session is answered. */
export function verifyPhoneSignup(userId: number, code: string): Promise<LoginAnswer> {
  return http.post('/api/v1/phone/otp/verify', { user_id: userId, code }, { auth: false });
}

export function sendPhoneLoginCode(phone: string): Promise<SmsCodeSent> {
  return http.post('/api/v1/phone/login/send-code', { phone }, { auth: false });
}

export function loginByPhone(phone: string, code: string): Promise<LoginAnswer> {
  return http.post('/api/v1/phone/login', { phone, code }, { auth: false });
}

/** A reset code by SMS; the answer's user_id goes on to verify-reset-code, as the mailed one's does. */
export function requestResetBySms(phone: string): Promise<{ message: string; user_id: string }> {
  return http.post('/api/v1/phone/password/request-reset-code', { phone }, { auth: false });
}
