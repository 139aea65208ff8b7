import { eq } from 'drizzle-orm';
import type { Db, Executor } from '@dwa/db/client';
import { commissionRates } from '@dwa/db/schema';
import type { AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';

// The platform's commission (ADR 057): COMMISSION_PERCENT on every sale, delivery and ride, unless
// an admin set another percentage for a category (the items of that category), audit-logged.

export type CommissionRate = { category: string; percent: number; updatedAt: Date };

export function createCommissionService(deps: { db: Db; now: () => Date; defaultPercent: number; audit: Pick<AuditService, 'record'> }) {
  const { db, now, defaultPercent, audit } = deps;

  return {
    defaultPercent,

    /** The percentage for each category asked (the default where none is set). */
    async ratesFor(executor: Executor, categories: string[]): Promise<Map<string, number>> {
      const rows = categories.length > 0 ? await executor.select().from(commissionRates) : [];
      const set = new Map(rows.map((row) => [row.category, Number(row.percent)]));
      return new Map(categories.map((category) => [category, set.get(category) ?? defaultPercent]));
    },

    list: async (): Promise<CommissionRate[]> =>
      (await db.select().from(commissionRates).orderBy(commissionRates.category)).map((row) => ({
        category: row.category,
        percent: Number(row.percent),
        updatedAt: row.updatedAt,
      })),

    /** Sets a category's percentage, or (null) goes back to the default; audit-logged in the same transaction. */
    async set(admin: AuthUser, category: string, percent: number | null): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(commissionRates).where(eq(commissionRates.category, category));
        if (percent === null) await tx.delete(commissionRates).where(eq(commissionRates.category, category));
        else
          await tx
            .insert(commissionRates)
            .values({ category, percent, updatedAt: at, updatedBy: admin.id })
            .onConflictDoUpdate({ target: commissionRates.category, set: { percent, updatedAt: at, updatedBy: admin.id } });
        await audit.record(tx, {
          actor: admin,
          action: 'commission.set',
          targetType: 'category',
          targetId: 0,
          before: { category, percent: before ? Number(before.percent) : null },
          after: { category, percent },
          at,
        });
      });
    },
  };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
