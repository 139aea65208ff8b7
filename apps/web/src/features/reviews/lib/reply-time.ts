/** A typical reply time in the unit a person reads it in: minutes under an hour, hours under two days, then days. */
export function replyTime(minutes: number): { key: 'seller.replyMinutes' | 'seller.replyHours' | 'seller.replyDays'; count: number } {
  if (minutes < 60) return { key: 'seller.replyMinutes', count: Math.max(1, minutes) };
  if (minutes < 48 * 60) return { key: 'seller.replyHours', count: Math.round(minutes / 60) };
  return { key: 'seller.replyDays', count: Math.round(minutes / (24 * 60)) };
}
