import { and, eq } from 'drizzle-orm';
import { listingLikes } from '@dwa/db/schema';
import type { Executor } from '@dwa/db/client';

// Drizzle queries for listing likes, and nothing else.

/** Records the like; false when this user already liked the listing. */
export async function insertLike(db: Executor, listingId: number, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(listingLikes)
    .values({ listingId, userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ userId: listingLikes.userId });
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

export async function hasLiked(db: Executor, listingId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: listingLikes.userId })
    .from(listingLikes)
    .where(and(eq(listingLikes.listingId, listingId), eq(listingLikes.userId, userId)));
  return Boolean(row);
}
