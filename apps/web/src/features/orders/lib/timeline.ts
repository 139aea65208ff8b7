import type { OrderStatus } from '@dwa/shared/order-rules';
import type { AreaT } from '../../../lib/i18n/area';
import type { ordersMessages } from '../../../lib/i18n/areas/orders/en';
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

type T = AreaT<(typeof ordersMessages)['en']>;

function actor(t: T, who: OrderEvent['actor']): string | null {
  if (who === 'system') return null;
  return who === 'admin' ? t('timeline.support') : t(who);
}

function eventLabel(t: T, event: OrderEvent, order: Facts): string {
  const pickup = order.delivery_method === 'pickup';
  switch (event.transition) {
    case 'create':
      return t(event.to_status === 'pending_payment' ? 'event.createdUnpaid' : order.payment_method === 'cash' ? 'event.placedCash' : 'event.placed');
    case 'ship':
      return t(pickup ? 'event.readyForPickup' : 'event.ship');
    case 'deliver':
      return t(pickup ? 'event.pickedUp' : 'event.deliver');
    default:
      return t(`event.${event.transition}`);
  }
}

const ROAD: { status: OrderStatus; label: (t: T, order: Facts) => string }[] = [
  { status: 'placed', label: (t) => t('event.placed') },
  { status: 'accepted', label: (t) => t('event.accept') },
  { status: 'shipped', label: (t, order) => t(order.delivery_method === 'pickup' ? 'event.readyForPickup' : 'event.ship') },
  { status: 'delivered', label: (t, order) => t(order.delivery_method === 'pickup' ? 'event.pickedUp' : 'event.deliver') },
  { status: 'completed', label: (t) => t('event.complete') },
];
const ROAD_STATUSES = ['pending_payment', ...ROAD.map((step) => step.status)];

export function buildOrderTimeline(t: T, order: Facts): OrderTimelineStep[] {
  const events = [...order.events].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);
  const finished = !ROAD_STATUSES.includes(order.status) || order.status === 'completed';
  const done: OrderTimelineStep[] = events.map((event, index) => ({
    key: `event-${event.id}`,
    label: eventLabel(t, event, order),
    state: index === events.length - 1 && !finished ? 'current' : 'done',
    at: event.created_at,
    who: event.transition === 'create' || event.transition === 'reship' ? null : actor(t, event.actor),
    note: event.note,
  }));
  if (finished) return done;
  const reached = ROAD_STATUSES.indexOf(order.status);
  const upcoming = ROAD.filter((step) => ROAD_STATUSES.indexOf(step.status) > reached).map<OrderTimelineStep>((step) => ({
    key: `next-${step.status}`,
    label: step.label(t, order),
    state: 'upcoming',
    at: null,
    who: null,
    note: null,
  }));
  return [...done, ...upcoming];
}
