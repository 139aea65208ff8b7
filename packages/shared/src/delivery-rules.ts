import type { DeliveryEstimate } from './delivery';
import { defineMachine } from './state-machine';
import {
  DELIVERY_BASE_FARE_PESEWAS,
  DELIVERY_CURRENCY,
  DELIVERY_DISTANCE_KM,
  SIZE_MULTIPLIERS,
  URGENCY_MULTIPLIERS,
  URGENCY_WINDOWS,
  type DeliverySize,
  type DeliveryStatus,
  type DeliveryUrgency,
} from './delivery-constants';

// The delivery rules, pure and unit-tested: the fare (the one pricing module: the server answers
// fares, the web only shows them) and the lifecycle state machine of named transitions (ADR 009),
// on the dispatch's shared machine (./state-machine.ts).
// The contract (constants, inputs, answers) is ./delivery.ts.

// ---- pricing (the one pricing module; the server answers fares, the web only shows them) ----

/** The spec's formula, 10 x size multiplier x urgency multiplier, in integer pesewas. */
export function farePesewas(size: DeliverySize, urgency: DeliveryUrgency): number {
  return Math.round(DELIVERY_BASE_FARE_PESEWAS * SIZE_MULTIPLIERS[size] * URGENCY_MULTIPLIERS[urgency]);
}

/** The estimate as POST /delivery/estimate answers it. */
export function estimateFare(size: DeliverySize, urgency: DeliveryUrgency): DeliveryEstimate {
  return {
    item_size: size,
    urgency,
    fare: farePesewas(size, urgency) / 100,
    currency: DELIVERY_CURRENCY,
    distance_km: DELIVERY_DISTANCE_KM,
    window: URGENCY_WINDOWS[urgency].label,
    window_minutes: { min: URGENCY_WINDOWS[urgency].min_minutes, max: URGENCY_WINDOWS[urgency].max_minutes },
  };
}

// ---- the state machine ----

/** Who fires a transition: the customer who requested it, any online courier, the assigned courier, an admin. */
export type DeliveryActor = 'customer' | 'courier' | 'assigned_courier' | 'admin';

export const DELIVERY_TRANSITIONS = {
  /** A courier takes an open job from the board (one winner). */
  accept: { from: ['requested'], to: 'accepted', by: ['courier'] },
  /** The assigned courier has the item in hand. */
  pick_up: { from: ['accepted'], to: 'picked_up', by: ['assigned_courier'] },
  /** The assigned courier is on the road to the recipient. */
  start_transit: { from: ['picked_up'], to: 'in_transit', by: ['assigned_courier'] },
  /** The assigned courier is close to the delivery address. */
  arrive_nearby: { from: ['in_transit'], to: 'nearby', by: ['assigned_courier'] },
  /** Handover, proven by the recipient's 4-digit code. */
  deliver: { from: ['nearby'], to: 'delivered', by: ['assigned_courier'] },
  /** The customer (or an admin) calls it off before the item is picked up. */
  cancel: { from: ['requested', 'accepted'], to: 'cancelled', by: ['customer', 'admin'] },
  /** Support calls off a delivery whose handover is locked by wrong codes (the courier is at the door). */
  support_cancel: { from: ['nearby'], to: 'cancelled', by: ['admin'] },
} as const satisfies Record<string, { from: readonly DeliveryStatus[]; to: DeliveryStatus; by: readonly DeliveryActor[] }>;
export type DeliveryTransition = keyof typeof DELIVERY_TRANSITIONS;
export const DELIVERY_TRANSITION_NAMES = Object.keys(DELIVERY_TRANSITIONS) as DeliveryTransition[];

const machine = defineMachine<DeliveryStatus, DeliveryActor, DeliveryTransition>(DELIVERY_TRANSITIONS);

/** The status a transition leads to from `from`, or null when it is not allowed from there. */
export const applyTransition = machine.apply;

/** Whether `actor` may fire `transition`. */
export const canFire = machine.canFire;

/** The transition that moves `from` to `to`, or null when no transition does. */
export const transitionBetween = machine.between;

/** The courier's next step from `status` (Picked up, In transit, Nearby, Delivered), or null. */
export function nextCourierStatus(status: DeliveryStatus): DeliveryStatus | null {
  const name = machine.nextFor(status, 'assigned_courier');
  return name ? DELIVERY_TRANSITIONS[name].to : null;
}
