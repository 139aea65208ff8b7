import type { Executor } from '@dwa/db/client';
import { formatGhc, pesewasToCedis } from '@dwa/shared/money';
import { orderNumber } from '@dwa/shared/order-rules';
import type { NotificationTopic } from '@dwa/shared/notification-preferences';
import type { MailService } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { OrderRow } from './orders.repo';

// What the buyer and the seller are told as an order moves: a notification (in the transaction of
// the change) and an email (after it committed). One table of texts, so every event reads alike. A
// seller who turned a topic off in Selling preferences is not told (the buyer always is).

export type OrderNotice = 'placed' | 'paid' | 'accepted' | 'shipped' | 'delivered' | 'completed' | 'cancelled' | 'return_requested' | 'return_declined' | 'returned' | 'refunded';

type Party = { id: number; name: string; email: string };
type Texts = { to: 'buyer' | 'seller'; title: string; body: string };

/** The seller's topics (Selling preferences): a new order, or any other news of a sale. */
const SELLER_TOPIC: Partial<Record<OrderNotice, NotificationTopic>> = { placed: 'new_order', paid: 'new_order' };

function textsOf(notice: OrderNotice, order: OrderRow, buyer: Party): Texts[] {
  const number = orderNumber(order.id);
  const total = formatGhc(pesewasToCedis(order.totalPesewas));
  const pickup = order.deliveryMethod === 'pickup';
  switch (notice) {
    case 'placed':
      return order.paymentMethod === 'cash'
        ? [
            { to: 'buyer', title: `Order ${number} placed`, body: `You pay ${total} in cash ${pickup ? 'at pickup' : 'on delivery'}.` },
            { to: 'seller', title: `New order ${number}`, body: `${buyer.name} ordered for ${total} (cash ${pickup ? 'at pickup' : 'on delivery'}). Accept it to start.` },
          ]
        : [{ to: 'buyer', title: `Order ${number} is waiting for payment`, body: `Approve the Mobile Money prompt to pay ${total}.` }];
    case 'paid':
      return [
        { to: 'buyer', title: `Payment received for ${number}`, body: `We received ${total}. The seller will accept your order soon.` },
        { to: 'seller', title: `New paid order ${number}`, body: `${buyer.name} paid ${total}. Accept it to start.` },
      ];
    case 'accepted':
      return [{ to: 'buyer', title: `Order ${number} accepted`, body: 'The seller is preparing your order.' }];
    case 'shipped':
      return [
        pickup
          ? { to: 'buyer', title: `Order ${number} is ready for pickup`, body: `Pick it up at ${order.pickupAddress ?? 'the seller’s address'}, then confirm you received it.` }
          : {
              to: 'buyer',
              title: `Order ${number} is waiting for a courier`,
              body: 'The seller asked for a Dwa courier. Follow it on the order page, and give the courier your handover code at the door.',
            },
      ];
    case 'delivered':
      return [
        { to: 'buyer', title: `Order ${number} delivered`, body: 'Confirm all is well, or request a return within 7 days.' },
        { to: 'seller', title: `Order ${number} delivered`, body: `${buyer.name} has received the order.` },
      ];
    case 'completed':
      return [{ to: 'seller', title: `Order ${number} completed`, body: `${buyer.name} confirmed the order.` }];
    case 'cancelled':
      return [
        { to: 'buyer', title: `Order ${number} cancelled`, body: order.cancelReason ?? 'The order was cancelled.' },
        ...(order.placedAt ? [{ to: 'seller' as const, title: `Order ${number} cancelled`, body: order.cancelReason ?? 'The order was cancelled.' }] : []),
      ];
    case 'return_requested':
      return [{ to: 'seller', title: `Return requested for ${number}`, body: order.returnReason ?? 'The buyer asked to return the order.' }];
    case 'return_declined':
      return [{ to: 'buyer', title: `Return declined for ${number}`, body: 'The seller declined the return. Contact support if you disagree.' }];
    case 'returned':
      return [{ to: 'buyer', title: `Return received for ${number}`, body: 'The seller has the item back; your refund follows.' }];
    case 'refunded':
      return [{ to: 'buyer', title: `Order ${number} refunded`, body: `${total} was refunded.` }];
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
  async function tellMany(tx: Executor, notice: OrderNotice, orders: readonly OrderRow[], partiesOf: (order: OrderRow) => { buyer: Party; seller: Party }, at: Date): Promise<void> {
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
        title: text.title,
        body: text.body,
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
        .map(({ order, text, party }) => ({ to: party.email, subject: `Dwa: ${text.title}`, text: `${text.body}\n\nSee the order: ${link(order)}` })),
    );
  }

  return {
    tell: (tx: Executor, notice: OrderNotice, order: OrderRow, parties: { buyer: Party; seller: Party }, at: Date): Promise<void> => tellMany(tx, notice, [order], () => parties, at),
    tellMany,
  };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;
