import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@dwa/db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransfers, payments, payouts, reconciliationIssues } from '@dwa/db/schema';
import { task, type JobQueue } from '../../lib/jobs';
import type { AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import type { PaymentService, ProviderRecord } from '../payments/payments.service';

// The daily reconciliation (issue 31, ADR 057): what the provider says moved on a day (charges,
// refunds, transfers) against what the ledger says moved through Dwa's provider balance, by
// reference. A difference is kept for the admin console until someone resolves it; the same one
// found again is not added twice. Edges of the day are looked up a little either side, so a payment
// settled at midnight is not taken for a mismatch.

export const RECONCILE = task(
  'payments:reconcile',
  z.object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
  { maxAttempts: 5, timeoutMs: 10 * 60_000 },
);

type Key = `${ProviderRecord['kind']}:${string}`;
const HOUR = 3_600_000;

export function createReconciliation(deps: {
  db: Db;
  now: () => Date;
  records: PaymentService['records'];
  jobs: Pick<JobQueue, 'handle' | 'every'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, now } = deps;

  /** What the ledger moved through the provider balance, by provider reference, between two times. */
  async function ledgerMoves(from: Date, to: Date): Promise<Map<Key, number>> {
    const moves = new Map<Key, number>();
    const clearing = await db
      .select({ kind: ledgerTransfers.kind, reference: payments.reference, amount: sql<string>`sum(${ledgerPostings.amountPesewas})` })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
      .innerJoin(payments, eq(payments.id, ledgerTransfers.paymentId))
      .where(
        and(
          eq(ledgerAccounts.kind, 'provider_clearing'),
          inArray(ledgerTransfers.kind, ['charge', 'refund', 'refund_after_release']),
          gte(ledgerTransfers.createdAt, from),
          lt(ledgerTransfers.createdAt, to),
        ),
      )
      .groupBy(ledgerTransfers.kind, payments.reference);
    for (const row of clearing) {
      const key: Key = row.kind === 'charge' ? `charge:${row.reference}` : `refund:${row.reference}`;
      moves.set(key, (moves.get(key) ?? 0) + Math.abs(Number(row.amount)));
    }
    const paid = await db
      .select({ reference: payouts.reference, amount: payouts.amountPesewas })
      .from(payouts)
      .where(and(inArray(payouts.status, ['paid', 'reversed']), gte(payouts.paidAt, from), lt(payouts.paidAt, to)));
    for (const row of paid) moves.set(`transfer:${row.reference}`, row.amount);
    return moves;
  }

  /** Compares one day (UTC); answers how many differences it found (new ones are stored). */
  async function reconcile(day: string): Promise<number> {
    if (!deps.records) return 0;
    const from = new Date(`${day}T00:00:00.000Z`);
    const to = new Date(from.getTime() + 24 * HOUR);
    const provider = new Map<Key, number>();
    for (const record of await deps.records(from, to)) {
      if (record.status !== 'succeeded' && !(record.kind === 'transfer' && record.status === 'reversed')) continue;
      const key: Key = `${record.kind}:${record.reference}`;
      provider.set(key, (provider.get(key) ?? 0) + record.amountPesewas);
    }
    const providerNear = new Map<Key, number>();
    for (const record of await deps.records(new Date(from.getTime() - HOUR), new Date(to.getTime() + HOUR))) {
      if (record.status !== 'succeeded' && !(record.kind === 'transfer' && record.status === 'reversed')) continue;
      const key: Key = `${record.kind}:${record.reference}`;
      providerNear.set(key, (providerNear.get(key) ?? 0) + record.amountPesewas);
    }
    const ledgerDay = await ledgerMoves(from, to);
    const ledgerNear = await ledgerMoves(new Date(from.getTime() - HOUR), new Date(to.getTime() + HOUR));
    const found: (typeof reconciliationIssues.$inferInsert)[] = [];
    const add = (
      key: Key,
      kind: 'missing_in_ledger' | 'missing_at_provider' | 'amount_differs',
      ledgerPesewas: number | null,
      providerPesewas: number | null,
    ) => {
      const [what, ...rest] = key.split(':');
      found.push({
        day,
        kind,
        what: what as ProviderRecord['kind'],
        reference: rest.join(':'),
        ledgerPesewas,
        providerPesewas,
        createdAt: now(),
      });
    };
    for (const [key, amount] of provider) {
      const ours = ledgerNear.get(key);
      if (ours === undefined) add(key, 'missing_in_ledger', null, amount);
      else if (ours !== amount) add(key, 'amount_differs', ours, amount);
    }
    for (const [key, amount] of ledgerDay) {
      if (!providerNear.has(key)) add(key, 'missing_at_provider', amount, null);
    }
    if (found.length > 0) await db.insert(reconciliationIssues).values(found).onConflictDoNothing();
    return found.length;
  }

  deps.jobs.handle(RECONCILE, async ({ day }) => {
    const yesterday = new Date(now().getTime() - 24 * HOUR).toISOString().slice(0, 10);
    await reconcile(day ?? yesterday);
  });
  deps.jobs.every('30 2 * * *', RECONCILE);

  return {
    reconcile,
    async issues(query: { resolved: boolean; limit: number }) {
      const rows = await db
        .select()
        .from(reconciliationIssues)
        .where(query.resolved ? sql`${reconciliationIssues.resolvedAt} IS NOT NULL` : isNull(reconciliationIssues.resolvedAt))
        .orderBy(desc(reconciliationIssues.id))
        .limit(query.limit);
      return rows;
    },
    async resolve(admin: AuthUser, id: number, note: string): Promise<boolean> {
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reconciliationIssues)
          .set({ resolvedAt: at })
          .where(and(eq(reconciliationIssues.id, id), isNull(reconciliationIssues.resolvedAt)))
          .returning();
        if (!row) return false;
        await deps.audit.record(tx, {
          actor: admin,
          action: 'reconciliation.resolve',
          targetType: 'reconciliation_issue',
          targetId: id,
          before: { kind: row.kind, reference: row.reference },
          after: null,
          reason: note,
          at,
        });
        return true;
      });
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
