import type { RealtimeEvent } from '@dwa/shared/realtime';
import { RIDE_MESSAGES as M, RIDE_VEHICLE_OF, type Ride } from '@dwa/shared/rides';
import type { RideVehicle } from '@dwa/shared/rides-rules';
import type { Db, Executor } from '@dwa/db/client';
import type { RateRule } from '../../config';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import type { UsersService } from '../accounts/users.service';
import type { DispatchService, LivePublisher } from '../delivery/dispatch.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { MoneyService } from '../ledger/money.service';
import type { PaymentService } from '../payments/payments.service';
import { presentRide, roleOf, type RideRole } from './rides-view';
import { eventsOfRides, findRide, ratingsOfRides, riderRatings, type RideRow } from './rides.repo';

// What the rides service's parts share: their dependencies, who the caller is to a ride, who may
// drive, and how a change is presented and published (after the transaction that stored it).

export type RideLimits = { chat: RateRule; sos: RateRule };
export type RidesDeps = {
  db: Db;
  now: () => Date;
  secret: string;
  live: LivePublisher<RealtimeEvent>;
  limiter: RateLimiter;
  limits: RideLimits;
  /** The fleet, its support queue and its code scheme (the delivery module's dispatch.service.ts). */
  dispatch: DispatchService;
  /** Online drivers read the job board again once `executor`'s transaction commits (a job, ADR 056). */
  announceJobs: (executor: Executor) => Promise<void>;
  /** Mobile Money fares: the shop's payments module (its provider, attempts, settlement). */
  payments: Pick<PaymentService, 'provider' | 'open' | 'start' | 'check' | 'ofRide' | 'latestOfRides'>;
  /** A fare in the ledger (ADR 057): held when paid, then the driver's less the commission; a cash fare's commission owed. */
  money: Pick<MoneyService, 'charge' | 'release' | 'cashSale'>;
  /** The commission on a fare (COMMISSION_PERCENT). */
  commissionPercent: number;
  /** The rider's email, which a Mobile Money provider asks for. */
  users: Pick<UsersService, 'find'>;
  /** The bell: a cancelled or given-up ride is told to the other party. */
  notifications: Pick<NotificationService, 'notify'>;
};

export function createRidesContext(deps: RidesDeps) {
  const { secret, live, dispatch, payments } = deps;

  /** The ride and the caller's relation to it; anyone else gets 404, the same answer as an unknown id. */
  async function visible(executor: Executor, id: number, user: AuthUser, forUpdate = false): Promise<{ row: RideRow; role: RideRole }> {
    const row = await findRide(executor, id, { forUpdate });
    const role = row ? roleOf(row, user) : null;
    if (!row || !role) throw new NotFoundError(M.notFound);
    return { row, role };
  }

  /** The ride vehicle the caller drives, or 403: drivers are couriers whose vehicle carries people. */
  async function driverOf(executor: Executor, user: AuthUser) {
    if (user.userType !== 'COURIER') throw new ForbiddenError(M.notDriver);
    const profile = await dispatch.profile(executor, user.id);
    const vehicle: RideVehicle | undefined = profile?.vehicleType ? RIDE_VEHICLE_OF[profile.vehicleType] : undefined;
    return { profile, vehicle: vehicle ?? null };
  }

  /** The answers for these rows as `viewer` sees them (each row must be visible to the viewer). */
  async function present(executor: Executor, rows: RideRow[], viewer: AuthUser): Promise<Ride[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const people = rows.flatMap((row) => (row.driverId === null ? [row.riderId] : [row.riderId, row.driverId]));
    const fleet = await dispatch.fleet(executor, people);
    const riderRating = await riderRatings(executor, [...new Set(rows.map((row) => row.riderId))]);
    const events = await eventsOfRides(executor, ids);
    const ratings = await ratingsOfRides(executor, ids);
    const charges = await payments.latestOfRides(
      rows.filter((row) => row.paymentMethod === 'momo').map((row) => row.id),
      executor,
    );
    const riderNames = new Map([...fleet.values()].map((member) => [member.party.id, member.party.name]));
    return rows.map((row) => presentRide(row, viewer, { secret, fleet, riderRating, riderNames, events, ratings, charges }));
  }

  const presentOne = async (executor: Executor, row: RideRow, viewer: AuthUser) => (await present(executor, [row], viewer))[0]!;

  /** Both parties (and a driver who just gave the ride up) refetch the ride. */
  function announce(row: RideRow, also: (number | null)[] = []): void {
    const parties = [row.riderId, row.driverId, ...also].filter((id): id is number => id !== null);
    live.publish(parties, { type: 'ride', ride_id: row.id, status: row.status });
  }

  /** Publishing never fails the request: the change is committed already. */
  const afterCommit = (work: () => Promise<void> | void) =>
    Promise.resolve()
      .then(work)
      .catch(() => undefined);

  return { visible, driverOf, present, presentOne, announce, afterCommit };
}

export type RidesContext = ReturnType<typeof createRidesContext>;
