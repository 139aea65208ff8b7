import type { SmsCodeSent } from '@dwa/shared/accounts';
import { http } from '../../../lib/http';
import type { Profile } from './get-profile';

// Adding a verified phone number to the account (issue 32): a code by SMS to the number, then the
// code. The answer to the code is the profile, with verified_phone set.

export function sendPhoneCode(phone: string): Promise<SmsCodeSent & { phone: string }> {
  return http.post('/api/v1/users/me/phone', { phone });
}

export function confirmPhoneCode(code: string): Promise<Profile> {
  return http.post('/api/v1/users/me/phone/verify', { code });
}
