import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { currencyRates } from '@dwa/db/schema';
import type { RateCurrency } from '@dwa/shared/currency-rates-constants';

// Drizzle queries for the kept exchange rates, and nothing else.

export type CurrencyRateRow = typeof currencyRates.$inferSelect;

export async function listRates(db: Executor): Promise<CurrencyRateRow[]> {
  return db.select().from(currencyRates).orderBy(asc(currencyRates.currency));
}

/** Inserts or replaces the currency's rate; answers the row before (null when new) and after. */
export async function upsertRate(
  db: Executor,
  values: { currency: RateCurrency; rate: number; asOf: string; updatedBy: number; updatedAt: Date },
): Promise<{ before: CurrencyRateRow | null; after: CurrencyRateRow }> {
  const [before = null] = await db.select().from(currencyRates).where(eq(currencyRates.currency, values.currency)).for('update');
  const [after] = await db
    .insert(currencyRates)
    .values(values)
    .onConflictDoUpdate({
      target: currencyRates.currency,
      set: { rate: values.rate, asOf: values.asOf, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    })
    .returning();
  if (!after) throw new Error('currency rate upsert returned no row');
  return { before, after };
}
