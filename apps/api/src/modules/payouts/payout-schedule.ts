import { z } from 'zod';
import type { Wallet } from '@dwa/shared/payouts';
import { task } from '../../lib/jobs';
import { WALLET_ACCOUNT, type PayoutsDeps } from './payouts-context';
import { scheduledCandidates, unsettledPayouts } from './payouts.repo';

// The payouts' schedule: each Monday, a payout of every wallet that holds at least the minimum (one
// per wallet and week, by its idempotency key); each hour, a sweep that sends or checks again the
// payouts a lost job left behind.

export const WEEKLY_PAYOUTS = task('payouts:weekly', z.object({}), { maxAttempts: 3, timeoutMs: 10 * 60_000 });
export const SWEEP_PAYOUTS = task('payouts:sweep', z.object({}), { maxAttempts: 1, timeoutMs: 10 * 60_000 });

type Scheduled = {
  send: (payoutId: number) => Promise<void>;
  check: (payoutId: number) => Promise<void>;
  create: (
    userId: number,
    wallet: Wallet,
    amountPesewas: undefined,
    options: { idempotencyKey: string; requestedBy: 'schedule' },
  ) => Promise<unknown>;
};

export function schedulePayouts(deps: PayoutsDeps, { send, check, create }: Scheduled) {
  const { db, now, ledger } = deps;
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
        await create(userId, wallet, undefined, { idempotencyKey: `weekly-${week}-${wallet}`, requestedBy: 'schedule' }).catch(
          () => undefined,
        );
      }
    }
  });
  deps.jobs.every('0 6 * * 1', WEEKLY_PAYOUTS);
  deps.jobs.every('23 * * * *', SWEEP_PAYOUTS);
}
