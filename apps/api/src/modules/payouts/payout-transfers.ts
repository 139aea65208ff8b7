import { z } from 'zod';
import type { Executor } from '@dwa/db/client';
import { task } from '../../lib/jobs';
import type { NoticeKey, NoticeParams, NoticeValue } from '../mail/mail.service';
import type { TransferEvent, TransferOutcome } from '../payments/payments.service';
import { WALLET_ACCOUNT, requireProvider, type PayoutsDeps } from './payouts-context';
import { findPayout, findPayoutByReference, movePayout, recordPayoutEvent, type PayoutRow } from './payouts.repo';

// A payout's transfer, after the payout is made: sent by a job, idempotent by the payout's reference;
// its final answer (send, poll or webhook, each applied once) pays it, or gives the money back to
// the wallet (failed, or reversed after being paid); an answer still on its way is checked later.

export const SEND_PAYOUT = task('payout:send', z.object({ payout_id: z.number().int().positive() }), {
  maxAttempts: 10,
  timeoutMs: 30_000,
});
export const CHECK_PAYOUT = task('payout:check', z.object({ payout_id: z.number().int().positive() }), {
  maxAttempts: 5,
  timeoutMs: 20_000,
});

export function createPayoutTransfers(deps: PayoutsDeps) {
  const { db, now, ledger, provider } = deps;

  /** The payout's owner is told in the bell and by mail, in their language (ADR 076). */
  async function tell(tx: Executor, payout: PayoutRow, key: NoticeKey, params: NoticeParams, at: Date) {
    const notice = { key, params: { amount: { pesewas: payout.amountPesewas }, ...params } };
    await deps.notifications.notify(tx, {
      userId: payout.userId,
      kind: 'payout',
      notice,
      link: `/earnings?wallet=${payout.wallet}`,
      data: { payout_id: payout.id, status: payout.status },
      at,
    });
    const person = await deps.users.find({ id: payout.userId }, tx);
    if (person)
      await deps.mail.queue(tx, {
        to: person.email,
        locale: person.locale,
        template: 'notice',
        notice,
        action: { kind: 'earnings', url: `/earnings?wallet=${payout.wallet}` },
      });
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
      if (!(await recordPayoutEvent(tx, { payoutId, eventKey, status: outcome.status, payload: outcome.raw ?? {}, createdAt: at })))
        return payout;
      const payable = { kind: WALLET_ACCOUNT[payout.wallet], userId: payout.userId } as const;
      const amount = payout.amountPesewas;
      if (outcome.status === 'pending') {
        const moved = await movePayout(tx, payoutId, ['pending'], {
          status: 'processing',
          transferCode: outcome.transferCode ?? payout.transferCode,
          updatedAt: at,
        });
        await deps.jobs.enqueue(
          tx,
          CHECK_PAYOUT,
          { payout_id: payoutId },
          { key: `payout-check:${payoutId}`, runAt: new Date(at.getTime() + 60_000) },
        );
        return moved ?? payout;
      }
      if (outcome.status === 'succeeded') {
        const moved = await movePayout(tx, payoutId, ['pending', 'processing'], {
          status: 'paid',
          paidAt: at,
          transferCode: outcome.transferCode ?? payout.transferCode,
          updatedAt: at,
        });
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
        await tell(tx, moved, 'payoutPaid', { destination: moved.destination.label, accountName: moved.destination.accountName }, at);
        return moved;
      }
      const reason = outcome.failureReason ?? (outcome.status === 'reversed' ? 'The transfer was reversed.' : 'The transfer failed.');
      // The provider's own words as it gave them; our default in the reader's language.
      const why: NoticeValue = outcome.failureReason ?? { word: outcome.status === 'reversed' ? 'transferReversed' : 'transferFailed' };
      // Reversed after it was paid: the money comes back from the provider. Failed (or reversed
      // before we heard it was paid): nothing left Dwa; the money goes back from in transit.
      const back =
        outcome.status === 'reversed' && payout.status === 'paid'
          ? ({
              from: ['paid'],
              status: 'reversed',
              key: 'payout-reversed',
              account: 'provider_clearing',
              notice: 'payoutReversed',
            } as const)
          : ({
              from: ['pending', 'processing'],
              status: 'failed',
              key: 'payout-returned',
              account: 'payouts_in_transit',
              notice: 'payoutFailed',
            } as const);
      const moved = await movePayout(tx, payoutId, [...back.from], { status: back.status, failureReason: reason, updatedAt: at });
      if (!moved) return payout;
      await ledger.post(tx, {
        kind: 'payout_returned',
        key: `${back.key}:${payoutId}`,
        payoutId,
        at,
        memo: reason,
        postings: [
          { account: { kind: back.account }, amount },
          { account: payable, amount: -amount },
        ],
      });
      await tell(tx, moved, back.notice, { reason: why }, at);
      return moved;
    });
  }

  /** The payout's transfer, sent once (a repeat with the same reference is the same transfer). */
  async function send(payoutId: number): Promise<void> {
    const payout = await findPayout(db, payoutId);
    if (!payout || payout.status !== 'pending' || payout.heldAt) return;
    const outcome = await requireProvider(provider).transfer({
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
      await deps.jobs.enqueue(
        db,
        CHECK_PAYOUT,
        { payout_id: payoutId },
        { key: `payout-check:${payoutId}`, runAt: new Date(now().getTime() + wait) },
      );
      return;
    }
    // A paid payout is only ever checked for a later reversal; an unchanged answer was applied already.
    await settle(payoutId, outcome, `final:${outcome.status}`);
  }

  deps.jobs.handle(SEND_PAYOUT, ({ payout_id: id }) => send(id));
  deps.jobs.handle(CHECK_PAYOUT, ({ payout_id: id }) => check(id));
  deps.payments.onTransferEvent(async (event: TransferEvent) => {
    const payout = await findPayoutByReference(db, event.reference);
    if (payout) await settle(payout.id, event.outcome, `webhook:${event.eventKey}`);
  });

  return { settle, send, check };
}
