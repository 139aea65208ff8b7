import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Executor, Tx } from '@dwa/db/client';
import { COMMERCE_MESSAGES as M, maskPhone, type MomoNetwork, type Payment } from '@dwa/shared/commerce';
import { pesewasToCedis } from '@dwa/shared/money';
import type { RealtimeEvent } from '@dwa/shared/realtime';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { job, task, type JobQueue, type JobSpec } from '../../lib/jobs';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import type { PaymentProvider, ProviderOutcome } from './payment-provider';
import { createPaymentRefunds } from './payment-refunds';
import type { TransferEvent } from './payout-provider';
import { sandboxReference } from './sandbox-provider';
import {
  findPayment,
  findPaymentByReference,
  insertPayment,
  lapsedPayments,
  latestOf,
  paymentsOfCheckout,
  paymentsOfRide,
  pendingPayments,
  recordEvent,
  showPending,
  settlePayment,
  type PaymentRow,
} from './payments.repo';

// Mobile Money payments: one record per attempt, every provider answer (the charge, status polls,
// webhooks) applied once, and an append-only ledger. A payment settles exactly once: the conditional
// update from `pending` decides, so a replayed or late event never pays twice; a success that comes
// after the payment was given up (its orders lapsed or were cancelled) is refunded, never applied.
// A payment pays a checkout's orders, a ride's fare or a listing's boost (ADR 072); what a settlement means for them is the orders
// and rides modules' business: each registers with `onSettled` and looks only at its own payments.
// Refunds (a decided refund's job, a stray success given back) are in payment-refunds.ts.

export type { PaymentRow };
export type { PayoutDestination, PayoutProvider, ProviderRecord, TransferEvent, TransferOutcome } from './payout-provider';

/** A payment that settled; `feePesewas` is what the provider kept of a success (0 when it said nothing). */
export type Settlement = { payment: PaymentRow; outcome: 'succeeded' | 'failed'; at: Date; feePesewas: number };
/** Runs in the settling transaction; what it answers runs once that transaction committed. */
type SettledHandler = (tx: Tx, settlement: Settlement) => Promise<(() => Promise<void>) | void>;

export type PaymentServiceDeps = {
  db: Db;
  now: () => Date;
  /** null when no provider is configured (production without PAYSTACK_SECRET_KEY): cash only. */
  provider: PaymentProvider | null;
  publish: (userIds: number[], event: RealtimeEvent) => void;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How long the payer has to approve the prompt. */
  promptTtlMs?: number;
  /** Each pending payment is checked by a job until it settles or lapses (ADR 056). */
  jobs: Pick<JobQueue, 'enqueue' | 'enqueueMany' | 'handle' | 'every'>;
};

/** Asks the provider where a pending payment stands, or fails it once its prompt lapsed; again later while pending. */
export const CHECK_PAYMENT = task('payment:check', z.object({ payment_id: z.number().int().positive() }), {
  maxAttempts: 5,
  timeoutMs: 20_000,
});
/** Every minute: lapsed prompts fail and pending ones are asked about (a safety net behind the checks and webhooks). */
export const SWEEP_PAYMENTS = task('payments:sweep', z.object({}), { maxAttempts: 1, timeoutMs: 50_000 });

/** The next check of a pending payment: often while the payer is likely at the prompt, then less. */
export function nextCheckDelayMs(ageMs: number): number {
  if (ageMs < 60_000) return 5_000;
  if (ageMs < 5 * 60_000) return 15_000;
  return 60_000;
}

export const PROMPT_TTL_MS = 3 * 60_000;
const SWEEP_BATCH = 50;
const TIMEOUT_REASON = 'The prompt was not approved in time.';

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, now, provider, publish, log } = deps;
  const promptTtlMs = deps.promptTtlMs ?? PROMPT_TTL_MS;
  const handlers: SettledHandler[] = [];
  const transferHandlers: ((event: TransferEvent) => Promise<void>)[] = [];
  const refunds = createPaymentRefunds(deps);

  /** Paystack allows letters, digits, '-', '.' and '='; the sandbox reads the test number from its own form. */
  function reference(phone: string): string {
    const random = randomBytes(9).toString('hex');
    return provider?.name === 'sandbox' ? sandboxReference(phone, random) : `dwa-${random}`;
  }

  /** A provider's success for another amount than we asked (a tampered or mixed-up event) is not applied. */
  function amountMismatch(payment: PaymentRow, outcome: ProviderOutcome): boolean {
    const data = (outcome.raw?.data ?? outcome.raw) as Record<string, unknown> | undefined;
    const amount = data?.amount;
    return outcome.status === 'succeeded' && typeof amount === 'number' && amount !== payment.amountPesewas;
  }

  function announce(payment: PaymentRow) {
    publish([payment.buyerId], { type: 'payment', payment_id: payment.id, status: payment.status });
  }

  /**
   * Applies a provider's answer once. `eventKey` identifies the answer (a webhook's event, a poll's
   * final status), so a replay finds its event recorded and changes nothing. Answers the payment as
   * this call settled it (no caller need read it again), or null when it did not settle it.
   */
  async function settle(
    paymentId: number,
    outcome: ProviderOutcome,
    source: 'webhook' | 'poll' | 'charge' | 'system',
    eventKey: string,
  ): Promise<PaymentRow | null> {
    if (outcome.status === 'pending') return null;
    const at = now();
    const result = await db.transaction(async (tx) => {
      const payment = await findPayment(tx, paymentId, { forUpdate: true });
      if (!payment) return null;
      const fresh = await recordEvent(tx, {
        paymentId,
        source,
        eventKey,
        status: outcome.status,
        payload: outcome.raw ?? {},
        createdAt: at,
      });
      if (!fresh) return null;
      if (amountMismatch(payment, outcome)) {
        log.error({ paymentId, eventKey }, 'a payment success for another amount was ignored');
        return null;
      }
      const settled = await settlePayment(tx, paymentId, ['pending'], {
        status: outcome.status === 'succeeded' ? 'succeeded' : 'failed',
        failureReason: outcome.status === 'failed' ? (outcome.failureReason ?? 'The payment was declined.') : null,
        settledAt: at,
        updatedAt: at,
      });
      if (!settled)
        return {
          stray: outcome.status === 'succeeded' && (payment.status === 'cancelled' || payment.status === 'failed') ? payment : null,
        };
      const later: (() => Promise<void>)[] = [];
      for (const handler of handlers) {
        const feePesewas = outcome.status === 'succeeded' ? (outcome.feePesewas ?? 0) : 0;
        const effect = await handler(tx, { payment: settled, outcome: outcome.status as 'succeeded' | 'failed', at, feePesewas });
        if (effect) later.push(effect);
      }
      return { settled, later };
    });
    if (result?.settled) {
      announce(result.settled);
      for (const effect of result.later ?? [])
        await effect().catch((error: unknown) => log.error({ err: error, paymentId }, 'after-payment work failed'));
    }
    if (result && 'stray' in result && result.stray) await refunds.refundStray(result.stray);
    return result?.settled ?? null;
  }

  /**
   * Asks the provider where a pending payment stands (or times it out) and applies the answer: the
   * payment as it settled it, or null (still pending, or settled by someone else meanwhile).
   */
  async function refresh(payment: PaymentRow): Promise<PaymentRow | null> {
    if (payment.status !== 'pending' || !provider) return null;
    if (payment.expiresAt.getTime() <= now().getTime())
      return settle(payment.id, { status: 'failed', failureReason: TIMEOUT_REASON }, 'system', 'timeout');
    try {
      const outcome = await provider.verify(payment.reference, payment.createdAt);
      return await settle(payment.id, outcome, 'poll', `poll:${outcome.status}`);
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, 'payment status poll failed; will ask again');
      return null;
    }
  }

  /**
   * The next check of a payment, in `executor`'s transaction; never after its prompt lapsed (that
   * check fails it). `also`: the caller's own jobs of that transaction, enqueued with it in one statement.
   */
  async function scheduleCheck(executor: Executor, payment: PaymentRow, at: Date, also: readonly JobSpec[] = []): Promise<void> {
    const next = Math.min(at.getTime() + nextCheckDelayMs(at.getTime() - payment.createdAt.getTime()), payment.expiresAt.getTime() + 1000);
    const check = job(CHECK_PAYMENT, { payment_id: payment.id }, { key: `payment:${payment.id}`, runAt: new Date(next) });
    await deps.jobs.enqueueMany(executor, [check, ...also]);
  }

  deps.jobs.handle(CHECK_PAYMENT, async ({ payment_id: id }) => {
    const payment = await findPayment(db, id);
    if (!payment || payment.status !== 'pending' || !provider) return;
    // Settled by this check: nothing more to ask. Otherwise read again (a webhook may have settled it).
    if (await refresh(payment)) return;
    const after = await findPayment(db, id);
    if (after?.status === 'pending') await scheduleCheck(db, after, now());
  });

  async function sweep(): Promise<void> {
    for (const payment of await lapsedPayments(db, now(), SWEEP_BATCH)) await refresh(payment);
    for (const payment of await pendingPayments(db, SWEEP_BATCH)) await refresh(payment);
  }
  deps.jobs.handle(SWEEP_PAYMENTS, sweep);
  deps.jobs.every('* * * * *', SWEEP_PAYMENTS);

  return {
    provider: provider?.name ?? null,

    /** The provider's money out (payouts), when it has one. */
    payouts: provider?.payouts ?? null,
    /** The provider's record of what moved, for the reconciliation (null: it keeps none). */
    records: provider?.records ? (from: Date, to: Date) => provider.records!(from, to) : null,
    /** What the payouts module does with a transfer event from the provider's webhook. */
    onTransferEvent(handler: (event: TransferEvent) => Promise<void>): void {
      transferHandlers.push(handler);
    },

    /** What orders (and rides) do when a payment settles, in the settling transaction. */
    onSettled(handler: SettledHandler): void {
      handlers.push(handler);
    },

    /**
     * A new attempt for a checkout, a ride or a boost, in its transaction; `start` sends the prompt
     * once it has committed. `also`: jobs of the caller's transaction, enqueued with the payment's
     * first check in one statement.
     */
    async open(
      tx: Executor,
      input: ({ checkoutId: number } | { rideId: number } | { boostId: number }) & {
        buyerId: number;
        amountPesewas: number;
        network: MomoNetwork;
        phone: string;
      },
      also: readonly JobSpec[] = [],
    ): Promise<PaymentRow> {
      const at = now();
      const payment = await insertPayment(tx, {
        ...input,
        provider: provider?.name ?? 'sandbox',
        reference: reference(input.phone),
        status: 'pending',
        displayText: 'Sending the payment prompt to your phone...',
        expiresAt: new Date(at.getTime() + promptTtlMs),
        createdAt: at,
        updatedAt: at,
      });
      if (provider) await scheduleCheck(tx, payment, at, also);
      else await deps.jobs.enqueueMany(tx, also);
      return payment;
    },

    /** Sends the prompt. A provider that cannot be reached leaves the attempt pending: polls ask again until it lapses. */
    async start(payment: PaymentRow, email: string): Promise<PaymentRow> {
      if (!provider) return payment;
      try {
        const outcome = await provider.charge({
          reference: payment.reference,
          amountPesewas: payment.amountPesewas,
          email,
          phone: payment.phone,
          network: payment.network,
        });
        if (outcome.status === 'pending') {
          const shown = await showPending(db, payment.id, outcome.displayText ?? 'Approve the prompt on your phone.', {
            paymentId: payment.id,
            source: 'charge',
            eventKey: 'charge',
            status: 'pending',
            payload: outcome.raw ?? {},
            createdAt: now(),
          });
          // Still pending as written (the event leaves the row as it is): no need to read it again.
          // Settled meanwhile (a webhook, a check), it is read below as it stands.
          if (shown) return shown;
        } else {
          const settled = await settle(payment.id, outcome, 'charge', 'charge');
          if (settled) return settled;
        }
      } catch (error) {
        log.warn({ err: error, paymentId: payment.id }, 'could not reach the payment provider; the payment stays pending');
      }
      return (await findPayment(db, payment.id)) ?? payment;
    },

    /**
     * The buyer (or an admin) reads a checkout's attempt; a pending one is checked with the provider
     * first. A ride's payment is not the shop's: it is read through its ride (404 here).
     */
    async find(user: AuthUser, id: number): Promise<PaymentRow & { checkoutId: number }> {
      let payment = await findPayment(db, id);
      if (!payment || payment.checkoutId === null || (payment.buyerId !== user.id && !isAdmin(user)))
        throw new NotFoundError(M.paymentNotFound);
      if (payment.status === 'pending') payment = (await refresh(payment)) ?? (await findPayment(db, id)) ?? payment;
      return { ...payment, checkoutId: payment.checkoutId! };
    },

    present(payment: PaymentRow, orderIds: number[]): Payment {
      return {
        id: payment.id,
        status: payment.status,
        provider: payment.provider,
        method: 'momo',
        network: payment.network,
        phone: maskPhone(payment.phone),
        amount: pesewasToCedis(payment.amountPesewas),
        currency: 'GHS',
        display_text: payment.status === 'pending' ? payment.displayText : null,
        failure_reason: payment.failureReason,
        order_ids: orderIds,
        created_at: payment.createdAt.toISOString(),
        expires_at: payment.expiresAt.toISOString(),
      };
    },

    ofCheckout: (tx: Executor, checkoutId: number) => paymentsOfCheckout(tx, checkoutId),
    latestOf: (checkoutIds: number[], tx: Executor = db) => latestOf(tx, 'checkoutId', checkoutIds),
    ofRide: (tx: Executor, rideId: number) => paymentsOfRide(tx, rideId),
    /** The newest attempt of each boost (ADR 072). */
    latestOfBoosts: (boostIds: number[], tx: Executor = db) => latestOf(tx, 'boostId', boostIds),
    findById: (id: number, tx: Executor = db) => findPayment(tx, id),
    latestOfRides: (rideIds: number[], tx: Executor = db) => latestOf(tx, 'rideId', rideIds),
    /** Asks the provider at once where a pending attempt stands (someone is watching it), and applies the answer. */
    check: (payment: PaymentRow) => refresh(payment),
    /**
     * Locks a checkout's attempts. Whoever changes a checkout's orders and payments locks the payments
     * first, then the orders (as a settlement does), so two such transactions never deadlock.
     */
    lock: (tx: Executor, checkoutId: number) => paymentsOfCheckout(tx, checkoutId, { forUpdate: true }),

    /** Gives up the pending attempts of a checkout whose orders are all cancelled (a later success is refunded). */
    async abandon(tx: Executor, checkoutId: number, at: Date): Promise<void> {
      for (const payment of await paymentsOfCheckout(tx, checkoutId)) {
        if (payment.status === 'pending')
          await settlePayment(tx, payment.id, ['pending'], {
            status: 'cancelled',
            failureReason: 'The orders were cancelled.',
            updatedAt: at,
          });
      }
    },

    /** Money back to the buyer through the provider, as a job of the deciding transaction (payment-refunds.ts). */
    refund: refunds.refund,

    /** POST /payments/webhook/paystack: refused (401) without a valid signature; each event applied once. */
    async webhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ received: number }> {
      if (!provider?.parseWebhook) throw new NotFoundError('Not found');
      const events = provider.parseWebhook(rawBody, headers);
      if (events === null) throw new UnauthorizedError('Invalid signature.');
      for (const event of events) {
        if (event.kind === 'transfer') {
          // A payout's transfer: the payouts module's business (it registers here).
          for (const handler of transferHandlers) await handler(event);
          continue;
        }
        const payment = await findPaymentByReference(db, event.reference);
        if (payment) await settle(payment.id, event.outcome, 'webhook', event.eventKey);
      }
      return { received: events.length };
    },

    /** Lapsed prompts fail; pending ones are polled (webhooks may never come): the minute's safety net, also run by tests. */
    sweep,

    settle,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
