import type { Db, Executor, Tx } from '@dwa/db/client';
import {
  DISPUTE_MESSAGES as M,
  type Dispute,
  type DisputeOpenInput,
  type DisputeReason,
  type DisputeResolveInput,
} from '@dwa/shared/disputes';
import { cedisToPesewas, pesewasToCedis } from '@dwa/shared/money';
import { orderNumber } from '@dwa/shared/orders-rules';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { PrivateStorage } from '../../lib/private-storage';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { NoticeKey, NoticeParams, NoticeWord } from '../mail/mail.service';
import type { OrdersService } from '../orders/orders.service';
import type { PaymentService } from '../payments/payments.service';
import {
  findDispute,
  findMessage,
  insertDispute,
  insertMessage,
  listDisputes,
  messagesOf,
  namesOf,
  openDisputeOf,
  updateDispute,
  type DisputeRow,
} from './disputes.repo';
import { storeEvidence, type DisputePhoto } from './dispute-photos';

// Buyer protection (issue 31, ADR 057). A buyer disputes a paid order until its money is released
// (not received, not as described, damaged); while the dispute is open the release waits (orders'
// money registers a hold). Both sides, and admins, add messages and photos (kept in private storage,
// answered only to them). An admin resolves it: a full or partial refund through the provider (a
// job), the rest released to the seller, or all released. Every step tells both sides; the decision
// is audit-logged.

type Role = Dispute['my_role'];
/** What a dispute needs of the order's money (orders/order-money.ts). */
export type DisputeMoney = {
  held: (tx: Tx, order: NonNullable<Awaited<ReturnType<OrdersService['row']>>>) => Promise<boolean>;
  resolveDispute: (
    tx: Tx,
    order: NonNullable<Awaited<ReturnType<OrdersService['row']>>>,
    input: { disputeId: number; paymentId: number | null; refundPesewas: number },
    at: Date,
  ) => Promise<void>;
};

export type DisputesDeps = {
  db: Db;
  now: () => Date;
  orders: Pick<OrdersService, 'row'>;
  money: DisputeMoney;
  payments: Pick<PaymentService, 'ofCheckout' | 'refund'>;
  files: PrivateStorage;
  notifications: Pick<NotificationService, 'notify'>;
  mail: Pick<MailService, 'queue'>;
  audit: Pick<AuditService, 'record'>;
  people: { find: (target: { id: number }, tx?: Executor) => Promise<{ email: string; locale: string } | undefined> };
};

const cursorOf = (value: string | undefined) => (value === undefined ? undefined : Number(value));
export type { DisputePhoto };

/** A dispute's reason in the seller's notice, in their language. */
const REASON_WORD: Record<DisputeReason, NoticeWord> = {
  not_received: 'reasonNotReceived',
  not_as_described: 'reasonNotAsDescribed',
  damaged: 'reasonDamaged',
};

export function createDisputesService(deps: DisputesDeps) {
  const { db, now, files } = deps;

  function roleOf(row: DisputeRow, user: AuthUser): Role | null {
    if (row.buyerId === user.id) return 'buyer';
    if (row.sellerId === user.id) return 'seller';
    return isAdmin(user) ? 'admin' : null;
  }

  async function visible(executor: Executor, id: number, user: AuthUser, forUpdate = false): Promise<{ row: DisputeRow; role: Role }> {
    const row = await findDispute(executor, id, { forUpdate });
    const role = row ? roleOf(row, user) : null;
    if (!row || !role) throw new NotFoundError(M.notFound);
    return { row, role };
  }

  async function present(executor: Executor, row: DisputeRow, role: Role): Promise<Dispute> {
    const order = await deps.orders.row(executor as Tx, row.orderId);
    const names = await namesOf(executor, [row.buyerId, row.sellerId]);
    const messages = await messagesOf(executor, row.id);
    return {
      id: row.id,
      order_id: row.orderId,
      order_number: orderNumber(row.orderId),
      order_total: pesewasToCedis(order?.totalPesewas ?? 0),
      reason: row.reason,
      status: row.status,
      refund: row.refundPesewas === null ? null : pesewasToCedis(row.refundPesewas),
      resolution_note: row.resolutionNote,
      my_role: role,
      buyer: { id: row.buyerId, name: names.get(row.buyerId) ?? 'Buyer' },
      seller: { id: row.sellerId, name: names.get(row.sellerId) ?? 'Seller' },
      messages: messages.map(({ message, authorName }) => ({
        id: message.id,
        role: message.role,
        author_name: message.role === 'admin' ? null : authorName,
        body: message.body,
        photos: message.photoKeys.map((_key, index) => `/api/v1/disputes/${row.id}/messages/${message.id}/photos/${index}`),
        created_at: message.createdAt.toISOString(),
      })),
      created_at: row.createdAt.toISOString(),
      resolved_at: row.resolvedAt?.toISOString() ?? null,
    };
  }

  /** Tells the other side (or both, for an admin's word) in the bell and by mail, in `tx`, each in their language (ADR 076). */
  async function tell(tx: Tx, row: DisputeRow, to: ('buyer' | 'seller')[], key: NoticeKey, params: NoticeParams, at: Date) {
    const notice = { key, params: { number: orderNumber(row.orderId), ...params } };
    for (const side of to) {
      const userId = side === 'buyer' ? row.buyerId : row.sellerId;
      await deps.notifications.notify(tx, {
        userId,
        kind: 'dispute',
        notice,
        link: `/disputes/${row.id}`,
        data: { dispute_id: row.id, order_id: row.orderId, status: row.status },
        at,
      });
      const person = await deps.people.find({ id: userId }, tx);
      if (person)
        await deps.mail.queue(tx, {
          to: person.email,
          locale: person.locale,
          template: 'notice',
          notice,
          action: { kind: 'dispute', url: `/disputes/${row.id}` },
        });
    }
  }

  return {
    /** The buyer disputes a paid order whose money is still held: its release waits until an admin decides. */
    async open(user: AuthUser, orderId: number, input: DisputeOpenInput, photos: DisputePhoto[]): Promise<Dispute> {
      const keys = await storeEvidence(files, photos);
      const at = now();
      try {
        return await db.transaction(async (tx) => {
          const order = await deps.orders.row(tx, orderId, { forUpdate: true });
          if (!order || order.buyerId !== user.id) throw new NotFoundError('Order not found');
          if (await openDisputeOf(tx, orderId)) throw new ConflictError(M.alreadyOpen);
          if (!(await deps.money.held(tx, order))) throw new ConflictError(M.notDisputable);
          const row = await insertDispute(tx, {
            orderId,
            buyerId: order.buyerId,
            sellerId: order.sellerId,
            reason: input.reason,
            createdAt: at,
            updatedAt: at,
          });
          if (!row) throw new ConflictError(M.alreadyOpen);
          await insertMessage(tx, {
            disputeId: row.id,
            authorId: user.id,
            role: 'buyer',
            body: input.body,
            photoKeys: keys,
            createdAt: at,
          });
          await tell(tx, row, ['seller'], 'disputeOpened', { reason: { word: REASON_WORD[input.reason] } }, at);
          return present(tx, row, 'buyer');
        });
      } catch (error) {
        await files.remove(keys).catch(() => undefined);
        throw error;
      }
    },

    async find(user: AuthUser, id: number): Promise<Dispute> {
      const { row, role } = await visible(db, id, user);
      return present(db, row, role);
    },

    /** The caller's disputes (as buyer or seller), or every one for an admin's queue. */
    async list(user: AuthUser, query: { status?: DisputeRow['status']; cursor?: string; limit: number }, everyone = false) {
      const rows = await listDisputes(db, {
        partyId: everyone ? undefined : user.id,
        status: query.status,
        before: cursorOf(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const results = [];
      for (const row of page) {
        const { messages: _messages, ...summary } = await present(db, row, roleOf(row, user) ?? 'admin');
        results.push(summary);
      }
      return { results, next_cursor: rows.length > query.limit ? String(page.at(-1)!.id) : null };
    },

    /** A message (and photos) from a side or an admin, while the dispute is open. */
    async message(user: AuthUser, id: number, body: string, photos: DisputePhoto[]): Promise<Dispute> {
      await visible(db, id, user);
      const keys = await storeEvidence(files, photos);
      const at = now();
      try {
        return await db.transaction(async (tx) => {
          const { row, role } = await visible(tx, id, user, true);
          if (row.status !== 'open') throw new ConflictError(M.closed);
          await insertMessage(tx, { disputeId: row.id, authorId: user.id, role, body, photoKeys: keys, createdAt: at });
          const others =
            role === 'buyer' ? (['seller'] as const) : role === 'seller' ? (['buyer'] as const) : (['buyer', 'seller'] as const);
          await tell(tx, row, [...others], 'disputeMessage', { message: body.slice(0, 200) }, at);
          await updateDispute(tx, row.id, { updatedAt: at });
          return present(tx, row, role);
        });
      } catch (error) {
        await files.remove(keys).catch(() => undefined);
        throw error;
      }
    },

    /** A photo of a message, for the parties and admins only (never a public address). */
    async photo(user: AuthUser, id: number, messageId: number, index: number): Promise<Buffer> {
      await visible(db, id, user);
      const message = await findMessage(db, id, messageId);
      const key = message?.photoKeys[index];
      const data = key ? await files.get(key) : null;
      if (!data) throw new NotFoundError('Photo not found');
      return data;
    },

    /** An admin decides: all or part refunded through the provider, the rest (or all) released; audit-logged. */
    async resolve(admin: AuthUser, id: number, input: DisputeResolveInput): Promise<Dispute> {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await findDispute(tx, id, { forUpdate: true });
        if (!row) throw new NotFoundError(M.notFound);
        if (row.status !== 'open') throw new ConflictError(M.closed);
        const order = (await deps.orders.row(tx, row.orderId, { forUpdate: true }))!;
        let refund = 0;
        if (input.resolution === 'refund') refund = order.totalPesewas;
        if (input.resolution === 'partial_refund') {
          const asked = cedisToPesewas(input.amount!);
          if (asked === null || asked <= 0 || asked >= order.totalPesewas) throw ValidationError.single(['body', 'amount'], M.amount);
          refund = asked;
        }
        const paid = (await deps.payments.ofCheckout(tx, order.checkoutId)).find((payment) => payment.status === 'succeeded') ?? null;
        const status = refund === 0 ? 'released' : refund === order.totalPesewas ? 'refunded' : 'partly_refunded';
        // Closed first: the money is no longer held by it.
        const resolved = (await updateDispute(tx, row.id, {
          status,
          refundPesewas: refund || null,
          resolutionNote: input.note,
          resolvedBy: admin.id,
          resolvedAt: at,
          updatedAt: at,
        }))!;
        await deps.money.resolveDispute(tx, order, { disputeId: row.id, paymentId: paid?.id ?? null, refundPesewas: refund }, at);
        if (refund > 0 && paid) await deps.payments.refund(tx, paid, refund, `dispute:${row.id}`);
        await insertMessage(tx, { disputeId: row.id, authorId: admin.id, role: 'admin', body: input.note, createdAt: at });
        await deps.audit.record(tx, {
          actor: admin,
          action: 'dispute.resolve',
          targetType: 'dispute',
          targetId: row.id,
          before: { status: row.status },
          after: { status, refund_pesewas: refund },
          reason: input.note,
          at,
        });
        const outcome = refund === 0 ? 'disputeReleased' : status === 'partly_refunded' ? 'disputePartlyRefunded' : 'disputeRefunded';
        await tell(tx, resolved, ['buyer', 'seller'], outcome, { amount: { pesewas: refund }, note: input.note }, at);
        return present(tx, resolved, 'admin');
      });
    },

    /** Whether an order's money waits for a dispute (orders' money asks before releasing it). */
    holds: async (tx: Tx, orderId: number): Promise<boolean> => (await openDisputeOf(tx, orderId)) !== null,
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
