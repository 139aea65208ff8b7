import type { DeliveryMethod, Order } from '@dwa/shared/commerce';
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUSES, type DeliveryStatus } from '@dwa/shared/delivery';
import type { OrderStatus } from '@dwa/shared/order-rules';

// What each order status is called on the page, for whoever looks at it, and its badge colour.

export type Tone = 'success' | 'warning' | 'neutral' | 'danger' | 'brand';
export type OrderViewer = 'buyer' | 'seller' | 'admin';

const LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  accepted: 'Accepted',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  returned: 'Returned',
  refunded: 'Refunded',
};

/** 'Ready for pickup' rather than 'Shipped' for a pickup order; a new order is 'New order' for its seller. */
export function statusLabel(status: OrderStatus, deliveryMethod: DeliveryMethod, viewer: OrderViewer = 'buyer'): string {
  if (status === 'shipped') return deliveryMethod === 'pickup' ? 'Ready for pickup' : 'With the courier';
  if (status === 'placed' && viewer === 'seller') return 'New order';
  return LABELS[status];
}

export function statusTone(status: OrderStatus): Tone {
  if (status === 'completed' || status === 'delivered') return 'success';
  if (status === 'pending_payment' || status === 'placed' || status === 'return_requested') return 'warning';
  if (status === 'cancelled' || status === 'refunded' || status === 'returned') return 'neutral';
  return 'brand';
}

const PAYMENT_LABELS: Record<Order['payment_status'], string> = {
  unpaid: 'Not paid',
  pending: 'Waiting for payment',
  paid: 'Paid',
  cash_on_delivery: 'Cash on delivery (not yet paid)',
  refunded: 'Refunded',
};

export const paymentStatusLabel = (status: Order['payment_status']): string => PAYMENT_LABELS[status];
export const paymentMethodLabel = (method: Order['payment_method']): string => (method === 'momo' ? 'Mobile Money' : 'Cash on delivery');
export const deliveryMethodLabel = (method: DeliveryMethod): string => (method === 'pickup' ? 'Pickup from the seller' : 'Courier delivery');

const isDeliveryStatus = (value: string): value is DeliveryStatus => (DELIVERY_STATUSES as readonly string[]).includes(value);

/** The linked courier job's status as the delivery pages call it ('In transit'). */
export function deliveryStatusLabel(status: string): string {
  return isDeliveryStatus(status) ? DELIVERY_STATUS_LABELS[status] : status.replaceAll('_', ' ');
}

/** Where the goods are, in a line: the courier job's status, or where a pickup order stands. */
export function fulfilmentLabel(order: Pick<Order, 'status' | 'delivery_method' | 'delivery'>): string {
  if (order.delivery_method === 'pickup') {
    if (order.status === 'shipped') return 'Ready for pickup';
    if (order.status === 'placed' || order.status === 'accepted') return 'Being prepared for pickup';
    if (order.status === 'pending_payment') return 'Waiting for payment';
    return order.status === 'cancelled' ? 'Cancelled' : 'Picked up';
  }
  if (order.delivery) {
    const courier = order.delivery.courier_name ? ` · ${order.delivery.courier_name}` : '';
    const waiting = order.delivery.status === 'requested' ? 'Waiting for a courier' : deliveryStatusLabel(order.delivery.status);
    return `${waiting}${courier}`;
  }
  if (order.status === 'placed' || order.status === 'accepted') return 'Not handed to a courier yet';
  if (order.status === 'pending_payment') return 'Waiting for payment';
  return order.status === 'cancelled' ? 'Cancelled' : 'No courier job';
}
