import type { DisputeStatus } from '@dwa/shared/disputes';
import type { Order } from '@dwa/shared/commerce';

// Buyer protection's rules as the order page shows them. The server decides (a dispute is refused
// once the money is released); these only choose when to offer the button.

/** ESCROW_RELEASE_DAYS: a delivered order's money is released this long after delivery. */
export const RELEASE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the buyer may open a dispute: a paid Mobile Money order whose money is still held. */
export function mayDispute(order: Pick<Order, 'payment_method' | 'payment_status' | 'status' | 'delivered_at'>, now: Date): boolean {
  if (order.payment_method !== 'momo' || order.payment_status !== 'paid') return false;
  if (order.status === 'placed' || order.status === 'accepted' || order.status === 'shipped') return true;
  if (order.status !== 'delivered' || !order.delivered_at) return false;
  return now.getTime() - new Date(order.delivered_at).getTime() < RELEASE_DAYS * DAY_MS;
}

export type DisputeTone = 'warning' | 'success' | 'neutral';

/** Open is waiting for Dwa; a refund (all or part) and a release are decisions. */
export function disputeTone(status: DisputeStatus): DisputeTone {
  if (status === 'open') return 'warning';
  return status === 'released' ? 'neutral' : 'success';
}

/** Up to `max` pictures: the ones already picked, then the new ones, without going over. */
export function addPhotos<T>(picked: readonly T[], added: readonly T[], max: number): { photos: T[]; dropped: number } {
  const room = Math.max(0, max - picked.length);
  return { photos: [...picked, ...added.slice(0, room)], dropped: Math.max(0, added.length - room) };
}
