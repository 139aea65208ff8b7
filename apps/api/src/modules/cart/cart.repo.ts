import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { cartItems } from '@dwa/db/schema';

// Drizzle queries for the cart, and nothing else.

export type CartRow = typeof cartItems.$inferSelect;

export async function cartOf(db: Executor, userId: number): Promise<CartRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.listingId));
}

/**
 * Empties the cart in the caller's transaction and answers what it held, in the cart's order: a
 * checkout takes its lines this way (read and emptied in one statement; a rollback puts them back).
 * The lines stay locked until the commit, so an add to the same line waits and then starts a new one.
 */
export async function takeCart(db: Executor, userId: number): Promise<CartRow[]> {
  const rows = await db.delete(cartItems).where(eq(cartItems.userId, userId)).returning();
  // DELETE has no ORDER BY; the times are the app's (whole milliseconds: addToLineUpTo), so a
  // Date's order is the column's.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.listingId - b.listingId);
}

export async function findItem(db: Executor, userId: number, listingId: number): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)));
  return row ?? null;
}

/**
 * Adds `quantity` to the line, or makes it, in one statement, as long as the line's new quantity
 * stays at most `limit`: answers the line as written, or null when an existing line would pass the
 * limit (nothing is written then). The caller has checked that `quantity` alone is within it.
 */
export async function addToLineUpTo(
  db: Executor,
  line: { userId: number; listingId: number; quantity: number; limit: number; at: Date },
): Promise<CartRow | null> {
  const { userId, listingId, quantity, limit, at } = line;
  const [row] = await db
    .insert(cartItems)
    .values({ userId, listingId, quantity, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.listingId],
      set: { quantity: sql`${cartItems.quantity} + ${quantity}`, updatedAt: at },
      setWhere: sql`${cartItems.quantity} + ${quantity} <= ${limit}`,
    })
    .returning();
  return row ?? null;
}

export async function setQuantity(db: Executor, userId: number, listingId: number, quantity: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity, updatedAt: at })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)))
    .returning({ listingId: cartItems.listingId });
  return rows.length > 0;
}

export async function removeLines(db: Executor, userId: number, listingIds: number[]): Promise<void> {
  if (listingIds.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.listingId, listingIds)));
}
