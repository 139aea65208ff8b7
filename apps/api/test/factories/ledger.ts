import { asc, eq, inArray } from 'drizzle-orm';
import { ledgerAccounts, ledgerPostings, ledgerTransfers } from '@dwa/db/schema';
import type { TestContext } from '../helpers';

// The ledger as tests read it (ADR 057): a sale's or ride's transfers, oldest first, each with its
// postings by account ('escrow', 'seller_payable:12'), and a person's payable balance.

export type TransferView = { kind: string; key: string; paymentId: number | null; postings: Record<string, number> };

export async function transfersOf(
  ctx: TestContext,
  on: { orderId: number } | { rideId: number } | { payoutId: number } | { paymentId: number },
): Promise<TransferView[]> {
  const [column, id] =
    'orderId' in on
      ? [ledgerTransfers.orderId, on.orderId]
      : 'rideId' in on
        ? [ledgerTransfers.rideId, on.rideId]
        : 'payoutId' in on
          ? [ledgerTransfers.payoutId, on.payoutId]
          : [ledgerTransfers.paymentId, on.paymentId];
  const transfers = await ctx.deps.db.select().from(ledgerTransfers).where(eq(column, id)).orderBy(asc(ledgerTransfers.id));
  if (transfers.length === 0) return [];
  const postings = await ctx.deps.db
    .select({
      transferId: ledgerPostings.transferId,
      amount: ledgerPostings.amountPesewas,
      kind: ledgerAccounts.kind,
      userId: ledgerAccounts.userId,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      inArray(
        ledgerPostings.transferId,
        transfers.map((transfer) => transfer.id),
      ),
    );
  return transfers.map((transfer) => ({
    kind: transfer.kind,
    key: transfer.key,
    paymentId: transfer.paymentId,
    postings: Object.fromEntries(
      postings.filter((p) => p.transferId === transfer.id).map((p) => [p.userId === null ? p.kind : `${p.kind}:${p.userId}`, p.amount]),
    ),
  }));
}

/** What a person may withdraw (or, negative, owes) from one of their payables, in pesewas. */
export async function availableOf(ctx: TestContext, kind: 'seller_payable' | 'courier_payable', userId: number): Promise<number> {
  const balance = await ctx.app.services.ledger.balance(ctx.deps.db, { kind, userId });
  return balance.balancePesewas === 0 ? 0 : -balance.balancePesewas;
}
