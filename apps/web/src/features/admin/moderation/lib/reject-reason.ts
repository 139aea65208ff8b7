// The reason a seller is shown when a listing is refused or taken down (the server checks the same).

export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 500;
export const REJECT_REASON_MESSAGES = {
  required: 'Give the seller a reason.',
  tooLong: `Keep the reason to ${REJECT_REASON_MAX} characters or fewer.`,
};

/** The message to show under the field, or null when the reason can be sent. */
export function rejectReasonError(value: string): string | null {
  const text = value.trim();
  if (text.length < REJECT_REASON_MIN) return REJECT_REASON_MESSAGES.required;
  if (text.length > REJECT_REASON_MAX) return REJECT_REASON_MESSAGES.tooLong;
  return null;
}
