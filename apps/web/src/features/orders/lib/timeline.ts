import type { OrderStatus } from '@dwa/shared/orders-rules';
import type { AreaT } from '../../../lib/i18n/area';
import type { ordersMessages } from '../../../lib/i18n/catalogs/orders';
import type { OrderDetail, OrderEvent } from '../types';
import { courierStage } from './status';

// The order's timeline: what happened (its events, oldest first, with the courier job's own steps
// in between: a courier took it, then collected it), then the steps still to come on the usual road
// (placed, accepted, a courier requested, on the way to collect, handed to the courier, delivered,
// completed; a pickup order: ready, picked up, completed) while the order is on it.

export type OrderTimelineStep = {
  key: string;
  label: string;
  state: 'done' | 'current' | 'upcoming';
  at: string | null;
  who: string | null;
  note: string | null;
};

type Facts = Pick<OrderDetail, 'status' | 'delivery_method' | 'payment_method' | 'events'> & Partial<Pick<OrderDetail, 'delivery'>>;

type T = AreaT<(typeof ordersMessages)['en']>;

function actor(t: T, who: OrderEvent['actor']): string | null {
  if (who === 'system') return null;
  return who === 'admin' ? t('timeline.support') : t(who);
}

function eventLabel(t: T, event: OrderEvent, order: Facts): string {
  const pickup = order.delivery_method === 'pickup';
  switch (event.transition) {
    case 'create':
      return t(
        event.to_status === 'pending_payment'
          ? 'event.createdUnpaid'
          : order.payment_method === 'cash'
            ? 'event.placedCash'
            : 'event.placed',
      );
    case 'ship':
      return t(pickup ? 'event.readyForPickup' : 'event.ship');
    case 'deliver':
      return t(pickup ? 'event.pickedUp' : 'event.deliver');
    default:
      return t(`event.${event.transition}`);
  }
}

type RoadStep = { id: string; rank: number; courierOnly?: boolean; label: (t: T, order: Facts) => string };

/** The usual road, in order; `rank` says how far along each step is. */
const ROAD: RoadStep[] = [
  { id: 'placed', rank: 1, label: (t) => t('event.placed') },
  { id: 'accepted', rank: 2, label: (t) => t('event.accept') },
  { id: 'shipped', rank: 3, label: (t, order) => t(order.delivery_method === 'pickup' ? 'event.readyForPickup' : 'event.ship') },
  { id: 'collecting', rank: 4, courierOnly: true, label: (t) => t('event.courierAccepted') },
  { id: 'handed', rank: 5, courierOnly: true, label: (t) => t('event.handed') },
  { id: 'delivered', rank: 6, label: (t, order) => t(order.delivery_method === 'pickup' ? 'event.pickedUp' : 'event.deliver') },
  { id: 'completed', rank: 7, label: (t) => t('event.complete') },
];
const STATUS_RANK: Partial<Record<OrderStatus, number>> = {
  pending_payment: 0,
  placed: 1,
  accepted: 2,
  shipped: 3,
  delivered: 6,
  completed: 7,
};
const STAGE_RANK = { waiting: 3, collecting: 4, withCourier: 5 } as const;

type Happened = Omit<OrderTimelineStep, 'state'> & { at: string };

/** The courier job's steps between the hand-off and the handover, when they happened. */
function courierSteps(t: T, order: Facts): Happened[] {
  const delivery = order.delivery;
  if (order.delivery_method !== 'courier' || !delivery) return [];
  const steps: Happened[] = [];
  if (delivery.accepted_at)
    steps.push({
      key: `courier-${delivery.id}-accepted`,
      label: t('event.courierAccepted'),
      at: delivery.accepted_at,
      who: delivery.courier_name,
      note: null,
    });
  if (delivery.picked_up_at)
    steps.push({
      key: `courier-${delivery.id}-picked-up`,
      label: t('event.handed'),
      at: delivery.picked_up_at,
      who: delivery.courier_name,
      note: null,
    });
  return steps;
}

export function buildOrderTimeline(t: T, order: Facts): OrderTimelineStep[] {
  const happened: Happened[] = [
    ...order.events.map((event) => ({
      key: `event-${event.id}`,
      label: eventLabel(t, event, order),
      at: event.created_at,
      who: event.transition === 'create' || event.transition === 'reship' ? null : actor(t, event.actor),
      note: event.note,
      id: event.id,
    })),
    ...courierSteps(t, order).map((step) => ({ ...step, id: Number.MAX_SAFE_INTEGER })),
  ]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id)
    .map(({ id: _id, ...step }) => step);
  const rank = STATUS_RANK[order.status];
  const finished = rank === undefined || order.status === 'completed';
  const done: OrderTimelineStep[] = happened.map((step, index) => ({
    ...step,
    state: index === happened.length - 1 && !finished ? 'current' : 'done',
  }));
  if (finished) return done;
  const stage = courierStage(order);
  const reached = stage ? STAGE_RANK[stage] : rank;
  const upcoming = ROAD.filter(
    (step) => step.rank > reached && (!step.courierOnly || order.delivery_method === 'courier'),
  ).map<OrderTimelineStep>((step) => ({
    key: `next-${step.id}`,
    label: step.label(t, order),
    state: 'upcoming',
    at: null,
    who: null,
    note: null,
  }));
  return [...done, ...upcoming];
}
