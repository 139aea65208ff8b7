import { PASSWORD_MIN_LENGTH } from '@dwa/shared/password';
import type { AreaT } from '../../../lib/i18n/area';
import type { resetMessages } from '../../../lib/i18n/catalogs/reset';

// The new-password step's checks, in the spec's order (section 5), in the reset area's words.

export function newPasswordError(
  t: AreaT<(typeof resetMessages)['en']>,
  password: string,
  confirm: string,
  resetToken: string | null,
  userId: string | null,
): string | null {
  if (!password || !confirm) return t('new.required');
  if (password !== confirm) return t('new.mismatch');
  if (password.length < PASSWORD_MIN_LENGTH) return t('new.short');
  if (!resetToken) return t('new.noToken');
  if (!userId) return t('new.noUserId');
  return null;
}

/** The update button waits until both fields are filled and equal. */
export function canSubmitNewPassword(password: string, confirm: string): boolean {
  return Boolean(password) && password === confirm;
}
