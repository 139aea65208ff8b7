import { MODERATION_MESSAGES, REASON_MAX, REASON_MIN } from '@dwa/shared/moderation';

// The reason a seller is shown when a listing is refused or taken down (the server checks the same).

export { REASON_MAX as REJECT_REASON_MAX };

/** The message to show under the field, or null when the reason can be sent. */
export function rejectReasonError(value: string): string | null {
  const text = value.trim();
  if (text.length < REASON_MIN) return MODERATION_MESSAGES.reasonRequired;
  if (text.length > REASON_MAX) return MODERATION_MESSAGES.reasonMax;
  return null;
}
