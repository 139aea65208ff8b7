import type { Order } from '../types';

/** The ids of the cached orders whose courier job is `deliveryId` (a `delivery` frame names the job, not the order). */
export function ordersWithDelivery(orders: readonly (Pick<Order, 'id' | 'delivery'> | undefined)[], deliveryId: number): number[] {
  return orders.filter((order): order is Pick<Order, 'id' | 'delivery'> => order?.delivery?.id === deliveryId).map((order) => order.id);
}

/**
 * One copy of each order across lists that may both hold it for a moment (an order accepted moves
 * from To start to In Progress; the lists are read again one after the other): the copy changed
 * last wins, in the place of the first.
 */
export function latestCopies<T extends Pick<Order, 'id' | 'updated_at'>>(lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<number, T>();
  for (const order of lists.flat()) {
    const seen = byId.get(order.id);
    if (!seen || Date.parse(order.updated_at) > Date.parse(seen.updated_at)) byId.set(order.id, order);
  }
  return [...byId.values()];
}

/** `pages` with `order` in the place of its older copy (an action's answer, before the list is read again). */
export function replaceOrder<P extends { results: Pick<Order, 'id' | 'updated_at'>[] }>(
  pages: readonly P[],
  order: P['results'][number],
): P[] {
  return pages.map((page) => ({
    ...page,
    results: page.results.map((listed) =>
      listed.id === order.id && Date.parse(order.updated_at) >= Date.parse(listed.updated_at) ? order : listed,
    ),
  }));
}
