import { and, eq } from 'drizzle-orm';
import { wishlistItems } from '@dwa/db/schema';
import type { Executor } from '@dwa/db/client';

// Drizzle queries for the wishlist, and nothing else.

export async function addItem(db: Executor, userId: number, listingId: number, at: Date): Promise<void> {
  await db.insert(wishlistItems).values({ userId, listingId, createdAt: at }).onConflictDoNothing();
}

export async function removeItem(db: Executor, userId: number, listingId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.listingId, listingId)));
}

export async function hasItem(db: Executor, userId: number, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ listingId: wishlistItems.listingId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.listingId, listingId)));
  return Boolean(row);
}
