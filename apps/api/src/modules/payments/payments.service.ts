import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor, Tx } from '@dwa/db/client';
import { COMMERCE_MESSAGES as M, maskPhone, type MomoNetwork, type Payment } from '@dwa/shared/commerce';
import { pesewasToCedis } from '@dwa/shared/money';
import type { RealtimeEvent } from '@dwa/shared/realtime';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import type { PaymentProvider, ProviderOutcome } from './payment-provider';
import { sandboxReference } from './sandbox-provider';
import {
  appendLedger,
  findPayment,
  findPaymentByReference,
  insertPayment,
  lapsedPayments,
  latestOf,
  paymentsOfCheckout,
  paymentsOfRide,
  pendingPayments,
  recordEvent,
  setDisplayText,
  settlePayment,
  type LedgerKind,
  type PaymentRow,
} from './payments.repo';

// Mobile Money payments: one record per attempt, every provider answer (the charge, status polls,
// webhooks) applied once, and an append-only ledger. A payment settles exactly once: the conditional
// update from `pending` decides, so a replayed or late event never pays twice; a success that comes
// after the payment was given up (its orders lapsed or were cancelled) is refunded, never applied.
// A payment pays a checkout's orders or a ride's fare; what a settlement means for them is the orders
// and rides modules' business: each registers with `onSettled` and looks only at its own payments.

export type { PaymentRow };

export type Settlement = { payment: PaymentRow; outcome: 'succeeded' | 'failed'; at: Date };
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
};

export const PROMPT_TTL_MS = 3 * 60_000;
const SWEEP_BATCH = 50;
const TIMEOUT_REASON = 'The prompt was not approved in time.';

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, now, provider, publish, log } = deps;
  const promptTtlMs = deps.promptTtlMs ?? PROMPT_TTL_MS;
  const handlers: SettledHandler[] = [];

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

  /** Gives back a success nobody can use any more (the payment was given up meanwhile). */
  async function refundStray(payment: PaymentRow) {
    if (!provider) return;
    try {
      const answer = await provider.refund(payment.reference, payment.amountPesewas);
      if (!answer.ok) throw new Error('provider refused the refund');
      await settlePayment(db, payment.id, ['failed', 'cancelled'], { status: 'refunded', updatedAt: now() });
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, 'a late payment success could not be refunded: support must give it back');
    }
  }

  /**
   * Applies a provider's answer once. `eventKey` identifies the answer (a webhook's event, a poll's
   * final status), so a replay finds its event recorded and changes nothing.
   */
  async function settle(paymentId: number, outcome: ProviderOutcome, source: 'webhook' | 'poll' | 'charge' | 'system', eventKey: string): Promise<void> {
    if (outcome.status === 'pending') return;
    const at = now();
    const result = await db.transaction(async (tx) => {
      const payment = await findPayment(tx, paymentId, { forUpdate: true });
      if (!payment) return null;
      const fresh = await recordEvent(tx, { paymentId, source, eventKey, status: outcome.status, payload: outcome.raw ?? {}, createdAt: at });
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
      if (!settled) return { stray: outcome.status === 'succeeded' && (payment.status === 'cancelled' || payment.status === 'failed') ? payment : null };
      const later: (() => Promise<void>)[] = [];
      for (const handler of handlers) {
        const effect = await handler(tx, { payment: settled, outcome: outcome.status as 'succeeded' | 'failed', at });
        if (effect) later.push(effect);
      }
      return { settled, later };
    });
    if (result?.settled) {
      announce(result.settled);
      for (const effect of result.later ?? []) await effect().catch((error: unknown) => log.error({ err: error, paymentId }, 'after-payment work failed'));
    }
    if (result && 'stray' in result && result.stray) await refundStray(result.stray);
  }

  /** Asks the provider where a pending payment stands (or times it out) and applies the answer. */
  async function refresh(payment: PaymentRow): Promise<void> {
    if (payment.status !== 'pending' || !provider) return;
    if (payment.expiresAt.getTime() <= now().getTime()) {
      await settle(payment.id, { status: 'failed', failureReason: TIMEOUT_REASON }, 'system', 'timeout');
      return;
    }
    try {
      const outcome = await provider.verify(payment.reference, payment.createdAt);
      await settle(payment.id, outcome, 'poll', `poll:${outcome.status}`);
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, 'payment status poll failed; will ask again');
    }
  }

  return {
    provider: provider?.name ?? null,

    /** What orders (and rides) do when a payment settles, in the settling transaction. */
    onSettled(handler: SettledHandler): void {
      handlers.push(handler);
    },

    /** A new attempt for a checkout or a ride, in its transaction; `start` sends the prompt once it has committed. */
    async open(
      tx: Executor,
      input: ({ checkoutId: number } | { rideId: number }) & { buyerId: number; amountPesewas: number; network: MomoNetwork; phone: string },
    ): Promise<PaymentRow> {
      const at = now();
      return insertPayment(tx, {
        ...input,
        provider: provider?.name ?? 'sandbox',
        reference: reference(input.phone),
        status: 'pending',
        displayText: 'Sending the payment prompt to your phone...',
        expiresAt: new Date(at.getTime() + promptTtlMs),
        createdAt: at,
        updatedAt: at,
      });
    },

    /** Sends the prompt. A provider that cannot be reached leaves the attempt pending: polls ask again until it lapses. */
    async start(payment: PaymentRow, email: string): Promise<PaymentRow> {
      if (!provider) return payment;
      try {
        const outcome = await provider.charge({ reference: payment.reference, amountPesewas: payment.amountPesewas, email, phone: payment.phone, network: payment.network });
        if (outcome.status === 'pending') {
          await setDisplayText(db, payment.id, outcome.displayText ?? 'Approve the prompt on your phone.', now());
          await recordEvent(db, { paymentId: payment.id, source: 'charge', eventKey: 'charge', status: 'pending', payload: outcome.raw ?? {}, createdAt: now() });
        } else {
          await settle(payment.id, outcome, 'charge', 'charge');
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
      if (!payment || payment.checkoutId === null || (payment.buyerId !== user.id && !isAdmin(user))) throw new NotFoundError(M.paymentNotFound);
      if (payment.status === 'pending') {
        await refresh(payment);
        payment = (await findPayment(db, id)) ?? payment;
      }
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
        if (payment.status === 'pending') await settlePayment(tx, payment.id, ['pending'], { status: 'cancelled', failureReason: 'The orders were cancelled.', updatedAt: at });
      }
    },

    /** Money back to the buyer through the provider (after the cancelling or refunding transaction committed). */
    async refund(payment: PaymentRow, amountPesewas: number): Promise<boolean> {
      if (!provider) return false;
      try {
        return (await provider.refund(payment.reference, amountPesewas)).ok;
      } catch (error) {
        log.error({ err: error, paymentId: payment.id, amountPesewas }, 'refund failed: support must give the money back');
        return false;
      }
    },

    /** The ledger: every movement of money of an order or a ride, appended once. */
    record: (tx: Executor, entry: ({ orderId: number } | { rideId: number }) & { paymentId: number | null; kind: LedgerKind; amountPesewas: number; memo?: string | null; at: Date }) => {
      const { at, memo, ...values } = entry;
      return appendLedger(tx, { ...values, memo: memo ?? null, createdAt: at });
    },

    /** POST /payments/webhook/paystack: refused (401) without a valid signature; each event applied once. */
    async webhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ received: number }> {
      if (!provider?.parseWebhook) throw new NotFoundError('Not found');
      const events = provider.parseWebhook(rawBody, headers);
      if (events === null) throw new UnauthorizedError('Invalid signature.');
      for (const event of events) {
        const payment = await findPaymentByReference(db, event.reference);
        if (payment) await settle(payment.id, event.outcome, 'webhook', event.eventKey);
      }
      return { received: events.length };
    },

    /** The background job: lapsed prompts fail; pending ones are polled (webhooks may never come). */
    async sweep(): Promise<void> {
      for (const payment of await lapsedPayments(db, now(), SWEEP_BATCH)) await refresh(payment);
      for (const payment of await pendingPayments(db, SWEEP_BATCH)) await refresh(payment);
    },

    settle,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
