import { http } from '../../../lib/http';

// The account verification code: mailed on request, checked once.

export type OtpSent = { message: string; expires_in: number };

/** POST /api/v1/otp/send?user_id=N, no body. 429 when too many codes were asked for. */
export function sendOtp(userId: number): Promise<OtpSent> {
  return http.post<OtpSent>(`/api/v1/otp/send?user_id=${encodeURIComponent(userId)}`, undefined, { auth: false });
}

/** POST /api/v1/otp/verify: 400 with the reason (invalid, expired, too many tries) otherwise. */
export function verifyOtp(userId: number, code: string): Promise<{ verified: true; message: string }> {
  return http.post('/api/v1/otp/verify', { user_id: userId, code }, { auth: false });
}
