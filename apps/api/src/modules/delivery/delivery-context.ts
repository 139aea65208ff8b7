import { z } from 'zod';
import type { Db, Executor } from '@dwa/db/client';
import type { Delivery } from '@dwa/shared/delivery';
import type { RateRule } from '../../config';
import { task, type JobQueue } from '../../lib/jobs';
import type { LedgerService } from '../ledger/ledger.service';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import type { ListingService } from '../listings/listings.service';
import type { NotificationService } from '../notifications/notifications.service';
import { announceDelivery, type LivePublisher } from './delivery-live';
import type { OrderDeliveries } from './delivery-orders';
import { presentDeliveries } from './delivery-view';
import { onlineCourierIds, type DeliveryRow } from './delivery.repo';

// What the requests (delivery-requests.ts) and the job board (delivery-jobs.ts) share: their
// dependencies, the text of each tracking event, and how a change is presented and published.

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
  /** Deliveries that carry shop orders, and the orders module's hook (delivery-orders.ts). */
  orders: OrderDeliveries;
  /** Tells a person in their notifications (the bell), in the transaction of the change. */
  notifications: Pick<NotificationService, 'notify'>;
  /** The job queue: the job board's announcement runs as a job of the change's transaction (ADR 056). */
  jobs: Pick<JobQueue, 'enqueue' | 'handle'>;
  /** The ledger: the dashboard's earnings are the courier's payable (ADR 057). */
  ledger: Pick<LedgerService, 'courierEarnings'>;
};

/** Online couriers are told to read the job board again; one waiting announcement stands for any number. */
export const ANNOUNCE_JOBS = task('delivery:announce', z.object({}), { maxAttempts: 3, timeoutMs: 10_000 });

export function createDeliveryContext(deps: DeliveryDeps) {
  const { db, secret, live } = deps;
  deps.jobs.handle(ANNOUNCE_JOBS, async () => live.publish(await onlineCourierIds(db), { type: 'jobs' }));

  const present = async (executor: Executor, row: DeliveryRow, viewer: AuthUser): Promise<Delivery> =>
    (await presentDeliveries(executor, [row], viewer, secret))[0]!;

  /** Each party gets the delivery as they may see it (without the handover code: see announceDelivery). */
  const announce = (row: DeliveryRow) => announceDelivery(db, live, secret, row);

  /** Online couriers refetch the job board, once `executor`'s transaction has committed (a job). */
  const announceJobs = (executor: Executor) => deps.jobs.enqueue(executor, ANNOUNCE_JOBS, {}, { key: 'delivery:announce' });

  /** Publishing never fails the request: the change is committed already. */
  const afterCommit = (work: () => Promise<void>) => work().catch(() => undefined);

  return { present, announce, announceJobs, afterCommit };
}

export type DeliveryContext = ReturnType<typeof createDeliveryContext>;
