import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { AuthUser } from '../../plugins/auth';
import { rideDistanceKm, rideEta, rideFarePesewas, rideMachine, type RideStatus, type RideTransition } from '@dwa/shared/rides-rules';
import {
  RIDE_ACTIVE_STATUSES,
  RIDE_CODE_MAX_TRIES,
  RIDE_MESSAGES as M,
  RIDE_VEHICLE_LABELS,
  type Ride,
  type RideCancelInput,
  type RideEstimate,
  type RideEstimateInput,
  type RideListQuery,
  type RideRequestInput,
} from '@dwa/shared/rides';
import { pesewasToCedis } from '@dwa/shared/money';
import { DELIVERY_CURRENCY } from '@dwa/shared/delivery-constants';
import { isJobCode, jobCodeMatches, newJobNonce } from '../delivery/dispatch.service';
import type { RidesContext, RidesDeps } from './rides-context';
import { createRideNotices } from './rides-notices';
import type { RidePayments } from './rides-payment';
import { isCodeLocked } from './rides-view';
import {
  addCodeTry,
  claimRide,
  findRide,
  insertRide,
  insertRideEvent,
  listRides,
  updateRide,
  type NewRide,
  type RideRow,
} from './rides.repo';

// A ride's life: priced, requested onto the board, taken by one driver (the accept race), moved on
// by that driver (arrive, start with the rider's code, complete), cancelled by the rider before the
// trip or given up by the driver with a reason (back on the board). Each step is a named transition
// of the ride machine (rides-rules.ts), recorded as an event, in one transaction; the parties hear of
// it after the commit.

const SCOPES: Record<RideListQuery['scope'], readonly RideStatus[] | undefined> = {
  all: undefined,
  active: RIDE_ACTIVE_STATUSES,
  history: ['completed', 'cancelled'],
};

type Point = { lat: number; lng: number } | null;
const pointOf = (lat: number | null | undefined, lng: number | null | undefined): Point =>
  lat != null && lng != null ? { lat, lng } : null;

export function estimateRide(input: RideEstimateInput): RideEstimate {
  const distance = rideDistanceKm(pointOf(input.pickup_lat, input.pickup_lng), pointOf(input.dropoff_lat, input.dropoff_lng));
  const eta = rideEta(input.vehicle, distance.km);
  return {
    vehicle: input.vehicle,
    fare: pesewasToCedis(rideFarePesewas(input.vehicle, distance.km)),
    currency: DELIVERY_CURRENCY,
    distance_km: distance.km,
    distance_measured: distance.measured,
    pickup_minutes: eta.pickup,
    trip_minutes: eta.trip,
  };
}

/** What the driver's steps write beside the status. */
const STEP_STAMPS: Partial<Record<RideTransition, (at: Date) => Partial<NewRide>>> = {
  arrive: (at) => ({ arrivedAt: at }),
  start: (at) => ({ startedAt: at }),
  complete: (at) => ({ completedAt: at }),
};
const STEP_TEXT: Partial<Record<RideTransition, (name: string) => string>> = {
  arrive: (name) => `${name} has arrived at the pickup`,
  start: () => 'Trip started',
  complete: () => 'Trip completed',
};
const STEP_WORDS: Record<'arrive' | 'start' | 'complete', string> = { arrive: 'marked arrived', start: 'started', complete: 'completed' };

export function createRideTrips(deps: RidesDeps, context: RidesContext, fares: RidePayments) {
  const { db, now, secret } = deps;
  const { visible, driverOf, present, presentOne, announce, afterCommit } = context;
  const notices = createRideNotices(deps);

  /** Why a driver did not get this ride: someone else took it, or it was called off. */
  const lost = (row: RideRow | null) => new ConflictError(row?.status === 'cancelled' ? M.rideCancelled : M.rideTaken);
  /** The caller already holds the ride (a second press, another tab): answered 200. */
  const heldBy = (row: RideRow, user: AuthUser) => row.driverId === user.id && rideMachine.apply(row.status, 'release') !== null;

  async function driverStep(user: AuthUser, id: number, transition: 'arrive' | 'start' | 'complete', code?: string): Promise<Ride> {
    if (transition === 'start' && (!code || !isJobCode(code))) throw ValidationError.single(['body', 'code'], M.codeRequired);
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const { row, role } = await visible(tx, id, user, true);
      if (role !== 'driver' || !rideMachine.canFire(transition, 'assigned_driver')) throw new ForbiddenError(M.notAssigned);
      const to = rideMachine.apply(row.status, transition);
      if (to === null) throw new ConflictError(M.badTransition(row.status, STEP_WORDS[transition]));
      if (transition === 'start') {
        if (isCodeLocked(row)) return { kind: 'locked' as const };
        if (!jobCodeMatches(secret, `ride:${row.tripNonce}`, code!)) {
          const tries = await addCodeTry(tx, row.id, at);
          return { kind: 'wrong' as const, left: Math.max(RIDE_CODE_MAX_TRIES - tries, 0) };
        }
      }
      const updated = await updateRide(tx, row.id, row.status, { status: to, updatedAt: at, ...STEP_STAMPS[transition]?.(at) });
      if (!updated) throw new ConflictError(M.badTransition(row.status, STEP_WORDS[transition]));
      const position = await deps.dispatch.profile(tx, user.id);
      await insertRideEvent(tx, {
        rideId: row.id,
        status: to,
        description: STEP_TEXT[transition]!(user.name),
        lat: position?.lat ?? null,
        lng: position?.lng ?? null,
        actorId: user.id,
        createdAt: at,
      });
      const charge = transition === 'complete' ? await fares.chargeAtEnd(tx, updated) : null;
      return { kind: 'moved' as const, row: updated, charge };
    });
    if (outcome.kind === 'locked') throw new AppError(429, M.codeLocked);
    if (outcome.kind === 'wrong')
      throw new AppError(
        422,
        outcome.left > 0 ? `${M.codeWrong} ${outcome.left} ${outcome.left === 1 ? 'try' : 'tries'} left.` : M.codeLocked,
      );
    const { charge } = outcome;
    if (charge) await afterCommit(() => fares.send(charge));
    await afterCommit(() => announce(outcome.row));
    return presentOne(db, outcome.row, user);
  }

  return {
    estimate: estimateRide,

    async create(user: AuthUser, input: RideRequestInput): Promise<Ride> {
      if (input.payment_method === 'momo' && deps.payments.provider === null) throw new ConflictError(M.momoUnavailable);
      const at = now();
      const distance = rideDistanceKm(pointOf(input.pickup_lat, input.pickup_lng), pointOf(input.dropoff_lat, input.dropoff_lng));
      const view = await db.transaction(async (tx) => {
        const row = await insertRide(tx, {
          riderId: user.id,
          vehicle: input.vehicle,
          pickupAddress: input.pickup,
          dropoffAddress: input.dropoff,
          pickupLat: input.pickup_lat ?? null,
          pickupLng: input.pickup_lng ?? null,
          dropoffLat: input.dropoff_lat ?? null,
          dropoffLng: input.dropoff_lng ?? null,
          distanceM: Math.round(distance.km * 1000),
          distanceMeasured: distance.measured,
          farePesewas: rideFarePesewas(input.vehicle, distance.km),
          paymentMethod: input.payment_method,
          momoNetwork: input.momo_network,
          momoPhone: input.momo_number,
          riderPhone: input.rider_phone,
          tripNonce: newJobNonce(),
          createdAt: at,
          updatedAt: at,
        });
        await insertRideEvent(tx, {
          rideId: row.id,
          status: 'requested',
          description: `${RIDE_VEHICLE_LABELS[row.vehicle]} ride requested`,
          actorId: user.id,
          createdAt: at,
        });
        await deps.announceJobs(tx);
        return presentOne(tx, row, user);
      });
      return view;
    },

    async list(user: AuthUser, query: RideListQuery): Promise<{ items: Ride[]; next_cursor: string | null }> {
      const after = decodePageCursor(query.cursor);
      const rows = await listRides(db, {
        ...(query.role === 'rider' ? { riderId: user.id } : { driverId: user.id }),
        statuses: SCOPES[query.scope],
        ...(after ? { beforeId: after.id } : {}),
        limit: query.limit + 1,
      });
      const page = pageOf(rows, query.limit, (row) => ({ at: null, id: row.id }));
      return { items: await present(db, page.rows, user), next_cursor: page.nextCursor };
    },

    /** The rider watching a Mobile Money charge gets it as the provider has it now. */
    async get(user: AuthUser, id: number): Promise<Ride> {
      const { row, role } = await visible(db, id, user);
      if (role === 'rider') await fares.refresh(row);
      return presentOne(db, row, user);
    },

    /**
     * One winner however many press at once: the conditional UPDATE claims the row only while it is
     * still requested with no driver (PostgreSQL re-checks the WHERE after a concurrent claim commits).
     * When it claims nothing, the row is read again: the caller's own earlier press gets 200, everyone else 409.
     */
    async accept(user: AuthUser, id: number): Promise<Ride> {
      if (!rideMachine.canFire('accept', user.userType === 'COURIER' ? 'driver' : user.userType === 'ADMIN' ? 'admin' : 'rider'))
        throw new ForbiddenError(M.notDriver);
      const at = now();
      const result = await db.transaction(async (tx) => {
        const { profile, vehicle } = await driverOf(tx, user);
        if (vehicle === null) throw new ForbiddenError(M.notDriver);
        const current = await findRide(tx, id);
        if (!current) throw new NotFoundError(M.notFound);
        if (heldBy(current, user)) return { row: current, won: false };
        if (current.riderId === user.id) throw new ConflictError(M.ownRide);
        if (rideMachine.apply(current.status, 'accept') === null) throw lost(current);
        if (current.vehicle !== vehicle) throw new ConflictError(M.wrongVehicle(RIDE_VEHICLE_LABELS[current.vehicle].toLowerCase()));
        if (!profile?.online) throw new ConflictError(M.goOnline);
        const claimed = await claimRide(tx, id, user.id, at);
        if (!claimed) {
          const latest = await findRide(tx, id);
          if (latest && heldBy(latest, user)) return { row: latest, won: false };
          throw lost(latest);
        }
        const plate = profile.plate ? ` (${profile.plate})` : '';
        await insertRideEvent(tx, {
          rideId: id,
          status: 'accepted',
          description: `${user.name} accepted the ride${plate}`,
          lat: profile.lat,
          lng: profile.lng,
          actorId: user.id,
          createdAt: at,
        });
        await deps.announceJobs(tx);
        return { row: claimed, won: true };
      });
      if (result.won) await afterCommit(() => announce(result.row));
      return presentOne(db, result.row, user);
    },

    arrive: (user: AuthUser, id: number) => driverStep(user, id, 'arrive'),
    start: (user: AuthUser, id: number, code: string) => driverStep(user, id, 'start', code),
    complete: (user: AuthUser, id: number) => driverStep(user, id, 'complete'),

    /** The rider (or an admin) calls it off before the trip; the driver gives it up with a reason and it goes back on the board. */
    async cancel(user: AuthUser, id: number, input: RideCancelInput): Promise<Ride> {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const { row, role } = await visible(tx, id, user, true);
        if (role === 'driver') {
          if (!input.reason) throw ValidationError.single(['body', 'reason'], M.reasonRequired);
          const to = rideMachine.apply(row.status, 'release');
          if (to === null) throw new ConflictError(row.status === 'started' ? M.cancelStarted : M.notCancellable);
          const updated = await updateRide(tx, row.id, row.status, {
            status: to,
            driverId: null,
            acceptedAt: null,
            arrivedAt: null,
            codeTries: 0,
            updatedAt: at,
          });
          if (!updated) throw new ConflictError(M.notCancellable);
          await insertRideEvent(tx, {
            rideId: row.id,
            status: to,
            description: `The driver gave up the ride (${input.reason}): looking for another driver`,
            actorId: user.id,
            createdAt: at,
          });
          await deps.announceJobs(tx);
          return { row: updated, released: user.id, told: await notices.givenUp(tx, row, input.reason, at) };
        }
        const to = rideMachine.apply(row.status, 'cancel');
        if (to === null) throw new ConflictError(row.status === 'started' ? M.cancelStarted : M.notCancellable);
        const updated = await updateRide(tx, row.id, row.status, { status: to, cancelledAt: at, updatedAt: at });
        if (!updated) throw new ConflictError(M.notCancellable);
        const by = role === 'admin' ? 'support' : 'the rider';
        await insertRideEvent(tx, {
          rideId: row.id,
          status: to,
          description: `Cancelled by ${by}${input.reason ? `: ${input.reason}` : ''}`,
          actorId: user.id,
          createdAt: at,
        });
        if (row.status === 'requested') await deps.announceJobs(tx);
        return { row: updated, released: null, told: await notices.cancelled(tx, updated, role, input.reason, at) };
      });
      await afterCommit(() => announce(outcome.row, [outcome.released]));
      await afterCommit(() => notices.ping(outcome.told));
      // A driver who gave the ride up is no longer its party: they get the answer once, as it now stands.
      return presentOne(db, outcome.row, user);
    },
  };
}
