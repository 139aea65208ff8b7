import type { LockedDeliveriesPage, LockedDeliveriesQuery } from '@dwa/shared/admin';
import {
  DELIVERY_MESSAGES as M,
  DELIVERY_STATUSES,
  HANDOVER_MAX_TRIES,
  type Delivery,
  type DeliveryUnlockInput,
} from '@dwa/shared/delivery';
import { applyTransition, canFire } from '@dwa/shared/delivery-rules';
import type { Db } from '@dwa/db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import { announceDelivery, type LivePublisher } from './delivery-live';
import type { OrderDeliveries } from './delivery-orders';
import { isHandoverLocked, presentDeliveries } from './delivery-view';
import {
  findDelivery,
  insertEvent,
  listLockedDeliveries,
  partiesByIds,
  resetHandoverTries,
  updateDelivery,
  type DeliveryRow,
} from './delivery.repo';

// Support's way out of a delivery locked by wrong handover codes (ADR 010): `retry` resets the
// count so the courier may enter the code again (e.g. after support has checked with the recipient
// by phone); `cancel` calls the delivery off through the state machine's `support_cancel`. Either is
// a tracking event both parties see, published live after the commit, and one audit row. Admins list
// the locked deliveries to act on.

export type DeliverySupportDeps = {
  db: Db;
  now: () => Date;
  secret: string;
  live: LivePublisher;
  orders: OrderDeliveries;
  audit: Pick<AuditService, 'record'>;
};

/** The statuses a handover code is entered in: a delivery there with every try used is locked. */
const HANDOVER_STATUSES = DELIVERY_STATUSES.filter((status) => applyTransition(status, 'deliver') !== null);

const withReason = (text: string, reason: string | null) => (reason ? `${text}: ${reason}` : text);

export function createDeliverySupportService(deps: DeliverySupportDeps) {
  const { db, now, secret, live } = deps;

  const audited = (
    tx: Parameters<AuditService['record']>[0],
    admin: AuthUser,
    before: DeliveryRow,
    after: DeliveryRow,
    input: DeliveryUnlockInput,
    at: Date,
  ) =>
    deps.audit.record(tx, {
      actor: admin,
      action: 'delivery.unlocked',
      targetType: 'delivery',
      targetId: before.id,
      before: { status: before.status, handover_tries: before.handoverTries },
      after: { status: after.status, handover_tries: after.handoverTries, action: input.action },
      reason: input.reason ?? null,
      at,
    });

  return {
    /** Deliveries locked by wrong handover codes, newest first (what `unlock` acts on). */
    async locked(query: LockedDeliveriesQuery): Promise<LockedDeliveriesPage> {
      const after = decodePageCursor(query.cursor);
      const rows = await listLockedDeliveries(db, {
        statuses: HANDOVER_STATUSES,
        minTries: HANDOVER_MAX_TRIES,
        beforeId: after?.id,
        limit: query.limit + 1,
      });
      const page = pageOf(rows, query.limit, (row) => ({ at: null, id: row.id }));
      const parties = new Map(
        (
          await partiesByIds(db, [
            ...new Set(page.rows.flatMap((row) => (row.courierId ? [row.customerId, row.courierId] : [row.customerId]))),
          ])
        ).map((p) => [p.id, p]),
      );
      const party = (id: number | null) => {
        const found = id === null ? undefined : parties.get(id);
        return found ? { id: found.id, name: found.name, phone: found.phone } : null;
      };
      return {
        results: page.rows.map((row) => ({
          id: row.id,
          status: row.status,
          customer: party(row.customerId) ?? { id: row.customerId, name: '', phone: null },
          courier: party(row.courierId),
          pickup_address: row.pickupAddress,
          delivery_address: row.deliveryAddress,
          recipient_name: row.recipientName,
          locked_at: row.updatedAt.toISOString(),
          attempts: row.handoverTries,
        })),
        next_cursor: page.nextCursor,
      };
    },

    async unlock(admin: AuthUser, id: number, input: DeliveryUnlockInput): Promise<Delivery> {
      if (admin.userType !== 'ADMIN') throw new ForbiddenError('Only admins can unlock a delivery.');
      const at = now();
      const { row, later } = await db.transaction(async (tx) => {
        const row = await findDelivery(tx, id, { forUpdate: true });
        if (!row) throw new NotFoundError(M.notFound);
        if (!isHandoverLocked(row)) throw new ConflictError(M.notLocked);
        if (input.action === 'retry') {
          const updated = await resetHandoverTries(tx, row.id, at);
          const description = withReason('Support reset the handover code tries; the courier can enter the code again', input.reason);
          await insertEvent(tx, { deliveryId: row.id, status: row.status, description, location: null, actorId: admin.id, createdAt: at });
          await audited(tx, admin, row, updated, input, at);
          return { row: updated, later: [] };
        }
        if (!canFire('support_cancel', 'admin') || applyTransition(row.status, 'support_cancel') === null)
          throw new ConflictError(M.notCancellable);
        const updated = await updateDelivery(tx, row.id, { status: 'cancelled', cancelledAt: at, updatedAt: at });
        await insertEvent(tx, {
          deliveryId: row.id,
          status: 'cancelled',
          description: withReason('Cancelled by support', input.reason),
          location: null,
          actorId: admin.id,
          createdAt: at,
        });
        await audited(tx, admin, row, updated, input, at);
        return { row: updated, later: await deps.orders.orderChanged(tx, updated, at) };
      });
      await announceDelivery(db, live, secret, row).catch(() => undefined);
      for (const effect of later) await effect().catch(() => undefined);
      const [view] = await presentDeliveries(db, [row], admin, secret);
      return view!;
    },
  };
}

export type DeliverySupportService = ReturnType<typeof createDeliverySupportService>;
