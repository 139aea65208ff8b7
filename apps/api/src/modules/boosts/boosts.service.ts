import { z } from 'zod';
import type { Db, Executor, Tx } from '@dwa/db/client';
import {
  BOOST_DAYS,
  BOOST_KINDS,
  BOOST_MESSAGES as M,
  receiptNumber,
  type Boost,
  type BoostDays,
  type BoostInput,
  type BoostKind,
  type BoostList,
  type BoostPrices,
  type BoostPricesInput,
  type BoostReceipt,
} from '@dwa/shared/boosts';
import { maskPhone } from '@dwa/shared/commerce';
import { pesewasToCedis } from '@dwa/shared/money';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError } from '../../lib/errors';
import { task, type JobQueue } from '../../lib/jobs';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import type { UsersService } from '../accounts/users.service';
import type { MoneyService } from '../ledger/money.service';
import type { ListingService } from '../listings/listings.service';
import type { PaymentRow, PaymentService, Settlement } from '../payments/payments.service';
import {
  boostsOfSeller,
  dueBoosts,
  findBoost,
  insertBoost,
  moveBoost,
  priceRows,
  recentBoosts,
  runningKinds,
  upsertPrice,
  type BoostRow,
} from './boosts.repo';

// Paid boosts (issue 33, ADR 072). A boost's life, each step a named transition:
//   bought     pending: the seller chose kind and days at today's price; a Mobile Money prompt is sent
//   paid       pending -> active: the payment succeeded (once, whatever the webhooks repeat); the
//              listing's badge is set, the money is platform revenue, the end job is enqueued
//   declined   pending -> failed: the payment failed or lapsed (the seller may buy again)
//   ended      active -> ended: the end job (or the sweep) at `ends_at`; the badge goes
//   refunded   active|ended -> refunded: an admin gave the money back (provider refund, ledger reversal)

export type BoostPriceKey = `${BoostKind}:${BoostDays}`;

export type BoostServiceDeps = {
  db: Db;
  now: () => Date;
  jobs: Pick<JobQueue, 'enqueue' | 'handle' | 'every'>;
  payments: Pick<PaymentService, 'provider' | 'open' | 'start' | 'check' | 'latestOfBoosts' | 'refund' | 'onSettled'>;
  money: Pick<MoneyService, 'boost' | 'boostRefunded'>;
  listings: Pick<ListingService, 'findRef' | 'setBoosted' | 'changed'>;
  users: Pick<UsersService, 'find'>;
  audit: Pick<AuditService, 'record'>;
  /** Prices in pesewas until an admin sets their own (config BOOST_PRICE_*). */
  defaultPrices: Record<BoostPriceKey, number>;
};

/** Ends a boost at its end time (enqueued with run_at in the transaction that started it). */
export const END_BOOST = task('boost:end', z.object({ boost_id: z.number().int().positive() }), { maxAttempts: 10, timeoutMs: 20_000 });
/** Hourly: a boost whose end job was lost still ends. */
export const SWEEP_BOOSTS = task('boosts:sweep', z.object({}), { maxAttempts: 1, timeoutMs: 50_000 });

const DAY_MS = 86_400_000;
const LIST_LIMIT = 100;
const PAID: BoostRow['status'][] = ['active', 'ended', 'refunded'];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createBoostService(deps: BoostServiceDeps) {
  const { db, now, jobs, payments, money, listings, users, audit } = deps;

  async function priceList(executor: Executor = db): Promise<Map<BoostPriceKey, number>> {
    const prices = new Map<BoostPriceKey, number>(Object.entries(deps.defaultPrices) as [BoostPriceKey, number][]);
    for (const row of await priceRows(executor)) prices.set(`${row.kind}:${row.days as BoostDays}`, row.amountPesewas);
    return prices;
  }

  function presentPrices(prices: Map<BoostPriceKey, number>): BoostPrices {
    return {
      results: BOOST_KINDS.flatMap((kind) =>
        BOOST_DAYS.map((days) => ({ kind, days, amount: pesewasToCedis(prices.get(`${kind}:${days}`)!), currency: 'GHS' as const })),
      ),
    };
  }

  function present(row: BoostRow, payment: PaymentRow | undefined): Boost {
    return {
      id: row.id,
      listing_id: row.listingId,
      listing_title: row.listingTitle,
      seller_id: row.sellerId,
      kind: row.kind,
      days: row.days,
      amount: pesewasToCedis(row.amountPesewas),
      currency: 'GHS',
      status: row.status,
      starts_at: iso(row.startsAt),
      ends_at: iso(row.endsAt),
      ended_at: iso(row.endedAt),
      refunded_at: iso(row.refundedAt),
      receipt_number: PAID.includes(row.status) ? receiptNumber(row.id) : null,
      payment: payment
        ? {
            id: payment.id,
            status: payment.status,
            network: payment.network,
            phone: maskPhone(payment.phone),
            display_text: payment.status === 'pending' ? payment.displayText : null,
            failure_reason: payment.failureReason,
            expires_at: payment.expiresAt.toISOString(),
          }
        : null,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function presentMany(rows: BoostRow[]): Promise<BoostList> {
    const latest = await payments.latestOfBoosts(rows.map((row) => row.id));
    return { results: rows.map((row) => present(row, latest.get(row.id))) };
  }

  /** The boost, to its seller or an admin; anyone else (and no such boost) gets 404. */
  async function visible(user: AuthUser, id: number): Promise<BoostRow> {
    const row = await findBoost(db, id);
    if (!row || (row.sellerId !== user.id && !isAdmin(user))) throw new NotFoundError(M.notFound);
    return row;
  }

  /**
   * The listing as its running boosts make it, in `tx`, after one started or stopped: a Featured and
   * an Urgent boost run side by side, each to its own end (ADR 076), so one ending leaves the other.
   */
  async function restamp(tx: Tx, listingId: number): Promise<void> {
    // The listing's lock first: two boosts of it starting or ending at once read each other's outcome.
    await listings.findRef(listingId, { tx, forUpdate: true });
    const running = await runningKinds(tx, listingId);
    await listings.setBoosted(tx, listingId, { featured: running.has('featured'), urgent: running.has('urgent') });
  }

  /** active -> ended, in `tx`, when its time is up: what it gave the listing goes. */
  async function end(tx: Tx, id: number, at: Date): Promise<boolean> {
    const ended = await moveBoost(tx, id, ['active'], { status: 'ended', endedAt: at, updatedAt: at }, { endsBy: at });
    if (ended?.listingId) await restamp(tx, ended.listingId);
    return ended !== null;
  }

  jobs.handle(END_BOOST, async ({ boost_id: id }) => {
    const at = now();
    const row = await findBoost(db, id);
    if (!row || row.status !== 'active' || !row.endsAt) return;
    // Run early (another process's clock): come back at the end time.
    if (row.endsAt.getTime() > at.getTime()) {
      await jobs.enqueue(db, END_BOOST, { boost_id: id }, { key: `boost-end:${id}`, runAt: row.endsAt });
      return;
    }
    if (await db.transaction((tx) => end(tx, id, at))) listings.changed();
  });

  async function sweep(): Promise<number> {
    const at = now();
    let ended = 0;
    for (const row of await dueBoosts(db, at, 100)) if (await db.transaction((tx) => end(tx, row.id, at))) ended += 1;
    if (ended > 0) listings.changed();
    return ended;
  }
  jobs.handle(SWEEP_BOOSTS, async () => {
    await sweep();
  });
  jobs.every('17 * * * *', SWEEP_BOOSTS);

  /** The payments hook: a boost's payment settled, in the settling transaction (which runs once per payment). */
  async function onPaymentSettled(tx: Tx, settlement: Settlement): Promise<(() => Promise<void>) | void> {
    const { payment, outcome, at } = settlement;
    if (payment.boostId === null) return;
    const id = payment.boostId;
    if (outcome === 'failed') {
      await moveBoost(tx, id, ['pending'], { status: 'failed', updatedAt: at });
      return;
    }
    const row = await findBoost(tx, id, { forUpdate: true });
    if (!row) return;
    const endsAt = new Date(at.getTime() + row.days * DAY_MS);
    // Starts once: only from pending (a replayed or late success finds it active and changes nothing).
    const started = await moveBoost(tx, id, ['pending'], { status: 'active', startsAt: at, endsAt, updatedAt: at });
    if (!started) return;
    await money.boost(tx, { boostId: id, paymentId: payment.id, amountPesewas: payment.amountPesewas, at });
    if (row.listingId) await restamp(tx, row.listingId);
    await jobs.enqueue(tx, END_BOOST, { boost_id: id }, { key: `boost-end:${id}`, runAt: endsAt });
    return async () => listings.changed();
  }

  return {
    onPaymentSettled,
    /** Ends the boosts whose time is up now (the hourly job; tests call it). */
    sweep,

    prices: async (): Promise<BoostPrices> => presentPrices(await priceList()),

    /** The owner buys a boost for their active listing: a pending boost and its Mobile Money prompt. */
    async buy(user: AuthUser, input: BoostInput): Promise<Boost> {
      if (!payments.provider) throw new ServiceUnavailableError(M.unavailable, 300);
      const at = now();
      let opened: { boost: BoostRow; payment: PaymentRow };
      try {
        opened = await db.transaction(async (tx) => {
          const listing = await listings.findRef(input.listing_id, { tx, forUpdate: true });
          if (!listing || (listing.userId !== user.id && listing.status !== 'active')) throw new NotFoundError(M.listingNotFound);
          if (listing.userId !== user.id) throw new ForbiddenError(M.notOwner);
          if (listing.status !== 'active') throw new ConflictError(M.notActive);
          const amountPesewas = (await priceList(tx)).get(`${input.kind}:${input.days}`)!;
          const boost = await insertBoost(tx, {
            listingId: listing.id,
            listingTitle: listing.title,
            sellerId: user.id,
            kind: input.kind,
            days: input.days,
            amountPesewas,
            status: 'pending',
            createdAt: at,
            updatedAt: at,
          });
          const payment = await payments.open(tx, {
            boostId: boost.id,
            buyerId: user.id,
            amountPesewas,
            network: input.momo_network,
            phone: input.momo_number,
          });
          return { boost, payment };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(M.alreadyBoosted);
        throw error;
      }
      await payments.start(opened.payment, user.email);
      return present((await findBoost(db, opened.boost.id))!, (await payments.latestOfBoosts([opened.boost.id])).get(opened.boost.id));
    },

    /** One boost with its payment; a pending payment is asked about first (someone is watching it). */
    async get(user: AuthUser, id: number): Promise<Boost> {
      let row = await visible(user, id);
      const pending = (await payments.latestOfBoosts([id])).get(id);
      if (row.status === 'pending' && pending?.status === 'pending') {
        await payments.check(pending);
        row = (await findBoost(db, id))!;
      }
      return present(row, (await payments.latestOfBoosts([id])).get(id));
    },

    /** The caller's own boosts, of one listing when asked. */
    list: async (user: AuthUser, listingId: number | undefined): Promise<BoostList> =>
      presentMany(await boostsOfSeller(db, user.id, listingId, LIST_LIMIT)),

    /** The receipt of a paid boost. */
    async receipt(user: AuthUser, id: number): Promise<BoostReceipt> {
      const row = await visible(user, id);
      if (!PAID.includes(row.status) || !row.startsAt) throw new ConflictError(M.notPaid);
      const payment = (await payments.latestOfBoosts([id])).get(id)!;
      const seller = await users.find({ id: row.sellerId });
      return {
        receipt_number: receiptNumber(row.id),
        boost_id: row.id,
        listing_id: row.listingId,
        listing_title: row.listingTitle,
        seller_name: seller?.name ?? '',
        kind: row.kind,
        days: row.days,
        amount: pesewasToCedis(row.amountPesewas),
        currency: 'GHS',
        paid_at: row.startsAt.toISOString(),
        payment_reference: payment.reference,
        network: payment.network,
        phone: maskPhone(payment.phone),
        refunded_at: iso(row.refundedAt),
      };
    },

    adminList: async (): Promise<BoostList> => presentMany(await recentBoosts(db, LIST_LIMIT)),

    /** An admin sets prices (each kind and days given), audited in the same transaction. */
    async setPrices(admin: AuthUser, input: BoostPricesInput): Promise<BoostPrices> {
      const at = now();
      await db.transaction(async (tx) => {
        const before = await priceList(tx);
        for (const price of input.prices) {
          const amountPesewas = Math.round(price.amount * 100);
          await upsertPrice(tx, { kind: price.kind, days: price.days, amountPesewas, updatedAt: at, updatedBy: admin.id });
          await audit.record(tx, {
            actor: admin,
            action: 'boost_price.set',
            targetType: 'boost_price',
            targetId: BOOST_KINDS.indexOf(price.kind) * 100 + price.days,
            before: { kind: price.kind, days: price.days, amount: pesewasToCedis(before.get(`${price.kind}:${price.days}`)!) },
            after: { kind: price.kind, days: price.days, amount: pesewasToCedis(amountPesewas) },
            at,
          });
        }
      });
      return presentPrices(await priceList());
    },

    /**
     * An admin refunds a paid boost: the money back through the provider (a job of this
     * transaction), the ledger's boost transfer reversed, the boost ends (its badge goes). Audited.
     */
    async refund(admin: AuthUser, id: number): Promise<Boost> {
      const at = now();
      const wasActive = await db.transaction(async (tx) => {
        const row = await findBoost(tx, id, { forUpdate: true });
        if (!row) throw new NotFoundError(M.notFound);
        if (row.status !== 'active' && row.status !== 'ended') throw new ConflictError(M.notRefundable);
        const payment = (await payments.latestOfBoosts([id], tx)).get(id);
        if (!payment || payment.status !== 'succeeded') throw new ConflictError(M.notRefundable);
        await moveBoost(tx, id, ['active', 'ended'], {
          status: 'refunded',
          refundedAt: at,
          refundedBy: admin.id,
          endedAt: row.endedAt ?? at,
          updatedAt: at,
        });
        if (row.status === 'active' && row.listingId) await restamp(tx, row.listingId);
        await money.boostRefunded(tx, id, at);
        await payments.refund(tx, payment, row.amountPesewas, `boost:${id}`);
        await audit.record(tx, {
          actor: admin,
          action: 'boost.refunded',
          targetType: 'boost',
          targetId: id,
          before: { status: row.status, amount: pesewasToCedis(row.amountPesewas) },
          after: { status: 'refunded' },
          at,
        });
        return row.status === 'active';
      });
      if (wasActive) listings.changed();
      const row = (await findBoost(db, id))!;
      return present(row, (await payments.latestOfBoosts([id])).get(id));
    },
  };
}

export type BoostService = ReturnType<typeof createBoostService>;
