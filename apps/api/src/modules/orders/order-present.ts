import type { Order, OrderDetail } from '@dwa/shared/commerce';
import { pesewasToCedis } from '@dwa/shared/money';
import { availableActions, orderNumber, type OrderActor } from '@dwa/shared/orders-rules';
import { variantKeys } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { OrderEventRow, OrderItemRow, OrderRow } from './orders.repo';

// Order rows to the answer shape, as the viewer (buyer, seller or admin) may see them.

export type Party = {
  id: number;
  name: string;
  businessName: string | null;
  businessPhone: string | null;
  phone: string | null;
  email: string;
};
export type DeliverySummary = {
  id: number;
  status: string;
  courierName: string | null;
  handoverCode: string | null;
  acceptedAt: Date | null;
  pickedUpAt: Date | null;
};

export type PresentContext = {
  storage: Storage;
  actor: OrderActor;
  now: Date;
  parties: Map<number, Party>;
  items: OrderItemRow[];
  /** The latest payment attempt of the order's checkout (Mobile Money only). */
  paymentId: number | null;
  delivery: DeliverySummary | null;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function paymentStatus(row: OrderRow): Order['payment_status'] {
  if (row.status === 'refunded') return 'refunded';
  // A Mobile Money order paid and then cancelled was given its money back.
  if (row.status === 'cancelled' && row.paymentMethod === 'momo' && row.placedAt) return 'refunded';
  if (row.paymentMethod === 'cash') return row.deliveredAt ? 'paid' : 'cash_on_delivery';
  if (row.placedAt) return 'paid';
  return row.status === 'pending_payment' ? 'pending' : 'unpaid';
}

export function toOrder(row: OrderRow, context: PresentContext): Order {
  const buyer = context.parties.get(row.buyerId);
  const seller = context.parties.get(row.sellerId);
  const items = context.items.filter((item) => item.orderId === row.id);
  const isBuyer = context.actor === 'buyer';
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status,
    buyer: {
      id: row.buyerId,
      name: buyer?.name ?? 'Dwa user',
      business_name: null,
      phone: isBuyer || !row.placedAt ? null : row.recipientPhone,
    },
    seller: {
      id: row.sellerId,
      name: seller?.name ?? 'Dwa seller',
      business_name: seller?.businessName ?? null,
      phone: seller ? (seller.businessPhone ?? seller.phone) : null,
    },
    items: items.map((item) => ({
      id: item.id,
      listing_id: item.listingId,
      title: item.title,
      unit_price: pesewasToCedis(item.unitPricePesewas),
      quantity: item.quantity,
      line_total: pesewasToCedis(item.unitPricePesewas * item.quantity),
      image: item.imageKey ? context.storage.url(variantKeys(item.imageKey)[0]!) : null,
    })),
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: pesewasToCedis(row.subtotalPesewas),
    delivery_fee: pesewasToCedis(row.deliveryFeePesewas),
    discount: pesewasToCedis(row.discountPesewas),
    delivery_discount: pesewasToCedis(row.deliveryDiscountPesewas),
    total: pesewasToCedis(row.totalPesewas),
    currency: 'GHS',
    delivery_method: row.deliveryMethod,
    delivery_address: row.deliveryAddress,
    pickup_address: row.pickupAddress,
    region: row.region,
    recipient_name: row.recipientName,
    recipient_phone: row.recipientPhone,
    payment_method: row.paymentMethod,
    payment_id: context.paymentId,
    payment_status: paymentStatus(row),
    promo_codes: row.promoCodes,
    delivery: context.delivery
      ? {
          id: context.delivery.id,
          status: context.delivery.status,
          courier_name: context.delivery.courierName,
          handover_code: isBuyer ? context.delivery.handoverCode : null,
          accepted_at: iso(context.delivery.acceptedAt),
          picked_up_at: iso(context.delivery.pickedUpAt),
        }
      : null,
    actions: availableActions(
      { status: row.status, deliveryMethod: row.deliveryMethod, deliveredAt: row.deliveredAt },
      context.actor,
      context.now,
    ),
    cancel_reason: row.cancelReason,
    return_reason: row.returnReason,
    expires_at: row.status === 'pending_payment' ? iso(row.expiresAt) : null,
    created_at: row.createdAt.toISOString(),
    placed_at: iso(row.placedAt),
    delivered_at: iso(row.deliveredAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toOrderDetail(row: OrderRow, events: OrderEventRow[], context: PresentContext): OrderDetail {
  return {
    ...toOrder(row, context),
    events: events.map((event) => ({
      id: event.id,
      transition: event.transition as OrderDetail['events'][number]['transition'],
      from_status: event.fromStatus,
      to_status: event.toStatus,
      actor: event.actor,
      note: event.note,
      created_at: event.createdAt.toISOString(),
    })),
  };
}
