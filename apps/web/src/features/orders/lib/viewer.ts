import type { OrderViewer } from './status';
import type { Order } from '../types';

/** How the signed-in person stands to an order: its buyer, its seller, or (the API let them see it) an admin. */
export function viewerOf(order: Pick<Order, 'buyer' | 'seller'>, userId: string | number | null | undefined): OrderViewer {
  const id = Number(userId);
  if (Number.isInteger(id) && id === order.buyer.id) return 'buyer';
  if (Number.isInteger(id) && id === order.seller.id) return 'seller';
  return 'admin';
}

/** A route's `:id` as an order id, or null. */
export function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
