import type { Executor } from '@dwa/db/client';
import { orderNumber } from '@dwa/shared/orders-rules';
import type { NotificationTopic } from '@dwa/shared/notifications-preferences';
import type { MailService, Notice, NoticeKey, NoticeParams } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { OrderRow } from './orders.repo';

// What the buyer and the seller are told as an order moves: a notification and an email, both in
// the transaction of the change, each in its reader's language (ADR 076). One table of notices, so
// every event reads alike. A
// seller who turned a topic off in Selling preferences is not told (the buyer always is).

export type OrderNotice =
  | 'placed'
  | 'paid'
  | 'accepted'
  | 'shipped'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'return_requested'
  | 'return_declined'
  | 'returned'
  | 'refunded';

type Party = { id: number; name: string; email: string; locale?: string };
type Texts = { to: 'buyer' | 'seller'; notice: Notice };

/** The seller's topics (Selling preferences): a new order, or any other news of a sale. */
const SELLER_TOPIC: Partial<Record<OrderNotice, NotificationTopic>> = { placed: 'new_order', paid: 'new_order' };

/** What each side is told, as notices of the notices catalog (ADR 076): written in each one's language. */
export function textsOf(notice: OrderNotice, order: OrderRow, buyer: Pick<Party, 'name'>): Texts[] {
  const number = orderNumber(order.id);
  const total = { pesewas: order.totalPesewas };
  const pickup = order.deliveryMethod === 'pickup';
  const say = (to: Texts['to'], key: NoticeKey, params: NoticeParams = {}): Texts => ({
    to,
    notice: { key, params: { number, ...params } },
  });
  switch (notice) {
    case 'placed':
      return order.paymentMethod === 'cash'
        ? [
            say('buyer', pickup ? 'orderPlacedCashPickup' : 'orderPlacedCashDelivery', { total }),
            say('seller', pickup ? 'orderNewCashPickup' : 'orderNewCashDelivery', { buyer: buyer.name, total }),
          ]
        : [say('buyer', 'orderAwaitingPayment', { total })];
    case 'paid':
      return [say('buyer', 'orderPaid', { total }), say('seller', 'orderNewPaid', { buyer: buyer.name, total })];
    case 'accepted':
      return [say('buyer', 'orderAccepted')];
    case 'shipped':
      return [
        pickup
          ? order.pickupAddress
            ? say('buyer', 'orderReadyAt', { address: order.pickupAddress })
            : say('buyer', 'orderReady')
          : say('buyer', 'orderAwaitingCourier'),
      ];
    case 'delivered':
      return [say('buyer', 'orderDelivered'), say('seller', 'orderDeliveredSeller', { buyer: buyer.name })];
    case 'completed':
      return [say('seller', 'orderCompleted', { buyer: buyer.name })];
    case 'cancelled': {
      const cancelled = (to: Texts['to']) =>
        order.cancelReason ? say(to, 'orderCancelledBecause', { reason: order.cancelReason }) : say(to, 'orderCancelled');
      return [cancelled('buyer'), ...(order.placedAt ? [cancelled('seller')] : [])];
    }
    case 'return_requested':
      return [
        order.returnReason
          ? say('seller', 'orderReturnRequestedBecause', { reason: order.returnReason })
          : say('seller', 'orderReturnRequested'),
      ];
    case 'return_declined':
      return [say('buyer', 'orderReturnDeclined')];
    case 'returned':
      return [say('buyer', 'orderReturned')];
    case 'refunded':
      return [say('buyer', 'orderRefunded', { total })];
  }
}

export function createOrderNotices(deps: {
  notifications: Pick<NotificationService, 'notifyMany' | 'mutedOf'>;
  mail: Pick<MailService, 'queueMany'>;
  publicUrl?: string;
}) {
  const link = (order: OrderRow) => `${deps.publicUrl ?? ''}/orders/${order.id}`;

  /**
   * Notifications and mails in the transaction of the change: both go out only if it commits. All
   * of a change's orders at once (a checkout's), in a handful of statements whatever their number
   * (ADR 070): what the people muted is read once, then one insert each for notifications and mails.
   */
  async function tellMany(
    tx: Executor,
    notice: OrderNotice,
    orders: readonly OrderRow[],
    partiesOf: (order: OrderRow) => { buyer: Party; seller: Party },
    at: Date,
  ): Promise<void> {
    const told = orders.flatMap((order) => {
      const parties = partiesOf(order);
      return textsOf(notice, order, parties.buyer).map((text) => ({ order, text, party: parties[text.to], seller: text.to === 'seller' }));
    });
    if (told.length === 0) return;
    const muted = await deps.notifications.mutedOf(
      tx,
      told.map(({ party }) => party.id),
    );
    await deps.notifications.notifyMany(
      tx,
      told.map(({ order, text, party, seller }) => ({
        userId: party.id,
        kind: 'order' as const,
        ...(seller ? { topic: SELLER_TOPIC[notice] ?? 'order_update' } : {}),
        notice: text.notice,
        link: `/orders/${order.id}`,
        data: { order_id: order.id, status: order.status },
        at,
      })),
      muted,
    );
    await deps.mail.queueMany(
      tx,
      told
        .filter(({ party, seller }) => !(seller && muted.get(party.id)?.muted.includes('order_email')))
        .map(({ order, text, party }) => ({
          to: party.email,
          locale: party.locale ?? null,
          template: 'notice' as const,
          notice: text.notice,
          action: { kind: 'order' as const, url: link(order) },
        })),
    );
  }

  return { tellMany };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;
