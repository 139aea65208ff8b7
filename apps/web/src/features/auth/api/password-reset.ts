import { http } from '../../../lib/http';

// Forgotten password: a code by mail, exchanged for a reset token, exchanged for a new password.
// `user_id` here is an opaque handle answered by the first call: it goes back unchanged.

export function requestResetCode(email: string): Promise<{ message: string; user_id: string }> {
  return http.post('/api/v1/password/request-reset-code', { email }, { auth: false });
}

export function verifyResetCode(handle: string, code: string): Promise<{ reset_token: string; message: string }> {
  return http.post('/api/v1/password/verify-reset-code', { user_id: handle, code }, { auth: false });
}

export function resetPassword(handle: string, token: string, newPassword: string): Promise<{ message: string }> {
  return http.post('/api/v1/password/reset-password', { user_id: handle, token, new_password: newPassword }, { auth: false });
}
