import type { OrderStatus } from '@dwa/shared/order-rules';
import type { OrderDetail, OrderEvent } from '../types';

// The order's timeline: what happened (its events, oldest first), then the steps still to come on
// the usual road (placed, accepted, shipped, delivered, completed) while the order is on it.

export type OrderTimelineStep = {
  key: string;
  label: string;
  state: 'done' | 'current' | 'upcoming';
  at: string | null;
  who: string | null;
  note: string | null;
};

type Facts = Pick<OrderDetail, 'status' | 'delivery_method' | 'payment_method' | 'events'>;

const ACTORS: Record<OrderEvent['actor'], string | null> = { buyer: 'Buyer', seller: 'Seller', admin: 'Dwa support', system: null };

function eventLabel(event: OrderEvent, order: Facts): string {
  switch (event.transition) {
    case 'create':
      return event.to_status === 'pending_payment' ? 'Order created, waiting for payment' : order.payment_method === 'cash' ? 'Order placed (cash on delivery)' : 'Order placed';
    case 'pay':
      return 'Paid with Mobile Money';
    case 'expire':
      return 'Not paid in time';
    case 'cancel':
      return 'Cancelled';
    case 'accept':
      return 'Accepted by the seller';
    case 'ship':
      return order.delivery_method === 'pickup' ? 'Ready for pickup' : 'Handed to a courier';
    case 'reship':
      return 'Courier job called off';
    case 'deliver':
      return order.delivery_method === 'pickup' ? 'Picked up' : 'Delivered';
    case 'complete':
      return 'Completed';
    case 'request_return':
      return 'Return requested';
    case 'decline_return':
      return 'Return declined';
    case 'receive_return':
      return 'Return received by the seller';
    case 'refund':
      return 'Refunded';
  }
}

const ROAD: { status: OrderStatus; label: (order: Facts) => string }[] = [
  { status: 'placed', label: () => 'Order placed' },
  { status: 'accepted', label: () => 'Accepted by the seller' },
  { status: 'shipped', label: (order) => (order.delivery_method === 'pickup' ? 'Ready for pickup' : 'Handed to a courier') },
  { status: 'delivered', label: (order) => (order.delivery_method === 'pickup' ? 'Picked up' : 'Delivered') },
  { status: 'completed', label: () => 'Completed' },
];
const ROAD_STATUSES = ['pending_payment', ...ROAD.map((step) => step.status)];

export function buildOrderTimeline(order: Facts): OrderTimelineStep[] {
  const events = [...order.events].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);
  const finished = !ROAD_STATUSES.includes(order.status) || order.status === 'completed';
  const done: OrderTimelineStep[] = events.map((event, index) => ({
    key: `event-${event.id}`,
    label: eventLabel(event, order),
    state: index === events.length - 1 && !finished ? 'current' : 'done',
    at: event.created_at,
    who: event.transition === 'create' || event.transition === 'reship' ? null : ACTORS[event.actor],
    note: event.note,
  }));
  if (finished) return done;
  const reached = ROAD_STATUSES.indexOf(order.status);
  const upcoming = ROAD.filter((step) => ROAD_STATUSES.indexOf(step.status) > reached).map<OrderTimelineStep>((step) => ({
    key: `next-${step.status}`,
    label: step.label(order),
    state: 'upcoming',
    at: null,
    who: null,
    note: null,
  }));
  return [...done, ...upcoming];
}
