import type { PrivateProfile, RegisterBody } from '@dwa/shared/accounts';
import { http } from '../../../lib/http';
import { clearPrivate } from '../../../lib/storage';

/** POST /api/v1/auth/register: creates a CUSTOMER, answers the profile with user_id. Sends no code. */
export async function register(body: RegisterBody): Promise<PrivateProfile> {
  const profile = await http.post<PrivateProfile>('/api/v1/auth/register', body, { auth: false });
  // A new account starts with no conversations (spec section 4: cleared on registration).
  clearPrivate();
  return profile;
}
