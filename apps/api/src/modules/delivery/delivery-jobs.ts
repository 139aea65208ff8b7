import { DELIVERY_MESSAGES as M, type Delivery, type Job } from '@dwa/shared/delivery';
import { applyTransition, canFire, type DeliveryActor } from '@dwa/shared/delivery-rules';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { DeliveryContext, DeliveryDeps } from './delivery-context';
import { EVENT_TEXT } from './event-text';
import { toJob } from './delivery-view';
import { activeJobsOf, claimJob, findDelivery, insertEvent, openJobs, profilesByIds, type DeliveryRow } from './delivery.repo';

// The job board: open requests for online couriers, the accept race (one winner), and where a
// courier on the job is, for their customers.

const JOBS_LIMIT = 50;

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

export function createJobBoard(deps: DeliveryDeps, context: DeliveryContext) {
  const { db, now, live } = deps;
  const { present, announce, announceJobs, afterCommit } = context;

  return {
    async jobs(user: AuthUser): Promise<{ online: boolean; items: Job[] }> {
      if (!isCourier(user)) throw new ForbiddenError(M.notCourier);
      const [profile] = await profilesByIds(db, [user.id]);
      if (!profile?.online) return { online: false, items: [] };
      return { online: true, items: (await openJobs(db, user.id, JOBS_LIMIT, profile.areas)).map(toJob) };
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
        if (heldBy(current, user)) return { row: current, won: false, later: [] };
        if (current.customerId === user.id) throw new ConflictError(M.ownJob);
        if (applyTransition(current.status, 'accept') === null) throw lostJob(current);
        const [profile] = await profilesByIds(tx, [user.id]);
        if (!profile?.online) throw new ConflictError(M.goOnline);
        const claimed = await claimJob(tx, id, user.id, at);
        if (!claimed) {
          const latest = await findDelivery(tx, id);
          if (latest && heldBy(latest, user)) return { row: latest, won: false, later: [] };
          throw lostJob(latest);
        }
        await insertEvent(tx, {
          deliveryId: id,
          status: 'accepted',
          ...EVENT_TEXT.accepted(claimed, user.name),
          actorId: user.id,
          createdAt: at,
        });
        await announceJobs(tx);
        return { row: claimed, won: true, later: await deps.orders.orderChanged(tx, claimed, at) };
      });
      if (result.won) {
        await afterCommit(() => announce(result.row));
        for (const effect of result.later) await afterCommit(effect);
      }
      return present(db, result.row, user);
    },

    /** Where the courier is, for the customers of the courier's jobs in progress. */
    async courierMoved(courierId: number, lat: number, lng: number, at: Date): Promise<void> {
      for (const job of await activeJobsOf(db, courierId)) {
        live.publish([job.customerId, courierId], { type: 'delivery_location', delivery_id: job.id, lat, lng, at: at.toISOString() });
      }
    },

    announceJobs,
  };
}
