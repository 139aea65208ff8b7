import { randomBytes } from 'node:crypto';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor, Tx } from '@dwa/db/client';
import { deliveries, ledgerTransfers, orders } from '@dwa/db/schema';
import { cedisToPesewas, formatGhc, pesewasToCedis } from '@dwa/shared/money';
import { IDEMPOTENCY_KEY } from '@dwa/shared/commerce';
import {
  PAYOUT_MESSAGES as M,
  PAYOUT_METHOD_HOLD_HOURS,
  maskAccount,
  type AdminPayout,
  type Earnings,
  type Movement,
  type Payout,
  type PayoutDestinationInput,
  type PayoutMethod,
  type PayoutMethodInput,
  type PayoutRequest,
  type Wallet,
} from '@dwa/shared/payouts';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../lib/errors';
import { task, type JobQueue } from '../../lib/jobs';
import type { RateLimiter } from '../../lib/rate-limit';
import type { RateRule } from '../../config';
import type { AuthUser } from '../../plugins/auth';
import type { UsersService } from '../accounts/users.service';
import type { AuditService } from '../audit/audit.service';
import type { LedgerService, PayableKind } from '../ledger/ledger.service';
import type { MoneyService } from '../ledger/money.service';
import type { MailService } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { PaymentService } from '../payments/payments.service';
import type { PayoutDestination, PayoutProvider, TransferEvent, TransferOutcome } from '../payments/payments.service';
import {
  findByIdempotencyKey,
  findPayout,
  findPayoutByReference,
  insertPayout,
  methodOf,
  movePayout,
  payoutTotals,
  payoutsOf,
  recordPayoutEvent,
  saveMethod,
  scheduledCandidates,
  setHold,
  unsettledPayouts,
  type PayoutMethodRow,
  type PayoutRow,
} from './payouts.repo';

// Money out (issue 31, ADR 057). A person's payable (seller's or courier's) is paid to their payout
// method by the provider's transfer: on request, or weekly by schedule. A payout moves the money from
// the payable to "on its way" in the same transaction as the payout row, under the payable's lock, so
// ten requests at once pay once; the transfer is a job, idempotent by the payout's reference, and
// its final answer (send, poll or webhook, each applied once) pays it, or gives the money back to the
// wallet (failed, or reversed after being paid). A changed payout method asks for the password again
// and holds payouts for 24 hours. Admins may hold a payout before it is sent, and release it.

export const SEND_PAYOUT = task('payout:send', z.object({ payout_id: z.number().int().positive() }), { maxAttempts: 10, timeoutMs: 30_000 });
export const CHECK_PAYOUT = task('payout:check', z.object({ payout_id: z.number().int().positive() }), { maxAttempts: 5, timeoutMs: 20_000 });
export const WEEKLY_PAYOUTS = task('payouts:weekly', z.object({}), { maxAttempts: 3, timeoutMs: 10 * 60_000 });
export const SWEEP_PAYOUTS = task('payouts:sweep', z.object({}), { maxAttempts: 1, timeoutMs: 10 * 60_000 });

const WALLET_ACCOUNT: Record<Wallet, PayableKind> = { seller: 'seller_payable', courier: 'courier_payable' };
const cursorOf = (value: string | undefined) => (value === undefined ? undefined : Number(value));

export type PayoutsDeps = {
  db: Db;
  now: () => Date;
  ledger: Pick<LedgerService, 'post' | 'balance' | 'statement'>;
  /** Posts what the provider kept of a paid transfer. */
  money: Pick<MoneyService, 'providerFee'>;
  /** The provider's money out; null on a server with none (production without a provider). */
  provider: PayoutProvider | null;
  payments: Pick<PaymentService, 'onTransferEvent'>;
  passwords: { verify: (password: string, stored: string) => Promise<boolean> };
  users: Pick<UsersService, 'find'>;
  jobs: Pick<JobQueue, 'enqueue' | 'handle' | 'every'>;
  audit: Pick<AuditService, 'record'>;
  notifications: Pick<NotificationService, 'notify'>;
  mail: Pick<MailService, 'queue'>;
  limiter: RateLimiter;
  methodLimit: RateRule;
  minimumPesewas: number;
};

function inputDestination(input: PayoutDestinationInput): PayoutDestination {
  if (input.kind === 'bank') return { kind: 'bank', bankCode: input.bank_code, accountNumber: input.account_number };
  const digits = input.number.replace(/\D/g, '');
  const local = digits.startsWith('233') ? `0${digits.slice(3)}` : digits;
  if (!/^0\d{9}$/.test(local)) throw ValidationError.single(['body', 'number'], M.number);
  return { kind: 'momo', network: input.network, number: local };
}

export function presentPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    wallet: row.wallet,
    amount: pesewasToCedis(row.amountPesewas),
    currency: 'GHS',
    status: row.status,
    destination: { kind: row.destination.kind, label: row.destination.label, account_name: row.destination.accountName },
    failure_reason: row.failureReason,
    held: row.heldAt !== null,
    requested_by: row.requestedBy,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

function presentMethod(row: PayoutMethodRow, at: Date): PayoutMethod {
  return {
    kind: row.kind,
    network: row.network,
    bank_code: row.bankCode,
    bank_name: row.bankName,
    account_number: maskAccount(row.kind, row.accountNumber),
    account_name: row.accountName,
    payouts_held_until: row.heldUntil && row.heldUntil > at ? row.heldUntil.toISOString() : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createPayoutsService(deps: PayoutsDeps) {
  const { db, now, ledger, provider } = deps;

  const requireProvider = (): PayoutProvider => {
    if (!provider) throw new ConflictError(M.noProvider);
    return provider;
  };

  /** Calls the provider; an unreachable one is a 503 the person may try again. */
  async function reach<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch {
      throw new ServiceUnavailableError(M.providerDown, 60);
    }
  }

  async function tell(tx: Executor, payout: PayoutRow, title: string, body: string, at: Date) {
    await deps.notifications.notify(tx, { userId: payout.userId, kind: 'payout', title, body, link: `/earnings?wallet=${payout.wallet}`, data: { payout_id: payout.id, status: payout.status }, at });
    const person = await deps.users.find({ id: payout.userId }, tx);
    if (person) await deps.mail.queue(tx, { to: person.email, subject: `Dwa: ${title}`, text: `${body}\n\nYour earnings: /earnings?wallet=${payout.wallet}` });
  }

  /**
   * Applies the provider's word on a payout's transfer, once per answer (`eventKey`): paid, or the
   * money back in the wallet (failed, or reversed after being paid); still on its way: checked later.
   */
  async function settle(payoutId: number, outcome: TransferOutcome, eventKey: string): Promise<PayoutRow | null> {
    const at = now();
    return db.transaction(async (tx) => {
      const payout = await findPayout(tx, payoutId, { forUpdate: true });
      if (!payout) return null;
      if (!(await recordPayoutEvent(tx, { payoutId, eventKey, status: outcome.status, payload: outcome.raw ?? {}, createdAt: at }))) return payout;
      const payable = { kind: WALLET_ACCOUNT[payout.wallet], userId: payout.userId } as const;
      const amount = payout.amountPesewas;
      if (outcome.status === 'pending') {
        const moved = await movePayout(tx, payoutId, ['pending'], { status: 'processing', transferCode: outcome.transferCode ?? payout.transferCode, updatedAt: at });
        await deps.jobs.enqueue(tx, CHECK_PAYOUT, { payout_id: payoutId }, { key: `payout-check:${payoutId}`, runAt: new Date(at.getTime() + 60_000) });
        return moved ?? payout;
      }
      if (outcome.status === 'succeeded') {
        const moved = await movePayout(tx, payoutId, ['pending', 'processing'], { status: 'paid', paidAt: at, transferCode: outcome.transferCode ?? payout.transferCode, updatedAt: at });
        if (!moved) return payout;
        await ledger.post(tx, {
          kind: 'payout_paid',
          key: `payout-paid:${payoutId}`,
          payoutId,
          at,
          postings: [
            { account: { kind: 'payouts_in_transit' }, amount },
            { account: { kind: 'provider_clearing' }, amount: -amount },
          ],
        });
        await deps.money.providerFee(tx, { payoutId }, { feePesewas: outcome.feePesewas ?? 0, at });
        await tell(tx, moved, `${formatGhc(pesewasToCedis(amount))} paid out`, `Your payout of ${formatGhc(pesewasToCedis(amount))} was sent to ${moved.destination.label} (${moved.destination.accountName}).`, at);
        return moved;
      }
      const reason = outcome.failureReason ?? (outcome.status === 'reversed' ? 'The transfer was reversed.' : 'The transfer failed.');
      if (outcome.status === 'reversed' && payout.status === 'paid') {
        const moved = await movePayout(tx, payoutId, ['paid'], { status: 'reversed', failureReason: reason, updatedAt: at });
        if (!moved) return payout;
        await ledger.post(tx, {
          kind: 'payout_returned',
          key: `payout-reversed:${payoutId}`,
          payoutId,
          at,
          memo: reason,
          postings: [
            { account: { kind: 'provider_clearing' }, amount },
            { account: payable, amount: -amount },
          ],
        });
        await tell(tx, moved, 'A payout came back', `Your payout of ${formatGhc(pesewasToCedis(amount))} was reversed (${reason}). The money is back in your earnings.`, at);
        return moved;
      }
      // Failed (or reversed before we heard it was paid): nothing left Dwa; the money goes back.
      const moved = await movePayout(tx, payoutId, ['pending', 'processing'], { status: 'failed', failureReason: reason, updatedAt: at });
      if (!moved) return payout;
      await ledger.post(tx, {
        kind: 'payout_returned',
        key: `payout-returned:${payoutId}`,
        payoutId,
        at,
        memo: reason,
        postings: [
          { account: { kind: 'payouts_in_transit' }, amount },
          { account: payable, amount: -amount },
        ],
      });
      await tell(tx, moved, 'A payout did not go through', `Your payout of ${formatGhc(pesewasToCedis(amount))} failed (${reason}). The money is back in your earnings: check your payout details and try again.`, at);
      return moved;
    });
  }

  /** The payout's transfer, sent once (a repeat with the same reference is the same transfer). */
  async function send(payoutId: number): Promise<void> {
    const payout = await findPayout(db, payoutId);
    if (!payout || payout.status !== 'pending' || payout.heldAt) return;
    const outcome = await requireProvider().transfer({
      reference: payout.reference,
      amountPesewas: payout.amountPesewas,
      recipientCode: payout.destination.recipientCode,
      reason: `Dwa payout #${payout.id}`,
    });
    await settle(payoutId, outcome, outcome.status === 'pending' ? 'send:pending' : `final:${outcome.status}`);
  }

  async function check(payoutId: number): Promise<void> {
    const payout = await findPayout(db, payoutId);
    if (!payout || (payout.status !== 'processing' && payout.status !== 'paid') || !provider) return;
    const outcome = await provider.verifyTransfer(payout.reference);
    if (outcome.status === 'pending') {
      const age = now().getTime() - payout.createdAt.getTime();
      const wait = age < 3_600_000 ? 5 * 60_000 : 60 * 60_000;
      await deps.jobs.enqueue(db, CHECK_PAYOUT, { payout_id: payoutId }, { key: `payout-check:${payoutId}`, runAt: new Date(now().getTime() + wait) });
      return;
    }
    // A paid payout is only ever checked for a later reversal; an unchanged answer was applied already.
    await settle(payoutId, outcome, `final:${outcome.status}`);
  }

  /** Creates a payout of `amountPesewas` (all that is available when undefined), in its own transaction. */
  async function create(userId: number, wallet: Wallet, amountPesewas: number | undefined, options: { idempotencyKey: string | null; requestedBy: PayoutRow['requestedBy'] }): Promise<{ payout: PayoutRow; created: boolean }> {
    const at = now();
    return db.transaction(async (tx) => {
      if (options.idempotencyKey) {
        const earlier = await findByIdempotencyKey(tx, userId, options.idempotencyKey);
        if (earlier) {
          if (earlier.wallet !== wallet || (amountPesewas !== undefined && earlier.amountPesewas !== amountPesewas)) throw ValidationError.single(['header', 'idempotency-key'], M.idempotencyReused);
          return { payout: earlier, created: false };
        }
      }
      const payable = { kind: WALLET_ACCOUNT[wallet], userId } as const;
      // The payable's lock: requests for the same wallet wait for each other, and each sees what the one before took.
      const available = -(await ledger.balance(tx, payable, { lock: true })).balancePesewas;
      const method = await methodOf(tx, userId);
      if (!method) throw new ConflictError(M.noMethod);
      if (method.heldUntil && method.heldUntil > at) throw new ConflictError(M.methodHeld);
      const amount = amountPesewas ?? available;
      if (amount < deps.minimumPesewas) {
        throw amountPesewas === undefined && available < deps.minimumPesewas
          ? new ConflictError(M.notEnough(formatGhc(pesewasToCedis(Math.max(0, available)))))
          : ValidationError.single(['body', 'amount'], M.belowMinimum(formatGhc(pesewasToCedis(deps.minimumPesewas))));
      }
      if (amount > available) throw new ConflictError(M.notEnough(formatGhc(pesewasToCedis(Math.max(0, available)))));
      const payout = await insertPayout(tx, {
        userId,
        wallet,
        amountPesewas: amount,
        reference: `dwa-po-${randomBytes(10).toString('hex')}`,
        idempotencyKey: options.idempotencyKey,
        requestedBy: options.requestedBy,
        destination: { kind: method.kind, label: method.kind === 'momo' ? `${method.network} ${maskAccount('momo', method.accountNumber)}` : `${method.bankName ?? method.bankCode} ${maskAccount('bank', method.accountNumber)}`, accountName: method.accountName, recipientCode: method.recipientCode },
        createdAt: at,
        updatedAt: at,
      });
      await ledger.post(tx, {
        kind: 'payout',
        key: `payout:${payout.id}`,
        payoutId: payout.id,
        at,
        postings: [
          { account: payable, amount },
          { account: { kind: 'payouts_in_transit' }, amount: -amount },
        ],
      });
      await deps.jobs.enqueue(tx, SEND_PAYOUT, { payout_id: payout.id }, { key: `payout:${payout.id}` });
      return { payout, created: true };
    });
  }

  /**
   * Held money a person will get, before commission: a seller's share of their paid orders not yet
   * released (what the buyer paid less the delivery fee, which is the courier's: the items less
   * their promos, as `splitSale` shares it), a courier's fares of the paid orders they delivered.
   */
  async function heldFor(userId: number, wallet: Wallet): Promise<number> {
    const released = (orderId: typeof orders.id) =>
      notExists(
        db
          .select({ one: sql`1` })
          .from(ledgerTransfers)
          .where(and(eq(ledgerTransfers.orderId, orderId), inArray(ledgerTransfers.kind, ['release', 'refund', 'refund_after_release']))),
      );
    const charged = (orderId: typeof orders.id) => sql`EXISTS (SELECT 1 FROM ${ledgerTransfers} WHERE ${ledgerTransfers.orderId} = ${orderId} AND ${ledgerTransfers.kind} = 'charge')`;
    const rows =
      wallet === 'seller'
        ? await db
            .select({
              total: sql<string>`coalesce(sum(${orders.totalPesewas} - CASE WHEN ${orders.deliveryMethod} = 'courier' THEN LEAST(${orders.deliveryFeePesewas}, ${orders.totalPesewas}) ELSE 0 END), 0)`,
            })
            .from(orders)
            .where(and(eq(orders.sellerId, userId), eq(orders.paymentMethod, 'momo'), charged(orders.id), released(orders.id)))
        : await db
            .select({ total: sql<string>`coalesce(sum(${deliveries.farePesewas}), 0)` })
            .from(deliveries)
            .innerJoin(orders, eq(orders.id, deliveries.orderId))
            .where(and(eq(deliveries.courierId, userId), eq(deliveries.status, 'delivered'), eq(orders.paymentMethod, 'momo'), charged(orders.id), released(orders.id)));
    return Number(rows[0]?.total ?? 0);
  }

  async function earningsOf(userId: number, wallet: Wallet, cursor: string | undefined, limit: number): Promise<Earnings> {
    const payable = { kind: WALLET_ACCOUNT[wallet], userId } as const;
    const balance = await ledger.balance(db, payable);
    const rows = await ledger.statement(db, payable, cursorOf(cursor), limit + 1);
    const page = rows.slice(0, limit);
    const totals = await payoutTotals(db, userId, wallet);
    const movements: Movement[] = page.map((row) => ({
      id: row.postingId,
      kind: row.kind,
      amount: pesewasToCedis(-row.amountPesewas),
      order_id: row.orderId,
      ride_id: row.rideId,
      payout_id: row.payoutId,
      memo: row.memo,
      created_at: row.createdAt.toISOString(),
    }));
    return {
      wallet,
      available: pesewasToCedis(-balance.balancePesewas),
      held: pesewasToCedis(await heldFor(userId, wallet)),
      in_transit: pesewasToCedis(totals.inTransit),
      paid_out: pesewasToCedis(totals.paid),
      currency: 'GHS',
      minimum_payout: pesewasToCedis(deps.minimumPesewas),
      movements,
      next_cursor: rows.length > limit ? String(page.at(-1)!.postingId) : null,
    };
  }

  deps.jobs.handle(SEND_PAYOUT, ({ payout_id: id }) => send(id));
  deps.jobs.handle(CHECK_PAYOUT, ({ payout_id: id }) => check(id));
  deps.jobs.handle(SWEEP_PAYOUTS, async () => {
    for (const payout of await unsettledPayouts(db, new Date(now().getTime() - 10 * 60_000), 200)) {
      if (payout.status === 'pending') await send(payout.id);
      else await check(payout.id);
    }
  });
  deps.jobs.handle(WEEKLY_PAYOUTS, async () => {
    const at = now();
    const week = `${at.getUTCFullYear()}-${Math.floor((at.getTime() - Date.UTC(at.getUTCFullYear(), 0, 1)) / (7 * 86_400_000))}`;
    for (const { userId } of await scheduledCandidates(db, at)) {
      for (const wallet of ['seller', 'courier'] as const) {
        const available = -(await ledger.balance(db, { kind: WALLET_ACCOUNT[wallet], userId })).balancePesewas;
        if (available < deps.minimumPesewas) continue;
        await create(userId, wallet, undefined, { idempotencyKey: `weekly-${week}-${wallet}`, requestedBy: 'schedule' }).catch(() => undefined);
      }
    }
  });
  deps.jobs.every('0 6 * * 1', WEEKLY_PAYOUTS);
  deps.jobs.every('23 * * * *', SWEEP_PAYOUTS);
  deps.payments.onTransferEvent(async (event: TransferEvent) => {
    const payout = await findPayoutByReference(db, event.reference);
    if (payout) await settle(payout.id, event.outcome, `webhook:${event.eventKey}`);
  });

  return {
    banks: async () => ({ results: await reach(() => requireProvider().banks()) }),

    /** The account holder's name for a destination, for the person to confirm before saving it. */
    async resolve(user: AuthUser, input: PayoutDestinationInput): Promise<{ account_name: string }> {
      await deps.limiter.consume(`payout-resolve:${user.id}`, { limit: 20, windowMs: 3_600_000 }, (minutes) => `Too many tries. Please try again in ${minutes} minutes.`);
      const destination = inputDestination(input);
      const found = await reach(() => requireProvider().resolveAccount(destination));
      if (!found) throw ValidationError.single(['body', input.kind === 'momo' ? 'number' : 'account_number'], M.unknownAccount);
      return { account_name: found.accountName };
    },

    async method(user: AuthUser): Promise<{ method: PayoutMethod | null }> {
      const row = await methodOf(db, user.id);
      return { method: row ? presentMethod(row, now()) : null };
    },

    /** Saves where to be paid, after the password; a change holds payouts for 24 hours and is told to the person. */
    async saveMethod(user: AuthUser, input: PayoutMethodInput): Promise<{ method: PayoutMethod }> {
      await deps.limiter.consume(`payout-method:${user.id}`, deps.methodLimit, (minutes) => `Too many tries. Please try again in ${minutes} minutes.`);
      const person = await deps.users.find({ id: user.id });
      if (!person || !(await deps.passwords.verify(input.password, person.passwordHash))) throw ValidationError.single(['body', 'password'], M.wrongPassword);
      const payouts = requireProvider();
      const destination = inputDestination(input);
      const found = await reach(() => payouts.resolveAccount(destination));
      if (!found) throw ValidationError.single(['body', input.kind === 'momo' ? 'number' : 'account_number'], M.unknownAccount);
      const { recipientCode } = await reach(() => payouts.createRecipient(destination, found.accountName));
      const bankName = destination.kind === 'bank' ? ((await reach(() => payouts.banks())).find((bank) => bank.code === destination.bankCode)?.name ?? null) : null;
      const at = now();
      const row = await db.transaction(async (tx: Tx) => {
        const before = await methodOf(tx, user.id);
        const saved = await saveMethod(tx, {
          userId: user.id,
          kind: destination.kind,
          network: destination.kind === 'momo' ? destination.network : null,
          bankCode: destination.kind === 'bank' ? destination.bankCode : null,
          bankName,
          accountNumber: destination.kind === 'momo' ? destination.number : destination.accountNumber,
          accountName: found.accountName,
          recipientCode,
          // The first method pays at once; a change waits a day, in case someone else made it.
          heldUntil: before ? new Date(at.getTime() + PAYOUT_METHOD_HOLD_HOURS * 3_600_000) : null,
          createdAt: at,
          updatedAt: at,
        });
        if (before) {
          const title = 'Your payout details changed';
          const body = `Payouts now go to ${found.accountName} (${maskAccount(destination.kind, saved.accountNumber)}). For your safety they resume in 24 hours. If you did not make this change, change your password and contact support now.`;
          await deps.notifications.notify(tx, { userId: user.id, kind: 'payout', title, body, link: '/earnings', data: {}, at });
          await deps.mail.queue(tx, { to: person.email, subject: `Dwa: ${title}`, text: body });
        }
        return saved;
      });
      return { method: presentMethod(row, at) };
    },

    earnings: (user: AuthUser, query: { wallet: Wallet; cursor?: string; limit: number }) => earningsOf(user.id, query.wallet, query.cursor, query.limit),

    /** A payout on request (Idempotency-Key: the same key answers the same payout). */
    async request(user: AuthUser, key: string | undefined, input: PayoutRequest): Promise<{ created: boolean; payout: Payout }> {
      if (!key || !IDEMPOTENCY_KEY.test(key)) throw ValidationError.single(['header', 'idempotency-key'], M.idempotencyKey);
      requireProvider();
      const amount = input.amount === undefined ? undefined : cedisToPesewas(input.amount);
      if (amount === null) throw ValidationError.single(['body', 'amount'], M.amount);
      const { payout, created } = await create(user.id, input.wallet, amount, { idempotencyKey: key, requestedBy: 'person' });
      return { created, payout: presentPayout(payout) };
    },

    async list(user: AuthUser, query: { cursor?: string; limit: number }) {
      const rows = await payoutsOf(db, { userId: user.id, before: cursorOf(query.cursor), limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return { results: page.map((row) => presentPayout(row.payout)), next_cursor: rows.length > query.limit ? String(page.at(-1)!.payout.id) : null };
    },

    async find(user: AuthUser, id: number): Promise<Payout> {
      const row = await findPayout(db, id);
      if (!row || row.userId !== user.id) throw new NotFoundError(M.payoutNotFound);
      return presentPayout(row);
    },

    // ---- the admin console ----

    async adminList(query: { status?: PayoutRow['status']; held?: 'true' | 'false'; user_id?: number; cursor?: string; limit: number }) {
      const rows = await payoutsOf(db, { userId: query.user_id, status: query.status, held: query.held === undefined ? undefined : query.held === 'true', before: cursorOf(query.cursor), limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return { results: page.map(({ payout, user }): AdminPayout => ({ ...presentPayout(payout), user, held_reason: payout.heldReason, reference: payout.reference })), next_cursor: rows.length > query.limit ? String(page.at(-1)!.payout.id) : null };
    },

    /** Holds a payout that has not been sent; audit-logged. */
    async hold(admin: AuthUser, id: number, reason: string): Promise<Payout> {
      const at = now();
      const held = await db.transaction(async (tx) => {
        const row = await findPayout(tx, id, { forUpdate: true });
        if (!row) throw new NotFoundError(M.payoutNotFound);
        const moved = await setHold(tx, id, { heldAt: at, heldReason: reason, updatedAt: at }, ['pending']);
        if (!moved) throw new ConflictError(M.cannotHold);
        await deps.audit.record(tx, { actor: admin, action: 'payout.hold', targetType: 'payout', targetId: id, before: { held: row.heldAt !== null }, after: { held: true }, reason, at });
        return moved;
      });
      return presentPayout(held);
    },

    /** Releases a held payout: it is sent now; audit-logged. */
    async release(admin: AuthUser, id: number): Promise<Payout> {
      const at = now();
      const released = await db.transaction(async (tx) => {
        const row = await findPayout(tx, id, { forUpdate: true });
        if (!row) throw new NotFoundError(M.payoutNotFound);
        if (!row.heldAt || row.status !== 'pending') throw new ConflictError(M.notHeld);
        const moved = (await setHold(tx, id, { heldAt: null, heldReason: null, updatedAt: at }, ['pending']))!;
        await deps.jobs.enqueue(tx, SEND_PAYOUT, { payout_id: id }, { key: `payout:${id}` });
        await deps.audit.record(tx, { actor: admin, action: 'payout.release', targetType: 'payout', targetId: id, before: { held: true, reason: row.heldReason }, after: { held: false }, at });
        return moved;
      });
      return presentPayout(released);
    },

    /** A person's ledger, for an admin: their wallet's balance and every movement. */
    async personLedger(userId: number, query: { wallet: Wallet; cursor?: string; limit: number }) {
      const person = await deps.users.find({ id: userId });
      if (!person) throw new NotFoundError('User not found.');
      return { ...(await earningsOf(userId, query.wallet, query.cursor, query.limit)), user: { id: person.id, name: person.name, email: person.email } };
    },

    /** Development only: the sandbox settles a payout's transfer now, as its dashboard would. */
    async devOutcome(id: number, status: 'succeeded' | 'failed' | 'reversed', force: (reference: string, status: 'succeeded' | 'failed' | 'reversed') => TransferOutcome | null): Promise<Payout> {
      const row = await findPayout(db, id);
      if (!row) throw new NotFoundError(M.payoutNotFound);
      if (row.status === 'pending' && !row.heldAt) await send(id);
      const outcome = force(row.reference, status);
      if (!outcome) throw new ConflictError('The sandbox has not sent this payout (it is held, or was sent by another process).');
      return presentPayout((await settle(id, outcome, `dev:${status}`)) ?? row);
    },

    settle,
    send,
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
