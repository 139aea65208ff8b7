// A reason an admin gives with a decision (refuse, deactivate, reject): 3 to 500 characters once
// trimmed, as the server checks it.

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The message to show under the field, or null when the reason may be sent. */
export function reasonError(value: string, { optional = false } = {}): string | null {
  const text = value.trim();
  if (!text) return optional ? null : 'Give a reason.';
  if (text.length < REASON_MIN) return `Write at least ${REASON_MIN} characters.`;
  if (text.length > REASON_MAX) return `At most ${REASON_MAX} characters.`;
  return null;
}
