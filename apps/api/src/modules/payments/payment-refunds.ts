import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Executor } from '@dwa/db/client';
import { task, type JobQueue } from '../../lib/jobs';
import type { PaymentProvider } from './payment-provider';
import { findPayment, hasEvent, recordEvent, settlePayment, type PaymentRow } from './payments.repo';

// Money back to payers through the provider. A refund that a cancel, a return or a dispute decides
// is a job of the deciding transaction (ADR 056): tried again until the provider takes it, once per
// business key (its event is recorded once it did). A success that came after its payment was given
// up is stray: the settlement that finds it gives it back at once, and a refusal is left to support.

type RefundDeps = {
  db: Db;
  now: () => Date;
  /** null when no provider is configured: there is nothing to give back through. */
  provider: PaymentProvider | null;
  log: Pick<FastifyBaseLogger, 'error'>;
  jobs: Pick<JobQueue, 'enqueue' | 'handle'>;
};

/** Money back to a payer through the provider, once per business key (a cancel, a return, a dispute). */
export const REFUND_PAYMENT = task(
  'payment:refund',
  z.object({ payment_id: z.number().int().positive(), amount_pesewas: z.number().int().positive(), key: z.string().min(1).max(100) }),
  { maxAttempts: 12, timeoutMs: 20_000 },
);

export function createPaymentRefunds(deps: RefundDeps) {
  const { db, now, provider, log } = deps;

  deps.jobs.handle(REFUND_PAYMENT, async ({ payment_id: id, amount_pesewas: amount, key }) => {
    const payment = await findPayment(db, id);
    if (!payment || !provider) return;
    if (await hasEvent(db, id, `refund:${key}`)) return;
    const answer = await provider.refund(payment.reference, amount);
    if (!answer.ok) throw new Error(`The provider refused the refund of ${amount} pesewas (payment ${id}).`);
    await recordEvent(db, {
      paymentId: id,
      source: 'system',
      eventKey: `refund:${key}`,
      status: 'refunded',
      payload: answer.raw ?? {},
      createdAt: now(),
    });
  });

  return {
    /** Gives back a success nobody can use any more (the payment was given up meanwhile). */
    async refundStray(payment: PaymentRow): Promise<void> {
      if (!provider) return;
      try {
        const answer = await provider.refund(payment.reference, payment.amountPesewas);
        if (!answer.ok) throw new Error('provider refused the refund');
        await settlePayment(db, payment.id, ['failed', 'cancelled'], { status: 'refunded', updatedAt: now() });
      } catch (error) {
        log.error({ err: error, paymentId: payment.id }, 'a late payment success could not be refunded: support must give it back');
      }
    },

    /**
     * Money back through the provider, as a job of the deciding transaction (ADR 056): tried again
     * until the provider takes it, once per `key` (its event is recorded once it did); a refund that
     * fails for good stays failed on the admin console's Jobs page for support to settle.
     */
    refund: (tx: Executor, payment: PaymentRow, amountPesewas: number, key: string) =>
      deps.jobs.enqueue(tx, REFUND_PAYMENT, { payment_id: payment.id, amount_pesewas: amountPesewas, key }, { key: `refund:${key}` }),
  };
}
