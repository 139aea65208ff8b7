import type { DeliveryMethod, Order } from '@dwa/shared/commerce';
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUSES, type DeliveryStatus } from '@dwa/shared/delivery';
import type { OrderStatus } from '@dwa/shared/order-rules';
import type { AreaT } from '../../../lib/i18n/area';
import type { ordersMessages } from '../../../lib/i18n/areas/orders/en';

// What each order status is called on the page, for whoever looks at it (the orders area's words), and
// its badge colour. The courier job's statuses are the delivery pages' (shared) words.

type T = AreaT<(typeof ordersMessages)['en']>;

export type Tone = 'success' | 'warning' | 'neutral' | 'danger' | 'brand';
export type OrderViewer = 'buyer' | 'seller' | 'admin';

/** 'Ready for pickup' rather than 'Shipped' for a pickup order; a new order is 'New order' for its seller. */
export function statusLabel(t: T, status: OrderStatus, deliveryMethod: DeliveryMethod, viewer: OrderViewer = 'buyer'): string {
  if (status === 'shipped') return t(deliveryMethod === 'pickup' ? 'status.readyForPickup' : 'status.withCourier');
  if (status === 'placed' && viewer === 'seller') return t('status.newOrder');
  return t(`status.${status}`);
}

export function statusTone(status: OrderStatus): Tone {
  if (status === 'completed' || status === 'delivered') return 'success';
  if (status === 'pending_payment' || status === 'placed' || status === 'return_requested') return 'warning';
  if (status === 'cancelled' || status === 'refunded' || status === 'returned') return 'neutral';
  return 'brand';
}

export const paymentStatusLabel = (t: T, status: Order['payment_status']): string => t(`payment.${status}`);
export const paymentMethodLabel = (t: T, method: Order['payment_method']): string => t(method === 'momo' ? 'payment.momo' : 'payment.cash');
export const deliveryMethodLabel = (t: T, method: DeliveryMethod): string => t(method === 'pickup' ? 'method.pickup' : 'method.courier');

const isDeliveryStatus = (value: string): value is DeliveryStatus => (DELIVERY_STATUSES as readonly string[]).includes(value);

/** The linked courier job's status as the delivery pages call it ('In transit'). */
export function deliveryStatusLabel(status: string): string {
  return isDeliveryStatus(status) ? DELIVERY_STATUS_LABELS[status] : status.replaceAll('_', ' ');
}

/** Where the goods are, in a line: the courier job's status, or where a pickup order stands. */
export function fulfilmentLabel(t: T, order: Pick<Order, 'status' | 'delivery_method' | 'delivery'>): string {
  if (order.delivery_method === 'pickup') {
    if (order.status === 'shipped') return t('status.readyForPickup');
    if (order.status === 'placed' || order.status === 'accepted') return t('where.beingPrepared');
    if (order.status === 'pending_payment') return t('payment.pending');
    return t(order.status === 'cancelled' ? 'status.cancelled' : 'where.pickedUp');
  }
  if (order.delivery) {
    const courier = order.delivery.courier_name ? ` · ${order.delivery.courier_name}` : '';
    const waiting = order.delivery.status === 'requested' ? t('where.waitingCourier') : deliveryStatusLabel(order.delivery.status);
    return `${waiting}${courier}`;
  }
  if (order.status === 'placed' || order.status === 'accepted') return t('where.notHanded');
  if (order.status === 'pending_payment') return t('payment.pending');
  return t(order.status === 'cancelled' ? 'status.cancelled' : 'where.noCourier');
}
