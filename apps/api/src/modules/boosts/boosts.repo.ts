import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { boostPrices, boosts } from '@dwa/db/schema';

// Drizzle queries for boosts and their prices, and nothing else.

export type BoostRow = typeof boosts.$inferSelect;
export type BoostPriceRow = typeof boostPrices.$inferSelect;

export async function insertBoost(db: Executor, values: Omit<typeof boosts.$inferInsert, 'id'>): Promise<BoostRow> {
  const [row] = await db.insert(boosts).values(values).returning();
  if (!row) throw new Error('boost insert returned no row');
  return row;
}

export async function findBoost(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<BoostRow | null> {
  const query = db.select().from(boosts).where(eq(boosts.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A seller's boosts (of one listing when given), newest first. */
export async function boostsOfSeller(db: Executor, sellerId: number, listingId: number | undefined, limit: number): Promise<BoostRow[]> {
  const where =
    listingId === undefined ? eq(boosts.sellerId, sellerId) : and(eq(boosts.sellerId, sellerId), eq(boosts.listingId, listingId));
  return db.select().from(boosts).where(where).orderBy(desc(boosts.id)).limit(limit);
}

export async function recentBoosts(db: Executor, limit: number): Promise<BoostRow[]> {
  return db.select().from(boosts).orderBy(desc(boosts.id)).limit(limit);
}

/** The kinds of the listing's running boosts. */
export async function runningKinds(db: Executor, listingId: number): Promise<Set<BoostRow['kind']>> {
  const rows = await db
    .select({ kind: boosts.kind })
    .from(boosts)
    .where(and(eq(boosts.listingId, listingId), eq(boosts.status, 'active')));
  return new Set(rows.map((row) => row.kind));
}

/** Active boosts whose time is up (the sweep behind the end jobs). */
export async function dueBoosts(db: Executor, at: Date, limit: number): Promise<BoostRow[]> {
  return db
    .select()
    .from(boosts)
    .where(and(eq(boosts.status, 'active'), lte(boosts.endsAt, at)))
    .orderBy(boosts.id)
    .limit(limit);
}

/** Moves a boost out of `from` (a conditional update: of two concurrent moves, one wins); null when it was not in `from`. */
export async function moveBoost(
  db: Executor,
  id: number,
  from: BoostRow['status'][],
  changes: Partial<Pick<BoostRow, 'status' | 'startsAt' | 'endsAt' | 'endedAt' | 'refundedAt' | 'refundedBy' | 'updatedAt'>>,
  options: { endsBy?: Date } = {},
): Promise<BoostRow | null> {
  const conditions = [eq(boosts.id, id), inArray(boosts.status, from)];
  if (options.endsBy) conditions.push(lte(boosts.endsAt, options.endsBy));
  const [row] = await db
    .update(boosts)
    .set(changes)
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

export async function priceRows(db: Executor): Promise<BoostPriceRow[]> {
  return db.select().from(boostPrices);
}

export async function upsertPrice(db: Executor, values: typeof boostPrices.$inferInsert): Promise<void> {
  await db
    .insert(boostPrices)
    .values(values)
    .onConflictDoUpdate({
      target: [boostPrices.kind, boostPrices.days],
      set: { amountPesewas: values.amountPesewas, updatedAt: values.updatedAt, updatedBy: values.updatedBy },
    });
}
