import type { Order } from '../types';

/** The ids of the cached orders whose courier job is `deliveryId` (a `delivery` frame names the job, not the order). */
export function ordersWithDelivery(orders: readonly (Pick<Order, 'id' | 'delivery'> | undefined)[], deliveryId: number): number[] {
  return orders.filter((order): order is Pick<Order, 'id' | 'delivery'> => order?.delivery?.id === deliveryId).map((order) => order.id);
}
