import { and, eq, sql } from 'drizzle-orm';
import { listingLikes, listings } from '@dwa/db/schema';
import type { Executor } from '../engagement/engagement-db';

// Drizzle queries for listing likes, and nothing else.

/** Records the like; false when this user already liked the listing. */
export async function insertLike(db: Executor, listingId: number, userId: number, at: Date): Promise<boolean> {
  const rows = await db.insert(listingLikes).values({ listingId, userId, createdAt: at }).onConflictDoNothing().returning({ userId: listingLikes.userId });
  return rows.length > 0;
}

/** Removes the like; false when there was none. */
export async function deleteLike(db: Executor, listingId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(listingLikes)
    .where(and(eq(listingLikes.listingId, listingId), eq(listingLikes.userId, userId)))
    .returning({ userId: listingLikes.userId });
  return rows.length > 0;
}

/** Moves listings.likes_count by `delta` (never below 0) and answers the new count. */
export async function addToLikesCount(db: Executor, listingId: number, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(listings)
    .set({ likesCount: sql`greatest(${listings.likesCount} + ${sql.raw(String(delta))}, 0)` })
    .where(eq(listings.id, listingId))
    .returning({ likes: listings.likesCount });
  return row?.likes ?? 0;
}

export async function likesCount(db: Executor, listingId: number): Promise<number> {
  const [row] = await db.select({ likes: listings.likesCount }).from(listings).where(eq(listings.id, listingId));
  return row?.likes ?? 0;
}

export async function hasLiked(db: Executor, listingId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: listingLikes.userId })
    .from(listingLikes)
    .where(and(eq(listingLikes.listingId, listingId), eq(listingLikes.userId, userId)));
  return Boolean(row);
}
