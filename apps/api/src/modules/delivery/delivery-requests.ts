import { orderNumber } from '@dwa/shared/orders-rules';
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
  type DeliveryEarnings,
  type DeliveryStats,
  type DeliveryStatus,
  type SupportTicket,
  type SupportTicketInput,
} from '@dwa/shared/delivery';
import { applyTransition, canFire, farePesewas, transitionBetween } from '@dwa/shared/delivery-rules';
import { AppError, ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { AuthUser } from '../../plugins/auth';
import { visibleDelivery as visible } from './delivery-access';
import type { DeliveryContext, DeliveryDeps } from './delivery-context';
import { EVENT_TEXT } from './event-text';
import { ORDER_DELIVERY_MESSAGES } from './delivery-orders';
import { deliveryEarnings, deliveryStats } from './delivery-stats';
import { isHandoverLocked, presentDeliveries, toTicket } from './delivery-view';
import { handoverMatches, isHandoverCode, newHandoverNonce } from './handover';
import { addHandoverTry, insertDelivery, insertEvent, insertTicket, listDeliveries, updateDelivery, upsertRating } from './delivery.repo';

// A delivery's life from the customer's request: listed and read by its parties, cancelled before
// pickup, moved along by the assigned courier (each step a named transition of the shared state
// machine, recorded as a tracking event), handed over by code, rated; Report Issue; statistics.

const SCOPE_STATUSES: Record<DeliveryListQuery['scope'], readonly DeliveryStatus[] | undefined> = {
  all: undefined,
  active: ACTIVE_STATUSES,
  history: ['delivered', 'cancelled'],
  delivered: ['delivered'],
};

export function createRequestActions(deps: DeliveryDeps, context: DeliveryContext) {
  const { db, now, secret, limiter, limits } = deps;
  const { present, announce, announceJobs, afterCommit } = context;

  return {
    async create(user: AuthUser, input: DeliveryRequestInput): Promise<Delivery> {
      const at = now();
      const view = await db.transaction(async (tx) => {
        if (input.listing_id !== null) {
          const listing = await deps.listings.findRef(input.listing_id, { tx });
          if (!listing || !deps.listings.canSee(listing, user)) throw ValidationError.single(['body', 'listing_id'], 'Listing not found');
        }
        const fare = farePesewas(input.item_size, input.urgency);
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
          farePesewas: fare,
          // The customer pays the fare at the door, in cash or by Mobile Money.
          collectPesewas: fare,
          distanceM: Math.round(DELIVERY_DISTANCE_KM * 1000),
          handoverNonce: newHandoverNonce(),
          createdAt: at,
          updatedAt: at,
        });
        await insertEvent(tx, {
          deliveryId: row.id,
          status: 'requested',
          ...EVENT_TEXT.requested(row, user.name),
          actorId: user.id,
          createdAt: at,
        });
        await announceJobs(tx);
        return present(tx, row, user);
      });
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
      const { row, later } = await db.transaction(async (tx) => {
        const { row, role } = await visible(tx, id, user, true);
        if (row.orderId !== null && role === 'customer') throw new ConflictError(ORDER_DELIVERY_MESSAGES.customerCancel);
        if (!canFire('cancel', role === 'customer' ? 'customer' : role === 'admin' ? 'admin' : 'assigned_courier'))
          throw new ForbiddenError('Only the customer can cancel this delivery.');
        if (applyTransition(row.status, 'cancel') === null) {
          throw new ConflictError(['picked_up', 'in_transit', 'nearby'].includes(row.status) ? M.cancelAfterPickup : M.notCancellable);
        }
        const updated = await updateDelivery(tx, row.id, { status: 'cancelled', cancelledAt: at, updatedAt: at });
        const by = role === 'admin' ? 'support' : 'the customer';
        await insertEvent(tx, {
          deliveryId: row.id,
          status: 'cancelled',
          ...EVENT_TEXT.cancelled(row, by),
          actorId: user.id,
          createdAt: at,
        });
        // The courier holding the job is told even if their dashboard is closed (the live frame only reaches an open tab).
        if (row.courierId !== null && row.courierId !== user.id) {
          await deps.notifications.notify(tx, {
            userId: row.courierId,
            kind: 'delivery',
            notice: {
              key: 'deliveryJobCancelled',
              params: {
                item: row.itemDescription,
                delivery:
                  row.orderId === null
                    ? { word: 'deliveryName', values: { id: row.id } }
                    : { word: 'orderName', values: { number: orderNumber(row.orderId) } },
              },
            },
            link: `/delivery-request?tab=track&id=${row.id}`,
            data: { delivery_id: row.id, status: 'cancelled' },
            at,
          });
        }
        if (row.status === 'requested') await announceJobs(tx);
        return { row: updated, later: await deps.orders.orderChanged(tx, updated, at) };
      });
      await afterCommit(() => announce(row));
      for (const effect of later) await afterCommit(effect);
      return present(db, row, user);
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
            const tries = await addHandoverTry(tx, row.id, at);
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
        return { kind: 'moved' as const, row: updated, later: await deps.orders.orderChanged(tx, updated, at) };
      });
      if (outcome.kind === 'locked') throw new AppError(429, M.codeLocked);
      if (outcome.kind === 'wrong') {
        throw new AppError(
          422,
          outcome.left > 0 ? `${M.codeWrong} ${outcome.left} ${outcome.left === 1 ? 'try' : 'tries'} left.` : M.codeLocked,
        );
      }
      await afterCommit(() => announce(outcome.row));
      for (const effect of outcome.later) await afterCommit(effect);
      return present(db, outcome.row, user);
    },

    async rate(user: AuthUser, id: number, input: DeliveryRatingInput): Promise<Delivery> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const { row, role } = await visible(tx, id, user, true);
        if (role !== 'customer') throw new ForbiddenError(M.rateCustomerOnly);
        if (row.status !== 'delivered') throw new ConflictError(M.rateDeliveredOnly);
        await upsertRating(tx, {
          deliveryId: row.id,
          customerId: user.id,
          courierId: row.courierId,
          stars: input.stars,
          review: input.review,
          createdAt: at,
          updatedAt: at,
        });
        return row;
      });
      await afterCommit(() => announce(row));
      return present(db, row, user);
    },

    async reportIssue(user: AuthUser, id: number, input: SupportTicketInput): Promise<SupportTicket> {
      const { row, role } = await visible(db, id, user);
      if (role === 'admin') throw new ForbiddenError('Only the customer and the courier can report an issue.');
      await limiter.consume(`delivery:issue:u:${user.id}`, limits.reportIssue, M.issueRate);
      return toTicket(
        await insertTicket(db, { deliveryId: row.id, userId: user.id, category: input.category, message: input.message, createdAt: now() }),
      );
    },

    stats: (user: AuthUser): Promise<DeliveryStats> => deliveryStats(db, user, now()),

    earnings: (user: AuthUser): Promise<DeliveryEarnings> => deliveryEarnings(db, deps.ledger, user, now()),
  };
}
