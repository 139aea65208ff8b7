import { PASSWORD_MIN_LENGTH } from '@dwa/shared/password';

// The new-password step's checks, in the spec's order (section 5).

export const NEW_PASSWORD_MESSAGES = {
  required: 'All fields are required.',
  mismatch: 'Passwords do not match.',
  short: 'Password must be at least 6 characters.',
  noToken: 'No reset token found. Please try again.',
  noUserId: 'No user ID found. Please try again.',
} as const;

export function newPasswordError(password: string, confirm: string, resetToken: string | null, userId: string | null): string | null {
  if (!password || !confirm) return NEW_PASSWORD_MESSAGES.required;
  if (password !== confirm) return NEW_PASSWORD_MESSAGES.mismatch;
  if (password.length < PASSWORD_MIN_LENGTH) return NEW_PASSWORD_MESSAGES.short;
  if (!resetToken) return NEW_PASSWORD_MESSAGES.noToken;
  if (!userId) return NEW_PASSWORD_MESSAGES.noUserId;
  return null;
}

/** The update button waits until both fields are filled and equal. */
export function canSubmitNewPassword(password: string, confirm: string): boolean {
  return Boolean(password) && password === confirm;
}
