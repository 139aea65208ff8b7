import {
  ASSIGNED_STATUSES,
  DELIVERY_CURRENCY,
  HANDOVER_MAX_TRIES,
  URGENCY_WINDOWS,
  type Collect,
  type CourierApplication,
  type CourierProfile,
  type Delivery,
  type DeliveryMessage,
  type Job,
  type SupportTicket,
} from '@dwa/shared/delivery';
import { applyTransition, nextCourierStatus } from '@dwa/shared/delivery-rules';
import { orderNumber } from '@dwa/shared/orders-rules';
import type { Storage } from '../../lib/storage';
import { pesewasToCedis } from '@dwa/shared/money';
import { partyRole, type AuthUser } from '../../plugins/auth';
import type { Executor } from '@dwa/db/client';
import type { ApplicationRow } from './courier.repo';
import { handoverCode } from './handover';
import {
  eventsOf,
  partiesByIds,
  profilesByIds,
  ratingSummaries,
  ratingsOf,
  sellerContactsOfOrders,
  type DeliveryRow,
  type MessageRow,
  type RatingSummary,
  type PartyRow,
  type ProfileRow,
  type TicketRow,
} from './delivery.repo';

// Rows to answers. What a caller sees depends on who they are: the handover code only for the
// customer, the next step only for the assigned courier, the courier's position only while on the job.

export type DeliveryRole = Delivery['my_role'];

export function roleOf(row: DeliveryRow, user: AuthUser): DeliveryRole | null {
  return partyRole(user, { customer: row.customerId, courier: row.courierId });
}

/** Too many wrong handover codes: only support can move it on (admin unlock). */
export function isHandoverLocked(row: DeliveryRow): boolean {
  return applyTransition(row.status, 'deliver') !== null && row.handoverTries >= HANDOVER_MAX_TRIES;
}

/** What the courier collects at the door, or null when everything was paid online. */
export function collectOf(row: Pick<DeliveryRow, 'paymentMethod' | 'collectPesewas' | 'collectGoodsPesewas'>): Collect {
  if (row.collectPesewas <= 0) return null;
  return {
    method: row.paymentMethod,
    amount: pesewasToCedis(row.collectPesewas),
    goods: pesewasToCedis(row.collectGoodsPesewas),
    delivery: pesewasToCedis(row.collectPesewas - row.collectGoodsPesewas),
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
export function toCourierProfile(party: PartyRow, profile: ProfileRow | undefined, rating: RatingSummary | undefined): CourierProfile {
  return {
    user_id: party.id,
    name: party.name,
    phone: profile?.phone ?? party.phone,
    vehicle_type: profile?.vehicleType ?? null,
    region: profile?.region ?? null,
    online: profile?.online ?? false,
    lat: profile?.lat ?? null,
    lng: profile?.lng ?? null,
    location_updated_at: iso(profile?.locationUpdatedAt ?? null),
    // The smoothed score sellers have too (ADR 074), already one decimal.
    rating: rating?.score ?? null,
    ratings_count: rating?.count ?? 0,
  };
}

/** The answers for these rows as `viewer` sees them (each row must be visible to the viewer). */
export async function presentDeliveries(db: Executor, rows: DeliveryRow[], viewer: AuthUser, secret: string): Promise<Delivery[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const courierIds = [...new Set(rows.flatMap((row) => (row.courierId === null ? [] : [row.courierId])))];
  const partyIds = [...new Set([...rows.map((row) => row.customerId), ...courierIds])];
  // One after the other: `db` may be a transaction, whose single connection runs one query at a time.
  const parties = await partiesByIds(db, partyIds);
  const profiles = await profilesByIds(db, courierIds);
  const summaries = await ratingSummaries(db, courierIds);
  const events = await eventsOf(db, ids);
  const ratings = await ratingsOf(db, ids);
  const sellers = await sellerContactsOfOrders(
    db,
    rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])),
  );
  const party = new Map(parties.map((p) => [p.id, p]));
  const profile = new Map(profiles.map((p) => [p.userId, p]));
  const rating = new Map(ratings.map((r) => [r.deliveryId, r]));

  return rows.map((row) => {
    const relation = roleOf(row, viewer);
    const role = relation ?? 'admin';
    const customer = party.get(row.customerId);
    const customerContact = { name: customer?.name ?? 'Customer', phone: customer?.phone ?? null };
    const courierParty = row.courierId === null ? undefined : party.get(row.courierId);
    const onJob = ASSIGNED_STATUSES.includes(row.status);
    const courier = courierParty ? toCourierProfile(courierParty, profile.get(courierParty.id), summaries.get(courierParty.id)) : null;
    const rowEvents = events.filter((event) => event.deliveryId === row.id);
    const lastLocation = [...rowEvents].reverse().find((event) => event.location)?.location ?? null;
    const given = rating.get(row.id);
    const window = URGENCY_WINDOWS[row.urgency];
    return {
      id: row.id,
      status: row.status,
      item_description: row.itemDescription,
      item_size: row.itemSize,
      pickup_address: row.pickupAddress,
      delivery_address: row.deliveryAddress,
      recipient_name: row.recipientName,
      recipient_phone: row.recipientPhone,
      urgency: row.urgency,
      window: window.label,
      payment_method: row.paymentMethod,
      listing_id: row.listingId,
      order_id: row.orderId,
      order_number: row.orderId === null ? null : orderNumber(row.orderId),
      fare: pesewasToCedis(row.farePesewas),
      collect: collectOf(row),
      currency: DELIVERY_CURRENCY,
      distance_km: row.distanceM / 1000,
      // Phone numbers for the people on the job only (anyone else never gets here: visibleDelivery answers 404).
      pickup_contact: relation === null ? null : row.orderId === null ? customerContact : (sellers.get(row.orderId) ?? null),
      my_role: role,
      customer: { id: row.customerId, ...customerContact },
      courier: courier && {
        id: courier.user_id,
        name: courier.name,
        phone: courier.phone,
        vehicle_type: courier.vehicle_type,
        rating: courier.rating,
        ratings_count: courier.ratings_count,
        lat: onJob ? courier.lat : null,
        lng: onJob ? courier.lng : null,
        location_updated_at: onJob ? courier.location_updated_at : null,
      },
      handover_code: role === 'customer' ? handoverCode(secret, row.handoverNonce) : null,
      handover_locked: isHandoverLocked(row),
      next_status: role === 'courier' ? nextCourierStatus(row.status) : null,
      current_location: lastLocation,
      estimated_arrival: onJob && row.acceptedAt ? new Date(row.acceptedAt.getTime() + window.max_minutes * 60_000).toISOString() : null,
      events: rowEvents.map((event) => ({
        id: event.id,
        status: event.status,
        location: event.location,
        description: event.description,
        lat: event.lat,
        lng: event.lng,
        created_at: event.createdAt.toISOString(),
      })),
      rating: given
        ? { stars: given.stars, review: given.review, created_at: given.createdAt.toISOString(), updated_at: given.updatedAt.toISOString() }
        : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      accepted_at: iso(row.acceptedAt),
      delivered_at: iso(row.deliveredAt),
      cancelled_at: iso(row.cancelledAt),
    };
  });
}

export function toJob(row: DeliveryRow): Job {
  return {
    id: row.id,
    order_number: row.orderId === null ? null : orderNumber(row.orderId),
    item_description: row.itemDescription,
    item_size: row.itemSize,
    pickup_address: row.pickupAddress,
    delivery_address: row.deliveryAddress,
    urgency: row.urgency,
    window: URGENCY_WINDOWS[row.urgency].label,
    payment_method: row.paymentMethod,
    fare: pesewasToCedis(row.farePesewas),
    collect: collectOf(row),
    currency: DELIVERY_CURRENCY,
    distance_km: row.distanceM / 1000,
    created_at: row.createdAt.toISOString(),
  };
}

/** Delivery chat photos: a bubble-sized one and a full one (<= 1280 px), WebP, as in buyer-seller chat. */
export const DELIVERY_PHOTO_WIDTHS = [320, 1280] as const;

export function toMessage(row: MessageRow, delivery: DeliveryRow, viewerId: number, storage: Pick<Storage, 'url'>): DeliveryMessage {
  const image =
    row.type === 'image' && row.imageKey && row.imageWidth && row.imageHeight
      ? {
          url: storage.url(`${row.imageKey}-${DELIVERY_PHOTO_WIDTHS[1]}.webp`),
          thumb_url: storage.url(`${row.imageKey}-${DELIVERY_PHOTO_WIDTHS[0]}.webp`),
          width: row.imageWidth,
          height: row.imageHeight,
        }
      : null;
  return {
    id: row.id,
    delivery_id: row.deliveryId,
    sender_id: row.senderId,
    sender_role: row.senderId === delivery.customerId ? 'customer' : 'courier',
    type: row.type,
    body: row.body,
    lat: row.lat,
    lng: row.lng,
    image,
    created_at: row.createdAt.toISOString(),
    is_mine: row.senderId === viewerId,
  };
}

export function toApplication(row: ApplicationRow): CourierApplication {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    phone: row.phone,
    vehicle_type: row.vehicleType,
    region: row.region,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    reviewed_at: iso(row.reviewedAt),
  };
}

export function toTicket(row: TicketRow): SupportTicket {
  return {
    id: row.id,
    delivery_id: row.deliveryId,
    ride_id: row.rideId,
    user_id: row.userId,
    category: row.category,
    message: row.message,
    lat: row.lat,
    lng: row.lng,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    resolved_at: iso(row.resolvedAt),
  };
}
