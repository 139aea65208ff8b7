import {
  ACTIVE_STATUSES,
  DELIVERY_DISTANCE_KM,
  DELIVERY_MESSAGES as M,
  HANDOVER_MAX_TRIES,
  type Delivery,
  type DeliveryAdvanceInput,
  type DeliveryListQuery,
  type DeliveryRatingInput,
  type DeliveryRequestInput,
  type DeliveryStats,
  type DeliveryStatus,
  type Job,
  type SupportTicket,
  type SupportTicketInput,
} from '@dwa/shared/delivery';
import { applyTransition, canFire, farePesewas, transitionBetween, type DeliveryActor } from '@dwa/shared/delivery-rules';
import type { Db } from '@dwa/db/client';
import type { RateRule } from '../../config';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import type { Executor } from '@dwa/db/client';
import type { ListingService } from '../listings/listings.service';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import { announceDelivery, type LivePublisher } from './delivery-live';
import { deliveryStats } from './delivery-stats';
import { visibleDelivery } from './delivery-access';
import { isHandoverLocked, presentDeliveries, toJob, toTicket } from './delivery-view';
import { handoverMatches, isHandoverCode, newHandoverNonce } from './handover';
import {
  activeJobsOf,
  addHandoverTry,
  claimJob,
  findDelivery,
  insertDelivery,
  insertEvent,
  insertTicket,
  listDeliveries,
  onlineCourierIds,
  openJobs,
  profilesByIds,
  updateDelivery,
  upsertRating,
  type DeliveryRow,
} from './delivery.repo';

// Deliveries: request, the job board and its accept race, the courier's steps (each a named
// transition of the shared state machine, recorded as a tracking event), handover by code, cancel,
// rating, support tickets and statistics (the chat is delivery-chat.service.ts). Every multi-row write is one transaction; live
// updates are published after it commits.

/** Per-person limits (fixed windows shared by every API process): Report Issue (the chat has its own: delivery-chat.service). */
export type DeliveryLimits = { reportIssue: RateRule };
export type DeliveryDeps = {
  db: Db;
  now: () => Date;
  secret: string;
  live: LivePublisher;
  limiter: RateLimiter;
  limits: DeliveryLimits;
  listings: Pick<ListingService, 'findRef' | 'canSee'>;
};

const JOBS_LIMIT = 50;
const SCOPE_STATUSES: Record<DeliveryListQuery['scope'], readonly DeliveryStatus[] | undefined> = {
  all: undefined,
  active: ACTIVE_STATUSES,
  history: ['delivered', 'cancelled'],
  delivered: ['delivered'],
};

const EVENT_TEXT: Record<DeliveryStatus, (row: DeliveryRow, actorName: string) => { description: string; location: string | null }> = {
  requested: (row) => ({ description: 'Delivery requested', location: row.pickupAddress }),
  accepted: (_row, name) => ({ description: `${name} accepted the job`, location: null }),
  picked_up: (row) => ({ description: 'Package picked up', location: row.pickupAddress }),
  in_transit: (row) => ({ description: `On the way to ${row.deliveryAddress}`, location: null }),
  nearby: (row) => ({ description: 'Courier is nearby', location: row.deliveryAddress }),
  delivered: (row) => ({ description: `Delivered to ${row.recipientName}`, location: row.deliveryAddress }),
  cancelled: (_row, name) => ({ description: `Cancelled by ${name}`, location: null }),
};

function isCourier(user: AuthUser): boolean {
  return user.userType === 'COURIER';
}

/** Who the caller is on the job board (the state machine's `accept` is for couriers). */
function boardActor(user: AuthUser): DeliveryActor {
  return isCourier(user) ? 'courier' : user.userType === 'ADMIN' ? 'admin' : 'customer';
}

/** Why a courier did not get this job: someone else took it, or it was called off. */
const lostJob = (row: DeliveryRow | null) => new ConflictError(row?.status === 'cancelled' ? M.jobCancelled : M.jobTaken);

/** The caller already holds the job (a second press, another tab): answered 200, unless it was cancelled since. */
function heldBy(row: DeliveryRow, user: AuthUser): boolean {
  if (row.courierId !== user.id) return false;
  if (row.status === 'cancelled') throw lostJob(row);
  return true;
}

export function createDeliveryService(deps: DeliveryDeps) {
  const { db, now, secret, live, limiter, limits } = deps;

  const present = async (executor: Executor, row: DeliveryRow, viewer: AuthUser): Promise<Delivery> =>
    (await presentDeliveries(executor, [row], viewer, secret))[0]!;

  const visible = visibleDelivery;

  /** Each party gets the delivery as they may see it (without the handover code: see announceDelivery). */
  const announce = (row: DeliveryRow) => announceDelivery(db, live, secret, row);

  async function announceJobs(): Promise<void> {
    live.publish(await onlineCourierIds(db), { type: 'jobs' });
  }

  /** Publishing never fails the request: the change is committed already. */
  const afterCommit = (work: () => Promise<void>) => work().catch(() => undefined);

  return {
    async create(user: AuthUser, input: DeliveryRequestInput): Promise<Delivery> {
      const at = now();
      const view = await db.transaction(async (tx) => {
        if (input.listing_id !== null) {
          const listing = await deps.listings.findRef(input.listing_id, { tx });
          if (!listing || !deps.listings.canSee(listing, user)) throw ValidationError.single(['body', 'listing_id'], 'Listing not found');
        }
        const row = await insertDelivery(tx, {
          customerId: user.id,
          listingId: input.listing_id,
          itemDescription: input.item_description,
          itemSize: input.item_size,
          pickupAddress: input.pickup_address,
          deliveryAddress: input.delivery_address,
          recipientName: input.recipient_name,
          recipientPhone: input.recipient_phone,
          urgency: input.urgency,
          paymentMethod: input.payment_method,
          farePesewas: farePesewas(input.item_size, input.urgency),
          distanceM: Math.round(DELIVERY_DISTANCE_KM * 1000),
          handoverNonce: newHandoverNonce(),
          createdAt: at,
          updatedAt: at,
        });
        await insertEvent(tx, { deliveryId: row.id, status: 'requested', ...EVENT_TEXT.requested(row, user.name), actorId: user.id, createdAt: at });
        return present(tx, row, user);
      });
      await afterCommit(announceJobs);
      return view;
    },

    async list(user: AuthUser, query: DeliveryListQuery): Promise<{ items: Delivery[]; next_cursor: string | null }> {
      const after = decodePageCursor(query.cursor);
      const rows = await listDeliveries(db, {
        ...(query.role === 'customer' ? { customerId: user.id } : { courierId: user.id }),
        statuses: SCOPE_STATUSES[query.scope],
        ...(after ? { beforeId: after.id } : {}),
        limit: query.limit + 1,
      });
      const page = pageOf(rows, query.limit, (row) => ({ at: null, id: row.id }));
      return { items: await presentDeliveries(db, page.rows, user, secret), next_cursor: page.nextCursor };
    },

    async get(user: AuthUser, id: number): Promise<Delivery> {
      const { row } = await visible(db, id, user);
      return present(db, row, user);
    },

    async cancel(user: AuthUser, id: number): Promise<Delivery> {
      const at = now();
      const { row, wasOpen } = await db.transaction(async (tx) => {
        const { row, role } = await visible(tx, id, user, true);
        if (!canFire('cancel', role === 'customer' ? 'customer' : role === 'admin' ? 'admin' : 'assigned_courier')) throw new ForbiddenError('Only the customer can cancel this delivery.');
        if (applyTransition(row.status, 'cancel') === null) {
          throw new ConflictError(['picked_up', 'in_transit', 'nearby'].includes(row.status) ? M.cancelAfterPickup : M.notCancellable);
        }
        const updated = await updateDelivery(tx, row.id, { status: 'cancelled', cancelledAt: at, updatedAt: at });
        const by = role === 'admin' ? 'support' : 'the customer';
        await insertEvent(tx, { deliveryId: row.id, status: 'cancelled', ...EVENT_TEXT.cancelled(row, by), actorId: user.id, createdAt: at });
        return { row: updated, wasOpen: row.status === 'requested' };
      });
      await afterCommit(async () => {
        await announce(row);
        if (wasOpen) await announceJobs();
      });
      return present(db, row, user);
    },

    async jobs(user: AuthUser): Promise<{ online: boolean; items: Job[] }> {
      if (!isCourier(user)) throw new ForbiddenError(M.notCourier);
      const [profile] = await profilesByIds(db, [user.id]);
      if (!profile?.online) return { online: false, items: [] };
      return { online: true, items: (await openJobs(db, user.id, JOBS_LIMIT)).map(toJob) };
    },

    /**
     * One winner however many press at once. The state machine says whether the job can be taken;
     * the conditional UPDATE is the race guard: it claims the row only while it is still open
     * (PostgreSQL re-checks the WHERE after waiting for a concurrent claim). When it claims nothing,
     * the row is read again (a new snapshot): the caller's own earlier press (another tab) gets 200,
     * everyone else 409.
     */
    async accept(user: AuthUser, id: number): Promise<Delivery> {
      if (!canFire('accept', boardActor(user))) throw new ForbiddenError(M.notCourier);
      const at = now();
      const result = await db.transaction(async (tx) => {
        const current = await findDelivery(tx, id);
        if (!current) throw new NotFoundError(M.notFound);
        if (heldBy(current, user)) return { row: current, won: false };
        if (current.customerId === user.id) throw new ConflictError(M.ownJob);
        if (applyTransition(current.status, 'accept') === null) throw lostJob(current);
        const [profile] = await profilesByIds(tx, [user.id]);
        if (!profile?.online) throw new ConflictError(M.goOnline);
        const claimed = await claimJob(tx, id, user.id, at);
        if (!claimed) {
          const latest = await findDelivery(tx, id);
          if (latest && heldBy(latest, user)) return { row: latest, won: false };
          throw lostJob(latest);
        }
        await insertEvent(tx, { deliveryId: id, status: 'accepted', ...EVENT_TEXT.accepted(claimed, user.name), actorId: user.id, createdAt: at });
        return { row: claimed, won: true };
      });
      if (result.won) {
        await afterCommit(async () => {
          await announce(result.row);
          await announceJobs();
        });
      }
      return present(db, result.row, user);
    },

    /** The assigned courier's next step; delivered needs the recipient's code (tries limited). */
    async advance(user: AuthUser, id: number, input: DeliveryAdvanceInput): Promise<Delivery> {
      const at = now();
      if (input.status === 'delivered' && (!input.handover_code || !isHandoverCode(input.handover_code))) {
        throw new AppError(422, M.codeRequired);
      }
      const outcome = await db.transaction(async (tx) => {
        const { row, role } = await visible(tx, id, user, true);
        if (role !== 'courier') throw new ForbiddenError(M.notAssigned);
        const transition = transitionBetween(row.status, input.status);
        if (!transition || !canFire(transition, 'assigned_courier')) throw new ConflictError(M.badTransition(row.status, input.status));
        if (transition === 'deliver') {
          if (isHandoverLocked(row)) return { kind: 'locked' as const };
          if (!handoverMatches(secret, row.handoverNonce, input.handover_code!)) {
            const tries = await addHandoverTry(tx, row.id);
            return { kind: 'wrong' as const, left: Math.max(HANDOVER_MAX_TRIES - tries, 0) };
          }
        }
        const stamp = input.status === 'picked_up' ? { pickedUpAt: at } : input.status === 'delivered' ? { deliveredAt: at } : {};
        const updated = await updateDelivery(tx, row.id, { status: input.status, updatedAt: at, ...stamp });
        const text = EVENT_TEXT[input.status](row, user.name);
        await insertEvent(tx, {
          deliveryId: row.id,
          status: input.status,
          description: text.description,
          location: input.location || text.location,
          lat: input.lat ?? null,
          lng: input.lng ?? null,
          actorId: user.id,
          createdAt: at,
        });
        return { kind: 'moved' as const, row: updated };
      });
      if (outcome.kind === 'locked') throw new AppError(429, M.codeLocked);
      if (outcome.kind === 'wrong') {
        throw new AppError(422, outcome.left > 0 ? `${M.codeWrong} ${outcome.left} ${outcome.left === 1 ? 'try' : 'tries'} left.` : M.codeLocked);
      }
      await afterCommit(() => announce(outcome.row));
      return present(db, outcome.row, user);
    },

    async rate(user: AuthUser, id: number, input: DeliveryRatingInput): Promise<Delivery> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const { row, role } = await visible(tx, id, user, true);
        if (role !== 'customer') throw new ForbiddenError(M.rateCustomerOnly);
        if (row.status !== 'delivered') throw new ConflictError(M.rateDeliveredOnly);
        await upsertRating(tx, { deliveryId: row.id, customerId: user.id, courierId: row.courierId, stars: input.stars, review: input.review, createdAt: at, updatedAt: at });
        return row;
      });
      await afterCommit(() => announce(row));
      return present(db, row, user);
    },

    async reportIssue(user: AuthUser, id: number, input: SupportTicketInput): Promise<SupportTicket> {
      const { row, role } = await visible(db, id, user);
      if (role === 'admin') throw new ForbiddenError('Only the customer and the courier can report an issue.');
      await limiter.consume(`delivery:issue:u:${user.id}`, limits.reportIssue, M.issueRate);
      return toTicket(await insertTicket(db, { deliveryId: row.id, userId: user.id, category: input.category, message: input.message, createdAt: now() }));
    },

    /** Where the courier is, for the customers of the courier's jobs in progress. */
    async courierMoved(courierId: number, lat: number, lng: number, at: Date): Promise<void> {
      for (const job of await activeJobsOf(db, courierId)) {
        live.publish([job.customerId, courierId], { type: 'delivery_location', delivery_id: job.id, lat, lng, at: at.toISOString() });
      }
    },

    announceJobs,

    stats: (user: AuthUser): Promise<DeliveryStats> => deliveryStats(db, user, now()),
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
