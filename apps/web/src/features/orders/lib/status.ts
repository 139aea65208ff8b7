import type { DeliveryMethod, Order } from '@dwa/shared/commerce';
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUSES, type DeliveryStatus } from '@dwa/shared/delivery';
import type { OrderStatus } from '@dwa/shared/orders-rules';
import type { AreaT } from '../../../lib/i18n/area';
import type { ordersMessages } from '../../../lib/i18n/catalogs/orders';

// What each order status is called on the page, for whoever looks at it (the orders area's words), and
// its badge colour. The courier job's statuses are the delivery pages' (shared) words.

type T = AreaT<(typeof ordersMessages)['en']>;

export type Tone = 'success' | 'warning' | 'neutral' | 'danger' | 'brand';
export type OrderViewer = 'buyer' | 'seller' | 'admin';

/**
 * Where a shipped courier order really is, from its courier job's status (the order stays
 * `shipped` from the seller's hand-off to the handover; the job has the steps in between):
 * waiting for a courier, a courier on the way to collect, or with the courier. Null otherwise.
 */
export type CourierStage = 'waiting' | 'collecting' | 'withCourier';

export function courierStage(order: Pick<Order, 'status' | 'delivery_method'> & { delivery?: Order['delivery'] }): CourierStage | null {
  if (order.status !== 'shipped' || order.delivery_method !== 'courier') return null;
  switch (order.delivery?.status) {
    case 'accepted':
      return 'collecting';
    case 'picked_up':
    case 'in_transit':
    case 'nearby':
    case 'delivered':
      return 'withCourier';
    default:
      // Requested (or not made yet, or called off on its way back to the seller): nobody has it.
      return 'waiting';
  }
}

const STAGE_KEYS = { waiting: 'status.waitingCourier', collecting: 'status.courierCollecting', withCourier: 'status.withCourier' } as const;

/** An order status by itself (the filters): 'Shipped' for a courier or a pickup order alike; a new order is 'New order' for its seller. */
export function orderStatusName(t: T, status: OrderStatus, viewer: OrderViewer = 'buyer'): string {
  if (status === 'placed' && viewer === 'seller') return t('status.newOrder');
  return t(`status.${status}`);
}

/** What the order's badge says: 'Ready for pickup' for a pickup order, the courier's real step for a courier one. */
export function statusLabel(t: T, order: Pick<Order, 'status' | 'delivery_method' | 'delivery'>, viewer: OrderViewer = 'buyer'): string {
  const stage = courierStage(order);
  if (stage) return t(STAGE_KEYS[stage]);
  if (order.status === 'shipped') return t('status.readyForPickup');
  return orderStatusName(t, order.status, viewer);
}

export function statusTone(order: Pick<Order, 'status' | 'delivery_method' | 'delivery'>): Tone {
  const status = order.status;
  if (status === 'completed' || status === 'delivered') return 'success';
  if (status === 'pending_payment' || status === 'placed' || status === 'return_requested' || courierStage(order) === 'waiting')
    return 'warning';
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
    const step =
      order.delivery.status === 'requested'
        ? t('where.waitingCourier')
        : order.delivery.status === 'accepted'
          ? t('status.courierCollecting')
          : deliveryStatusLabel(order.delivery.status);
    return `${step}${courier}`;
  }
  if (order.status === 'placed' || order.status === 'accepted') return t('where.notHanded');
  if (order.status === 'pending_payment') return t('payment.pending');
  return t(order.status === 'cancelled' ? 'status.cancelled' : 'where.noCourier');
}
