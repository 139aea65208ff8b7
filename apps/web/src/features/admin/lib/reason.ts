// A reason an admin gives with a decision (refuse, deactivate, reject): 3 to 500 characters once
// trimmed, as the server checks it.

import type { AreaT } from '../../../lib/i18n/area';
import type { adminMessages } from '../../../lib/i18n/catalogs/admin';

type T = AreaT<(typeof adminMessages)['en']>;

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The message to show under the field, or null when the reason may be sent. */
export function reasonError(t: T, value: string, { optional = false } = {}): string | null {
  const text = value.trim();
  if (!text) return optional ? null : t('reason.required');
  if (text.length < REASON_MIN) return t('reason.min', { min: REASON_MIN });
  if (text.length > REASON_MAX) return t('reason.max', { max: REASON_MAX });
  return null;
}
