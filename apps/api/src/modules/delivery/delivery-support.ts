import { DELIVERY_MESSAGES as M, type Delivery, type DeliveryUnlockInput } from '@dwa/shared/delivery';
import { applyTransition, canFire } from '@dwa/shared/delivery-rules';
import type { Db } from '@dwa/db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { announceDelivery, type LivePublisher } from './delivery-live';
import type { OrderDeliveries } from './delivery-orders';
import { isHandoverLocked, presentDeliveries } from './delivery-view';
import { findDelivery, insertEvent, resetHandoverTries, updateDelivery } from './delivery.repo';

// Support's way out of a delivery locked by wrong handover codes (ADR 010): `retry` resets the
// count so the courier may enter the code again (e.g. after support has checked with the recipient
// by phone); `cancel` calls the delivery off through the state machine's `support_cancel`. Either is
// a tracking event both parties see, published live after the commit.

export type DeliverySupportDeps = { db: Db; now: () => Date; secret: string; live: LivePublisher; orders: OrderDeliveries };

const withReason = (text: string, reason: string | null) => (reason ? `${text}: ${reason}` : text);

export function createDeliverySupportService(deps: DeliverySupportDeps) {
  const { db, now, secret, live } = deps;

  return {
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
          return { row: updated, later: [] };
        }
        if (!canFire('support_cancel', 'admin') || applyTransition(row.status, 'support_cancel') === null) throw new ConflictError(M.notCancellable);
        const updated = await updateDelivery(tx, row.id, { status: 'cancelled', cancelledAt: at, updatedAt: at });
        await insertEvent(tx, { deliveryId: row.id, status: 'cancelled', description: withReason('Cancelled by support', input.reason), location: null, actorId: admin.id, createdAt: at });
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
