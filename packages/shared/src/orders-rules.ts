// The order lifecycle, pure and unit-tested: one state machine of named transitions, each checked on
// the server and recorded as an order event (docs/decisions/016-commerce.md), the tabs of My
// purchases and My sales, and what a viewer may do next.

export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'accepted',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'return_requested',
  'returned',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who fires a transition: the order's buyer, its seller, an admin, or the system (payments, expiry, the courier's handover). */
export type OrderActor = 'buyer' | 'seller' | 'admin' | 'system';

type Transition = { from: readonly OrderStatus[]; to: OrderStatus; by: readonly OrderActor[] };

export const ORDER_TRANSITIONS = {
  /** The Mobile Money payment succeeded: the order is the seller's to start. */
  pay: { from: ['pending_payment'], to: 'placed', by: ['system'] },
  /** Nobody paid within 30 minutes: the order lapses and its stock goes back on sale. */
  expire: { from: ['pending_payment'], to: 'cancelled', by: ['system'] },
  /** The buyer calls it off before the seller accepts, or the seller before shipping (stock and any payment given back). */
  cancel: { from: ['pending_payment', 'placed', 'accepted'], to: 'cancelled', by: ['buyer', 'seller', 'admin'] },
  /** The seller takes the order on. */
  accept: { from: ['placed'], to: 'accepted', by: ['seller'] },
  /** Handed to a Dwa courier (a delivery request is made), or ready for the buyer to pick up. */
  ship: { from: ['accepted'], to: 'shipped', by: ['seller'] },
  /** Its delivery was called off (support, a lost courier): the seller hands it over again. */
  reship: { from: ['shipped'], to: 'accepted', by: ['system'] },
  /** The courier's handover code was accepted (system), or the buyer confirms a pickup. */
  deliver: { from: ['shipped'], to: 'delivered', by: ['system', 'buyer'] },
  /** The buyer confirms all is well (or the return window closed): the sale is complete. */
  complete: { from: ['delivered'], to: 'completed', by: ['buyer', 'system'] },
  /** Within 7 days of delivery, the buyer asks to send it back, with a reason. */
  request_return: { from: ['delivered', 'completed'], to: 'return_requested', by: ['buyer'] },
  /** The seller refuses the return (with a reason): the sale stands. */
  decline_return: { from: ['return_requested'], to: 'completed', by: ['seller', 'admin'] },
  /** The seller has the item back. */
  receive_return: { from: ['return_requested'], to: 'returned', by: ['seller', 'admin'] },
  /** The money goes back to the buyer. */
  refund: { from: ['returned'], to: 'refunded', by: ['seller', 'admin'] },
} as const satisfies Record<string, Transition>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;
export const ORDER_TRANSITION_NAMES = Object.keys(ORDER_TRANSITIONS) as OrderTransition[];

/** Which cancel rule applies: a buyer only before the seller accepted, a seller only before shipping. */
const CANCEL_FROM: Record<Exclude<OrderActor, 'system'>, readonly OrderStatus[]> = {
  buyer: ['pending_payment', 'placed'],
  seller: ['placed', 'accepted'],
  admin: ['pending_payment', 'placed', 'accepted'],
};

export const RETURN_WINDOW_DAYS = 7;
export const PAYMENT_WINDOW_MINUTES = 30;

/** Whether `actor` may fire `transition` on an order in `status` (the return window is checked apart). */
export function canFire(transition: OrderTransition, status: OrderStatus, actor: OrderActor): boolean {
  const rule: Transition = ORDER_TRANSITIONS[transition];
  if (!rule.by.includes(actor) || !rule.from.includes(status)) return false;
  if (transition === 'cancel' && actor !== 'system') return CANCEL_FROM[actor].includes(status);
  return true;
}

/** The status a transition leads to, or null when it cannot fire from `status` for `actor`. */
export function applyTransition(status: OrderStatus, transition: OrderTransition, actor: OrderActor): OrderStatus | null {
  return canFire(transition, status, actor) ? ORDER_TRANSITIONS[transition].to : null;
}

/** Whether a delivered order is still inside the return window. */
export function withinReturnWindow(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt !== null && now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

// ---- the tabs of My purchases and My sales (the spec's names) ----

export const BUYER_TABS = {
  to_pay: { label: 'To Pay', statuses: ['pending_payment'] },
  in_progress: { label: 'In Progress', statuses: ['placed', 'accepted', 'shipped', 'delivered'] },
  completed: { label: 'Completed', statuses: ['completed'] },
  returns: { label: 'Returns', statuses: ['return_requested', 'returned', 'refunded'] },
  cancelled: { label: 'Cancelled', statuses: ['cancelled'] },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[] }>;

/** A seller never sees an order that waits for the buyer's payment: it is not theirs to start yet. */
export const SELLER_TABS = {
  to_start: { label: 'To start', statuses: ['placed'] },
  in_progress: { label: 'In Progress', statuses: ['accepted', 'shipped', 'delivered'] },
  completed: { label: 'Completed', statuses: ['completed'] },
  returns: { label: 'Returns', statuses: ['return_requested', 'returned', 'refunded'] },
  cancelled: { label: 'Cancelled', statuses: ['cancelled'] },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[] }>;

export type BuyerTab = keyof typeof BUYER_TABS;
export type SellerTab = keyof typeof SELLER_TABS;
export type OrderTab = BuyerTab | SellerTab;
export const BUYER_TAB_IDS = Object.keys(BUYER_TABS) as BuyerTab[];
export const SELLER_TAB_IDS = Object.keys(SELLER_TABS) as SellerTab[];

export function statusesOfTab(role: 'buyer' | 'seller', tab: string): readonly OrderStatus[] | null {
  const tabs: Record<string, { statuses: readonly OrderStatus[] }> = role === 'buyer' ? BUYER_TABS : SELLER_TABS;
  return tabs[tab]?.statuses ?? null;
}

export function tabOf(role: 'buyer' | 'seller', status: OrderStatus): OrderTab | null {
  const tabs: Record<string, { statuses: readonly OrderStatus[] }> = role === 'buyer' ? BUYER_TABS : SELLER_TABS;
  return (Object.keys(tabs).find((tab) => tabs[tab]!.statuses.includes(status)) as OrderTab | undefined) ?? null;
}

// ---- what the viewer may do next (the buttons of the order page) ----

export const ORDER_ACTIONS = [
  'cancel',
  'accept',
  'ship',
  'confirm',
  'request_return',
  'decline_return',
  'receive_return',
  'refund',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderFacts = { status: OrderStatus; deliveryMethod: 'courier' | 'pickup'; deliveredAt: Date | null };

/**
 * The actions `actor` can take now. `confirm` is the buyer's one button: it confirms a pickup
 * (shipped -> delivered) or, once delivered, that all is well (delivered -> completed). A courier
 * order is marked delivered by the courier's handover code, not by the buyer.
 */
export function availableActions(order: OrderFacts, actor: OrderActor, now: Date): OrderAction[] {
  const actions: OrderAction[] = [];
  const can = (transition: OrderTransition) => canFire(transition, order.status, actor);
  if (can('cancel')) actions.push('cancel');
  if (can('accept')) actions.push('accept');
  if (can('ship')) actions.push('ship');
  if (actor === 'buyer' && ((order.status === 'shipped' && order.deliveryMethod === 'pickup') || can('complete'))) actions.push('confirm');
  if (can('request_return') && withinReturnWindow(order.deliveredAt, now)) actions.push('request_return');
  if (can('decline_return')) actions.push('decline_return');
  if (can('receive_return')) actions.push('receive_return');
  if (can('refund')) actions.push('refund');
  return actions;
}

/** The transition a buyer's `confirm` fires on an order in this state. */
export function confirmTransition(order: Pick<OrderFacts, 'status' | 'deliveryMethod'>): OrderTransition | null {
  if (order.status === 'shipped' && order.deliveryMethod === 'pickup') return 'deliver';
  if (order.status === 'delivered') return 'complete';
  return null;
}

/** 'DWA-000123': the order number people read out on the phone. */
export function orderNumber(id: number): string {
  return `DWA-${String(id).padStart(6, '0')}`;
}
