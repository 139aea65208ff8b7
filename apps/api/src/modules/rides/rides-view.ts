import { createHmac, timingSafeEqual } from 'node:crypto';
import { maskPhone } from '@dwa/shared/commerce';
import { DELIVERY_CURRENCY } from '@dwa/shared/delivery-constants';
import { pesewasToCedis } from '@dwa/shared/money';
import { nextDriverStep, rideEta, rideMachine, type RideStatus } from '@dwa/shared/rides-rules';
import {
  RIDE_ACTIVE_STATUSES,
  RIDE_ASSIGNED_STATUSES,
  RIDE_CODE_MAX_TRIES,
  RIDE_STATUS_LABELS,
  RIDE_VEHICLE_OF,
  type Ride,
  type RideJob,
  type RideMessage,
  type RidePayment,
  type RidePaymentState,
  type RideShare,
} from '@dwa/shared/rides';
import { partyRole, type AuthUser } from '../../plugins/auth';
import { jobCode, type FleetMember } from '../delivery/dispatch.service';
import type { PaymentRow } from '../payments/payments.service';
import type { RideEventRow, RideMessageRow, RideRatingRow, RideRow } from './rides.repo';

// Rows to answers. What a caller sees depends on who they are: the trip code and the share link only
// for the rider, the next step only for the driver, the driver's position only while on the ride;
// a share link sees progress and nothing private.

export type RideRole = Ride['my_role'];

export function roleOf(row: RideRow, user: AuthUser): RideRole | null {
  return partyRole(user, { rider: row.riderId, driver: row.driverId });
}

/** The 4 digits the rider shows the driver: derived from the ride's nonce like the handover code, never stored. */
export const tripCode = (secret: string, row: Pick<RideRow, 'tripNonce'>) => jobCode(secret, `ride:${row.tripNonce}`);

export const isCodeLocked = (row: RideRow) => row.status === 'arrived' && row.codeTries >= RIDE_CODE_MAX_TRIES;

// ---- the share link: `<id>-<22 characters of an HMAC>`, checked in constant time ----

function shareMac(secret: string, row: Pick<RideRow, 'id' | 'tripNonce'>): string {
  return createHmac('sha256', secret).update(`ride-share:${row.id}:${row.tripNonce}`).digest('base64url').slice(0, 22);
}
export const shareToken = (secret: string, row: Pick<RideRow, 'id' | 'tripNonce'>) => `${row.id}-${shareMac(secret, row)}`;
export function parseShareToken(token: string): { id: number; mac: string } | null {
  const match = /^(\d{1,10})-([A-Za-z0-9_-]{22})$/.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return match && id >= 1 && id <= 2_147_483_647 ? { id, mac: match[2]! } : null;
}
export function shareMatches(secret: string, row: Pick<RideRow, 'id' | 'tripNonce'>, mac: string): boolean {
  const expected = Buffer.from(shareMac(secret, row));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The rider keeps the code on screen until the driver has started the trip with it. */
const BEFORE_TRIP: readonly RideStatus[] = ['requested', 'accepted', 'arrived'];

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const km = (row: RideRow) => row.distanceM / 1000;

export function canCancel(row: RideRow, role: RideRole): boolean {
  if (role === 'driver') return rideMachine.apply(row.status, 'release') !== null;
  return rideMachine.apply(row.status, 'cancel') !== null;
}

/**
 * Where the fare stands: nothing is due while the trip is on; at the end cash is handed to the
 * driver, and Mobile Money is as its newest charge attempt is.
 */
export function paymentState(
  row: Pick<RideRow, 'status' | 'paymentMethod'>,
  charge: Pick<PaymentRow, 'status'> | undefined,
): RidePaymentState {
  if (row.status === 'cancelled') return 'not_charged';
  if (row.status !== 'completed') return 'unpaid';
  if (row.paymentMethod === 'cash') return 'paid';
  switch (charge?.status) {
    case 'pending':
      return 'pending';
    case 'succeeded':
      return 'paid';
    case 'refunded':
      return 'not_charged';
    default:
      return 'failed';
  }
}

function toRidePayment(charge: PaymentRow): RidePayment {
  return {
    id: charge.id,
    status: charge.status,
    network: charge.network,
    phone: maskPhone(charge.phone),
    display_text: charge.status === 'pending' ? charge.displayText : null,
    failure_reason: charge.failureReason,
    created_at: charge.createdAt.toISOString(),
  };
}

/** What presenting a page of rides needs, read once for all of them. */
export type RideContext = {
  secret: string;
  fleet: Map<number, FleetMember>;
  riderRating: Map<number, number>;
  riderNames: Map<number, string>;
  events: RideEventRow[];
  ratings: RideRatingRow[];
  /** The newest Mobile Money attempt of each ride that has one. */
  charges: Map<number, PaymentRow>;
};

export function presentRide(row: RideRow, viewer: AuthUser, context: RideContext): Ride {
  const role = roleOf(row, viewer) ?? 'admin';
  const onRide = RIDE_ASSIGNED_STATUSES.includes(row.status);
  const member = row.driverId === null ? undefined : context.fleet.get(row.driverId);
  const mine = role === 'admin' ? undefined : context.ratings.find((rating) => rating.rideId === row.id && rating.raterRole === role);
  const eta = rideEta(row.vehicle, km(row));
  const vehicleType = member?.profile?.vehicleType ?? null;
  const charge = context.charges.get(row.id);
  return {
    id: row.id,
    status: row.status,
    vehicle: row.vehicle,
    pickup_address: row.pickupAddress,
    dropoff_address: row.dropoffAddress,
    pickup_lat: row.pickupLat,
    pickup_lng: row.pickupLng,
    dropoff_lat: row.dropoffLat,
    dropoff_lng: row.dropoffLng,
    distance_km: km(row),
    fare: pesewasToCedis(row.farePesewas),
    currency: DELIVERY_CURRENCY,
    payment_method: row.paymentMethod,
    payment_status: paymentState(row, charge),
    payment: charge ? toRidePayment(charge) : null,
    my_role: role,
    rider: {
      id: row.riderId,
      name: context.riderNames.get(row.riderId) ?? 'Rider',
      phone: row.riderPhone,
      rating: oneDecimal(context.riderRating.get(row.riderId) ?? null),
    },
    driver: member
      ? {
          id: member.party.id,
          name: member.party.name,
          phone: member.profile?.phone ?? member.party.phone,
          vehicle: vehicleType ? (RIDE_VEHICLE_OF[vehicleType] ?? null) : null,
          plate: member.profile?.plate ?? null,
          // The smoothed score sellers have too (ADR 074), already one decimal.
          rating: member.rating.score,
          ratings_count: member.rating.count,
          lat: onRide ? (member.profile?.lat ?? null) : null,
          lng: onRide ? (member.profile?.lng ?? null) : null,
          location_updated_at: onRide ? iso(member.profile?.locationUpdatedAt ?? null) : null,
        }
      : null,
    trip_code: role === 'rider' && BEFORE_TRIP.includes(row.status) ? tripCode(context.secret, row) : null,
    code_locked: isCodeLocked(row),
    next_action: role === 'driver' ? (nextDriverStep(row.status) as Ride['next_action']) : null,
    can_cancel: canCancel(row, role),
    eta: { pickup_minutes: eta.pickup, trip_minutes: eta.trip },
    share_path: role === 'rider' && RIDE_ACTIVE_STATUSES.includes(row.status) ? `/ride?share=${shareToken(context.secret, row)}` : null,
    events: context.events
      .filter((event) => event.rideId === row.id)
      .map((event) => ({ id: event.id, status: event.status, description: event.description, created_at: event.createdAt.toISOString() })),
    my_rating: mine ? { stars: mine.stars, review: mine.review, created_at: mine.createdAt.toISOString() } : null,
    can_rate: row.status === 'completed' && role !== 'admin' && !mine,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    accepted_at: iso(row.acceptedAt),
    arrived_at: iso(row.arrivedAt),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    cancelled_at: iso(row.cancelledAt),
  };
}

export function toRideJob(row: RideRow, pickupKm: number | null): RideJob {
  return {
    id: row.id,
    vehicle: row.vehicle,
    pickup_address: row.pickupAddress,
    dropoff_address: row.dropoffAddress,
    fare: pesewasToCedis(row.farePesewas),
    currency: DELIVERY_CURRENCY,
    distance_km: km(row),
    pickup_km: pickupKm === null ? null : Math.round(pickupKm * 10) / 10,
    payment_method: row.paymentMethod,
    created_at: row.createdAt.toISOString(),
  };
}

export function toRideMessage(row: RideMessageRow, ride: RideRow, viewerId: number): RideMessage {
  return {
    id: row.id,
    ride_id: row.rideId,
    sender_role: row.senderId === ride.riderId ? 'rider' : 'driver',
    type: row.type,
    body: row.body,
    lat: row.lat,
    lng: row.lng,
    created_at: row.createdAt.toISOString(),
    is_mine: row.senderId === viewerId,
  };
}

/** The progress a share link shows: steps and the driver's first name, plate and position; no phone, no address, no rider. */
export function toRideShare(row: RideRow, member: FleetMember | undefined, events: RideEventRow[]): RideShare {
  const onRide = RIDE_ASSIGNED_STATUSES.includes(row.status);
  const steps: RideShare['steps'] = [];
  for (const event of events) {
    const last = steps.at(-1);
    if (last?.status !== event.status)
      steps.push({ status: event.status, label: RIDE_STATUS_LABELS[event.status as RideStatus], at: event.createdAt.toISOString() });
  }
  return {
    status: row.status,
    status_label: RIDE_STATUS_LABELS[row.status],
    vehicle: row.vehicle,
    driver_first_name: member ? (member.party.name.trim().split(/\s+/)[0] ?? null) : null,
    plate: member?.profile?.plate ?? null,
    driver_lat: onRide ? (member?.profile?.lat ?? null) : null,
    driver_lng: onRide ? (member?.profile?.lng ?? null) : null,
    location_updated_at: onRide ? iso(member?.profile?.locationUpdatedAt ?? null) : null,
    trip_minutes: rideEta(row.vehicle, km(row)).trip,
    steps,
    updated_at: row.updatedAt.toISOString(),
  };
}
