import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { listingImages, listings, users } from '@dwa/db/schema';
import type { ListingStatus } from '@dwa/shared/catalogue';

// What the shop needs of a listing (the cart, checkout, orders), and its stock: taken atomically at
// checkout (never below 0, so never oversold) and given back when an order is cancelled.

export type ShopFacts = {
  id: number;
  userId: number;
  title: string;
  /** Its category (the commission on its sale may depend on it). */
  category: string;
  pricePesewas: number;
  status: ListingStatus;
  buyNow: boolean;
  quantity: number;
  /** The first photo's storage key, for cart lines and order items. */
  imageKey: string | null;
  seller: { id: number; name: string; businessName: string | null; businessAddress: string | null; businessPhone: string | null; phone: string | null; email: string };
};

/** Whether it can be bought at all now (stock apart). */
export const forSale = (facts: Pick<ShopFacts, 'status' | 'buyNow'>) => facts.status === 'active' && facts.buyNow;

/** The listings' shop facts; with `lock`, their rows are locked in id order (checkouts never deadlock). */
export async function shopFacts(db: Executor, ids: number[], options: { lock?: boolean } = {}): Promise<Map<number, ShopFacts>> {
  if (ids.length === 0) return new Map();
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const base = db
    .select({
      id: listings.id,
      userId: listings.userId,
      title: listings.title,
      category: listings.category,
      pricePesewas: listings.pricePesewas,
      // A deactivated seller's listing is off sale, whatever its own status.
      status: sql<ShopFacts['status']>`CASE WHEN ${users.isActive} THEN ${listings.status} ELSE 'inactive' END`,
      buyNow: listings.buyNow,
      quantity: listings.quantity,
      imageKey: sql<string | null>`(SELECT ${listingImages.storageKey} FROM ${listingImages} WHERE ${listingImages.listingId} = ${listings.id} ORDER BY ${listingImages.position}, ${listingImages.id} LIMIT 1)`,
      seller: {
        id: users.id,
        name: users.name,
        businessName: users.businessName,
        businessAddress: users.businessAddress,
        businessPhone: users.businessPhone,
        phone: users.phone,
        email: users.email,
      },
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(inArray(listings.id, sorted))
    .orderBy(asc(listings.id));
  const rows = options.lock ? await base.for('update', { of: listings }) : await base;
  return new Map(rows.map((row) => [row.id, { ...row, pricePesewas: Number(row.pricePesewas) }]));
}

/** Takes `count` units if that many are left; false (and nothing changes) otherwise. */
export async function takeStock(db: Executor, id: number, count: number): Promise<boolean> {
  const rows = await db
    .update(listings)
    .set({ quantity: sql`${listings.quantity} - ${count}` })
    .where(and(eq(listings.id, id), gte(listings.quantity, count)))
    .returning({ id: listings.id });
  return rows.length > 0;
}

/** Puts units back on sale (a cancelled or lapsed order), never above the 9999 ceiling. */
export async function returnStock(db: Executor, id: number, count: number): Promise<void> {
  await db
    .update(listings)
    .set({ quantity: sql`least(${listings.quantity} + ${count}, 9999)` })
    .where(eq(listings.id, id));
}
