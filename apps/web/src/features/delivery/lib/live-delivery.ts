import type { Delivery } from '@dwa/shared/delivery';

/**
 * A live `delivery` frame never carries the handover code (the server may store a large frame on its
 * way, and the code is never stored: ADRs 009, 022). Keep the code this page read over HTTP; when the page
 * has none yet and the customer still needs it, ask for the delivery again.
 */
export function mergeLiveDelivery(cached: Delivery | undefined, live: Delivery): { delivery: Delivery; refetch: boolean } {
  const code = live.handover_code ?? (cached?.id === live.id ? cached.handover_code : null);
  const finished = live.status === 'delivered' || live.status === 'cancelled';
  return { delivery: { ...live, handover_code: code }, refetch: live.my_role === 'customer' && code === null && !finished };
}
