import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '@dwa/db/client';
import { deliveries, ledgerTransfers, orders } from '@dwa/db/schema';
import { pesewasToCedis } from '@dwa/shared/money';
import type { Earnings, Movement, Wallet } from '@dwa/shared/payouts';
import { WALLET_ACCOUNT, cursorOf, type PayoutsDeps } from './payouts-context';
import { payoutTotals } from './payouts.repo';

// A wallet's earnings: what is available, held, on its way and paid out, and its movements.

/**
 * Held money a person will get, before commission: a seller's share of their paid orders not yet
 * released (what the buyer paid less the delivery fee, which is the courier's: the items less
 * their promos, as `splitSale` shares it), a courier's fares of the paid orders they delivered.
 */
async function heldFor(db: Db, userId: number, wallet: Wallet): Promise<number> {
  const released = (orderId: typeof orders.id) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.orderId, orderId), inArray(ledgerTransfers.kind, ['release', 'refund', 'refund_after_release']))),
    );
  const charged = (orderId: typeof orders.id) =>
    sql`EXISTS (SELECT 1 FROM ${ledgerTransfers} WHERE ${ledgerTransfers.orderId} = ${orderId} AND ${ledgerTransfers.kind} = 'charge')`;
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
          .where(
            and(
              eq(deliveries.courierId, userId),
              eq(deliveries.status, 'delivered'),
              eq(orders.paymentMethod, 'momo'),
              charged(orders.id),
              released(orders.id),
            ),
          );
  return Number(rows[0]?.total ?? 0);
}

/** A person's wallet, a page of its movements at a time. */
export async function earningsOf(
  deps: Pick<PayoutsDeps, 'db' | 'ledger' | 'minimumPesewas'>,
  userId: number,
  wallet: Wallet,
  cursor: string | undefined,
  limit: number,
): Promise<Earnings> {
  const { db, ledger } = deps;
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
    held: pesewasToCedis(await heldFor(db, userId, wallet)),
    in_transit: pesewasToCedis(totals.inTransit),
    paid_out: pesewasToCedis(totals.paid),
    currency: 'GHS',
    minimum_payout: pesewasToCedis(deps.minimumPesewas),
    movements,
    next_cursor: rows.length > limit ? String(page.at(-1)!.postingId) : null,
  };
}
