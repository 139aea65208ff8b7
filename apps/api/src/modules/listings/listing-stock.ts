import { asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@dwa/db/client';
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
  seller: {
    id: number;
    name: string;
    businessName: string | null;
    businessAddress: string | null;
    businessPhone: string | null;
    phone: string | null;
    email: string;
    /** The language the seller reads their mail in (a checkout tells them in it). */
    locale: string;
  };
};

/** Whether it can be bought at all now (stock apart). */
export const forSale = (facts: Pick<ShopFacts, 'status' | 'buyNow'>) => facts.status === 'active' && facts.buyNow;

/**
 * The listings' shop facts; with `lock`, their rows are locked in id order (checkouts never deadlock).
 * The lock is FOR NO KEY UPDATE, the one an UPDATE of the stock takes anyway: it keeps every other
 * change of the rows out until the commit, but not the rows that only reference them (a cart line or
 * an order item being written for the same listing waits for nothing; ADR 070).
 */
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
      imageKey: sql<
        string | null
      >`(SELECT ${listingImages.storageKey} FROM ${listingImages} WHERE ${listingImages.listingId} = ${listings.id} ORDER BY ${listingImages.position}, ${listingImages.id} LIMIT 1)`,
      seller: {
        id: users.id,
        name: users.name,
        businessName: users.businessName,
        businessAddress: users.businessAddress,
        businessPhone: users.businessPhone,
        phone: users.phone,
        email: users.email,
        locale: users.locale,
      },
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(inArray(listings.id, sorted))
    .orderBy(asc(listings.id));
  const rows = options.lock ? await base.for('no key update', { of: listings }) : await base;
  return new Map(rows.map((row) => [row.id, { ...row, pricePesewas: Number(row.pricePesewas) }]));
}

/**
 * Takes the units of several listings in one statement, all or none: false when one has too few
 * left (the caller rolls back). The rows are locked already (shopFacts' lock, in id order).
 */
export async function takeStocks(db: Executor, wanted: { id: number; count: number }[]): Promise<boolean> {
  if (wanted.length === 0) return true;
  const values = sql.join(
    wanted.map(({ id, count }) => sql`(${id}::int, ${count}::int)`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`UPDATE ${listings} SET quantity = ${listings.quantity} - wanted.count
        FROM (VALUES ${values}) AS wanted(id, count)
        WHERE ${listings.id} = wanted.id AND ${listings.quantity} >= wanted.count
        RETURNING ${listings.id}`,
  );
  return rows.length === wanted.length;
}

/** Puts units back on sale (a cancelled or lapsed order), never above the 9999 ceiling. */
export async function returnStock(db: Executor, id: number, count: number): Promise<void> {
  await db
    .update(listings)
    .set({ quantity: sql`least(${listings.quantity} + ${count}, 9999)` })
    .where(eq(listings.id, id));
}
