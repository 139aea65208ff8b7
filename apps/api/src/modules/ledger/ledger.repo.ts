import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@dwa/db/client';
import type { LEDGER_ACCOUNT_KINDS } from '@dwa/db/schema';
import { ledgerAccounts, ledgerPostings, ledgerTransfers } from '@dwa/db/schema';

// Drizzle queries for the ledger's tables, and nothing else.

export type AccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type PostingRow = typeof ledgerPostings.$inferSelect;

/** The account of this kind (and person), made on first use; locked FOR UPDATE when asked. */
export async function accountOf(
  db: Executor,
  kind: AccountKind,
  userId: number | null,
  options: { lock?: boolean } = {},
): Promise<AccountRow> {
  await db
    .insert(ledgerAccounts)
    .values({ kind, userId })
    .onConflictDoNothing({ target: [ledgerAccounts.kind, ledgerAccounts.userId] });
  const where = and(eq(ledgerAccounts.kind, kind), userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId));
  const query = db.select().from(ledgerAccounts).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row!;
}

export async function findAccount(db: Executor, kind: AccountKind, userId: number | null): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId)));
  return row ?? null;
}

export async function findTransfer(db: Executor, key: string): Promise<TransferRow | null> {
  const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, key));
  return row ?? null;
}

export type Entry = { kind: AccountKind; userId: number | null; amount: number };
export type NewTransfer = Omit<TransferRow, 'id'>;

/**
 * Posts a transfer in one statement (issue 35: a two-account transfer was eight), and answers its id,
 * or null when its key was posted already (then nothing else is written):
 * - the transfer's row, once per key;
 * - each account made on first use, locked and moved by an upsert (ON CONFLICT DO UPDATE locks the
 *   row it updates), in the entries' order, which is thus the lock order; a new account is inserted
 *   as the update would leave it (balance the amount, version 1);
 * - the postings, in the same order.
 * The entries travel as one JSON parameter, so every transfer shares one statement text (ADR 090).
 */
export async function insertTransfer(db: Executor, transfer: NewTransfer, entries: Entry[]): Promise<number | null> {
  const json = JSON.stringify(entries.map((entry, n) => ({ n, kind: entry.kind, user_id: entry.userId, amount: entry.amount })));
  const at = transfer.createdAt.toISOString();
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`WITH transfer AS (
          INSERT INTO ledger_transfers (kind, key, order_id, ride_id, payment_id, payout_id, dispute_id, memo, created_at)
          VALUES (${transfer.kind}, ${transfer.key}, ${transfer.orderId ?? null}::int, ${transfer.rideId ?? null}::int,
                  ${transfer.paymentId ?? null}::int, ${transfer.payoutId ?? null}::int, ${transfer.disputeId ?? null}::int,
                  ${transfer.memo ?? null}::text, ${at}::timestamptz)
          ON CONFLICT (key) DO NOTHING
          RETURNING id
        ),
        entry AS (
          SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS e(n int, kind text, user_id int, amount bigint)
          WHERE EXISTS (SELECT 1 FROM transfer)
        ),
        account AS (
          INSERT INTO ledger_accounts (kind, user_id, balance_pesewas, version)
          SELECT kind, user_id, amount, 1 FROM entry ORDER BY n
          ON CONFLICT (kind, user_id) DO UPDATE
            SET balance_pesewas = ledger_accounts.balance_pesewas + excluded.balance_pesewas, version = ledger_accounts.version + 1
          RETURNING id, kind, user_id
        ),
        posting AS (
          INSERT INTO ledger_postings (transfer_id, account_id, amount_pesewas, created_at)
          SELECT transfer.id, account.id, entry.amount, ${at}::timestamptz
          FROM transfer, entry JOIN account ON account.kind = entry.kind AND account.user_id IS NOT DISTINCT FROM entry.user_id
          ORDER BY entry.n
        )
        SELECT id FROM transfer`,
  );
  return row ? Number(row.id) : null;
}

export type StatementRow = {
  postingId: number;
  amountPesewas: number;
  transferId: number;
  kind: string;
  key: string;
  orderId: number | null;
  rideId: number | null;
  payoutId: number | null;
  disputeId: number | null;
  memo: string | null;
  createdAt: Date;
};

/** An account's postings with their transfers, newest first, before posting `before`. */
export async function statementOf(db: Executor, accountId: number, before: number | undefined, limit: number): Promise<StatementRow[]> {
  return db
    .select({
      postingId: ledgerPostings.id,
      amountPesewas: ledgerPostings.amountPesewas,
      transferId: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      key: ledgerTransfers.key,
      orderId: ledgerTransfers.orderId,
      rideId: ledgerTransfers.rideId,
      payoutId: ledgerTransfers.payoutId,
      disputeId: ledgerTransfers.disputeId,
      memo: ledgerTransfers.memo,
      createdAt: ledgerTransfers.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
    .where(and(eq(ledgerPostings.accountId, accountId), before === undefined ? undefined : lt(ledgerPostings.id, before)))
    .orderBy(desc(ledgerPostings.id))
    .limit(limit);
}

export async function postingsOfTransfers(
  db: Executor,
  transferIds: number[],
): Promise<(PostingRow & { kind: AccountKind; userId: number | null })[]> {
  if (transferIds.length === 0) return [];
  return db
    .select({ ...getColumns(), kind: ledgerAccounts.kind, userId: ledgerAccounts.userId })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(inArray(ledgerPostings.transferId, transferIds));
}

function getColumns() {
  return {
    id: ledgerPostings.id,
    transferId: ledgerPostings.transferId,
    accountId: ledgerPostings.accountId,
    amountPesewas: ledgerPostings.amountPesewas,
    createdAt: ledgerPostings.createdAt,
  };
}

/** Accounts whose kept balance differs from the sum of their postings (none, unless something is wrong). */
export async function unbalancedAccounts(
  db: Executor,
): Promise<{ id: number; kind: string; userId: number | null; balance: number; sum: number }[]> {
  const rows = await rowsOf<{ id: number; kind: string; user_id: number | null; balance: string | number; sum: string | number }>(
    db,
    sql`SELECT a.id, a.kind, a.user_id, a.balance_pesewas AS balance, coalesce(sum(p.amount_pesewas), 0) AS sum
        FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
        GROUP BY a.id HAVING a.balance_pesewas <> coalesce(sum(p.amount_pesewas), 0)`,
  );
  return rows.map((row) => ({ id: row.id, kind: row.kind, userId: row.user_id, balance: Number(row.balance), sum: Number(row.sum) }));
}

/** Transfers whose postings do not sum to zero (none: the commit-time trigger refuses them). */
export async function unbalancedTransfers(db: Executor): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT transfer_id AS id FROM ledger_postings GROUP BY transfer_id HAVING sum(amount_pesewas) <> 0`,
  );
  return rows.map((row) => row.id);
}

export type CourierEarningsRow = {
  /** After commission: Mobile Money jobs released to the payable, cash jobs' fares less the commission noted. */
  deliveries: number;
  rides: number;
  todayDeliveries: number;
  todayRides: number;
  /** Jobs (orders and rides) credited in the day. */
  todayJobs: number;
  /** The commission noted on cash jobs (owed), net of any given back. */
  cashCommission: number;
  /** Mobile Money shop deliveries delivered by them and not yet released nor refunded: fares before commission. */
  held: number;
};

/**
 * A courier's (and driver's) earnings as the ledger has them (ADR 057), total and credited in `day`:
 * - Mobile Money: the `release` credits on their payable (fare less commission), by order or ride.
 * - Cash: the cash collected (`cash:order:N`, `cash:ride:N`) for a job they carried, their part of it
 *   (a ride's fare is all the cash; an order's is its delivered job's fare, capped by the cash, as
 *   `splitSale` shares it) less the commission noted on their payable for it (`cash-commission:`, and
 *   its reversal when the sale was given back). Dated when the cash was noted (the handover).
 * Reads the deliveries and rides tables to know whose cash jobs they were (ADR 014: a read join).
 */
export async function courierEarnings(db: Executor, userId: number, day: { start: Date; end: Date }): Promise<CourierEarningsRow> {
  const start = day.start.toISOString();
  const end = day.end.toISOString();
  const [row] = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`WITH acc AS (
          SELECT id FROM ledger_accounts WHERE kind = 'courier_payable' AND user_id = ${userId}
        ),
        released AS (
          SELECT t.order_id, t.ride_id, t.created_at AS at, -p.amount_pesewas AS earned, 0::bigint AS commission
          FROM ledger_postings p JOIN ledger_transfers t ON t.id = p.transfer_id
          WHERE p.account_id IN (SELECT id FROM acc) AND t.kind = 'release'
        ),
        cash_jobs AS (
          SELECT NULL::integer AS order_id, r.id AS ride_id, t.created_at AS at, cp.amount_pesewas AS gross, 'ride:' || r.id AS subject
          FROM rides r
          JOIN ledger_transfers t ON t.key = 'cash:ride:' || r.id
          JOIN ledger_postings cp ON cp.transfer_id = t.id AND cp.amount_pesewas > 0
          WHERE r.driver_id = ${userId}
          UNION ALL
          SELECT d.order_id, NULL::integer, t.created_at, LEAST(cp.amount_pesewas, d.fare_pesewas), 'order:' || d.order_id
          FROM deliveries d
          JOIN ledger_transfers t ON t.key = 'cash:order:' || d.order_id
          JOIN ledger_postings cp ON cp.transfer_id = t.id AND cp.amount_pesewas > 0
          WHERE d.courier_id = ${userId} AND d.status = 'delivered' AND d.order_id IS NOT NULL
            AND d.id = (SELECT min(x.id) FROM deliveries x WHERE x.order_id = d.order_id AND x.status = 'delivered' AND x.courier_id IS NOT NULL)
        ),
        cash AS (
          SELECT c.order_id, c.ride_id, c.at, c.gross - coalesce(owed.amount, 0) AS earned, coalesce(owed.amount, 0) AS commission
          FROM cash_jobs c
          LEFT JOIN LATERAL (
            SELECT sum(p.amount_pesewas) AS amount
            FROM ledger_transfers t JOIN ledger_postings p ON p.transfer_id = t.id
            WHERE t.key IN ('cash-commission:' || c.subject, 'cash-commission-returned:' || c.subject) AND p.account_id IN (SELECT id FROM acc)
          ) owed ON true
        ),
        jobs AS (
          SELECT *, (at >= ${start}::timestamptz AND at < ${end}::timestamptz) AS today FROM (SELECT * FROM released UNION ALL SELECT * FROM cash) j
        )
        SELECT
          coalesce(sum(earned) FILTER (WHERE order_id IS NOT NULL), 0) AS deliveries,
          coalesce(sum(earned) FILTER (WHERE ride_id IS NOT NULL), 0) AS rides,
          coalesce(sum(earned) FILTER (WHERE order_id IS NOT NULL AND today), 0) AS today_deliveries,
          coalesce(sum(earned) FILTER (WHERE ride_id IS NOT NULL AND today), 0) AS today_rides,
          count(*) FILTER (WHERE today) AS today_jobs,
          coalesce(sum(commission), 0) AS cash_commission,
          (SELECT coalesce(sum(LEAST(d.fare_pesewas, o.total_pesewas)), 0)
             FROM deliveries d JOIN orders o ON o.id = d.order_id
             WHERE d.courier_id = ${userId} AND d.status = 'delivered' AND o.payment_method = 'momo'
               AND EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.key = 'charge:order:' || o.id)
               AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.order_id = o.id AND t.kind IN ('release', 'refund', 'refund_after_release'))) AS held
        FROM jobs`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    deliveries: n('deliveries'),
    rides: n('rides'),
    todayDeliveries: n('today_deliveries'),
    todayRides: n('today_rides'),
    todayJobs: n('today_jobs'),
    cashCommission: n('cash_commission'),
    held: n('held'),
  };
}
