import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { promoRedemptions, promos, users } from '@dwa/db/schema';

// Drizzle queries for promos and their redemptions, and nothing else (a redemption's buyer name is
// read for the promo's detail).

export type PromoRow = typeof promos.$inferSelect;
export type NewPromo = Omit<typeof promos.$inferInsert, 'id'>;

const live = isNull(promos.deletedAt);

export async function listPromos(db: Executor, sellerId: number, kind?: PromoRow['kind']): Promise<PromoRow[]> {
  return db
    .select()
    .from(promos)
    .where(and(eq(promos.sellerId, sellerId), live, kind ? eq(promos.kind, kind) : undefined))
    .orderBy(desc(promos.createdAt), desc(promos.id));
}

export async function findPromo(db: Executor, id: number): Promise<PromoRow | null> {
  const [row] = await db
    .select()
    .from(promos)
    .where(and(eq(promos.id, id), live));
  return row ?? null;
}

/** The promos with these codes of these sellers, locked (checkout counts their uses under the lock). */
export async function promosForCheckout(db: Executor, codes: string[], sellerIds: number[]): Promise<PromoRow[]> {
  if (codes.length === 0 || sellerIds.length === 0) return [];
  return db
    .select()
    .from(promos)
    .where(and(inArray(promos.code, codes), inArray(promos.sellerId, sellerIds), live))
    .orderBy(asc(promos.id))
    .for('update');
}

export async function findPromoByCode(db: Executor, sellerId: number, code: string): Promise<PromoRow | null> {
  const [row] = await db
    .select()
    .from(promos)
    .where(and(eq(promos.sellerId, sellerId), eq(promos.code, code), live));
  return row ?? null;
}

export async function insertPromo(db: Executor, values: NewPromo): Promise<PromoRow> {
  const [row] = await db.insert(promos).values(values).returning();
  if (!row) throw new Error('promo insert returned no row');
  return row;
}

export async function updatePromo(db: Executor, id: number, changes: Partial<NewPromo>): Promise<PromoRow | null> {
  const [row] = await db
    .update(promos)
    .set(changes)
    .where(and(eq(promos.id, id), live))
    .returning();
  return row ?? null;
}

/** Counts one use unless the promo is used up; false when it is (the conditional update decides). */
export async function countUse(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(promos)
    .set({ usesCount: sql`${promos.usesCount} + 1` })
    .where(and(eq(promos.id, id), sql`(${promos.maxUses} IS NULL OR ${promos.usesCount} < ${promos.maxUses})`))
    .returning({ id: promos.id });
  return rows.length > 0;
}

export async function insertRedemption(
  db: Executor,
  values: { promoId: number; orderId: number; buyerId: number; discountPesewas: number; createdAt: Date },
) {
  await db.insert(promoRedemptions).values(values);
}

export async function buyerUses(db: Executor, promoId: number, buyerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoId, promoId), eq(promoRedemptions.buyerId, buyerId), isNull(promoRedemptions.releasedAt)));
  return row?.n ?? 0;
}

/** A cancelled order gives its promo uses back. */
export async function releaseRedemptions(db: Executor, orderId: number, at: Date): Promise<void> {
  const released = await db
    .update(promoRedemptions)
    .set({ releasedAt: at })
    .where(and(eq(promoRedemptions.orderId, orderId), isNull(promoRedemptions.releasedAt)))
    .returning({ promoId: promoRedemptions.promoId });
  for (const { promoId } of released) {
    await db
      .update(promos)
      .set({ usesCount: sql`greatest(${promos.usesCount} - 1, 0)` })
      .where(eq(promos.id, promoId));
  }
}

export async function discountTotals(db: Executor, promoIds: number[]): Promise<Map<number, number>> {
  if (promoIds.length === 0) return new Map();
  const rows = await db
    .select({ promoId: promoRedemptions.promoId, total: sql<string>`coalesce(sum(${promoRedemptions.discountPesewas}), 0)` })
    .from(promoRedemptions)
    .where(and(inArray(promoRedemptions.promoId, promoIds), isNull(promoRedemptions.releasedAt)))
    .groupBy(promoRedemptions.promoId);
  return new Map(rows.map((row) => [row.promoId, Number(row.total)]));
}

export async function redemptionsOf(db: Executor, promoId: number, limit = 100) {
  return db
    .select({
      orderId: promoRedemptions.orderId,
      buyerName: users.name,
      discountPesewas: promoRedemptions.discountPesewas,
      createdAt: promoRedemptions.createdAt,
    })
    .from(promoRedemptions)
    .innerJoin(users, eq(users.id, promoRedemptions.buyerId))
    .where(and(eq(promoRedemptions.promoId, promoId), isNull(promoRedemptions.releasedAt)))
    .orderBy(desc(promoRedemptions.id))
    .limit(limit);
}

/** Active promos of sellers who have something in the shop, for its Deals row. */
export async function currentDeals(db: Executor, at: Date, limit: number) {
  return db
    .select({ promo: promos, seller: { id: users.id, name: users.name, businessName: users.businessName } })
    .from(promos)
    .innerJoin(users, eq(users.id, promos.sellerId))
    .where(
      and(
        live,
        eq(promos.active, true),
        sql`(${promos.startsAt} IS NULL OR ${promos.startsAt} <= ${at})`,
        sql`(${promos.endsAt} IS NULL OR ${promos.endsAt} > ${at})`,
        sql`(${promos.maxUses} IS NULL OR ${promos.usesCount} < ${promos.maxUses})`,
        sql`EXISTS (SELECT 1 FROM listings l WHERE l.user_id = ${promos.sellerId} AND l.status = 'active' AND l.buy_now AND l.quantity > 0)`,
      ),
    )
    .orderBy(desc(promos.createdAt))
    .limit(limit);
}
