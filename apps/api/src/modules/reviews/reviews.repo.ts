import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { listings, orders, reviews, sellerStats, users } from '@dwa/db/schema';
import { rowsOf } from '@dwa/db/client';
import type { ReviewSort } from '@dwa/shared/reviews';

// Drizzle queries for reviews (and the few order and seller facts a review needs), and nothing else.

export type ReviewRow = typeof reviews.$inferSelect;

export async function orderFacts(db: Executor, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, buyerId: orders.buyerId, sellerId: orders.sellerId, status: orders.status, deliveredAt: orders.deliveredAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** A classified ad's deal: its seller, whom it was sold to and when (issue 32: classified-deal reviews). */
export async function dealFacts(db: Executor, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      sellerId: listings.userId,
      status: listings.status,
      soldToId: listings.soldToId,
      soldAt: listings.soldAt,
      sellerName: users.name,
      businessName: users.businessName,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}

export async function reviewOfListing(db: Executor, listingId: number, options: { forUpdate?: boolean } = {}): Promise<ReviewRow | null> {
  const query = db.select().from(reviews).where(eq(reviews.listingId, listingId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function reviewOfOrder(db: Executor, orderId: number, options: { forUpdate?: boolean } = {}): Promise<ReviewRow | null> {
  const query = db.select().from(reviews).where(eq(reviews.orderId, orderId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findReview(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<ReviewRow | null> {
  const query = db.select().from(reviews).where(eq(reviews.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertReview(db: Executor, values: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateReview(db: Executor, id: number, changes: Partial<typeof reviews.$inferInsert>): Promise<ReviewRow> {
  const [row] = await db.update(reviews).set(changes).where(eq(reviews.id, id)).returning();
  return row!;
}

/**
 * The sellers' kept figures (seller_stats: visible reviews of the last 12 months, kept by the reviews'
 * triggers, ADR 067): how many, their stars added up and the smoothed score in tenths.
 */
export async function sellerFigures(
  db: Executor,
  sellerIds: number[],
): Promise<Map<number, { count: number; sum: number; tenths: number }>> {
  const figures = new Map<number, { count: number; sum: number; tenths: number }>();
  if (sellerIds.length === 0) return figures;
  const rows = await db
    .select({ sellerId: sellerStats.sellerId, count: sellerStats.reviewCount, sum: sellerStats.ratingSum, tenths: sellerStats.scoreTenths })
    .from(sellerStats)
    .where(inArray(sellerStats.sellerId, [...new Set(sellerIds)]))
    .orderBy(sellerStats.sellerId);
  for (const row of rows) figures.set(row.sellerId, { count: row.count, sum: row.sum, tenths: row.tenths });
  return figures;
}

/** Recounts the sellers whose oldest counted review has left the 12-month window (at most 1,000 a run): how many. */
export async function recountAged(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ done: number | string }>(db, sql`SELECT seller_stats_recount_aged() AS done`);
  return Number(row?.done ?? 0);
}

export async function visibleReviewsOf(db: Executor, sellerId: number, sort: ReviewSort, limit: number, offset: number) {
  const order =
    sort === 'lowest' ? [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
  const where = and(eq(reviews.sellerId, sellerId), isNull(reviews.hiddenAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, buyerName: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.buyerId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

export async function userName(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

export async function sellerRow(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      businessName: users.businessName,
      profilePicture: users.profilePicture,
      userType: users.userType,
      isActive: users.isActive,
      createdAt: users.createdAt,
      verifiedPhone: users.verifiedPhone,
      idVerifiedAt: users.idVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/**
 * For each chat someone else started with the seller since `since` (the newest 1,000), the minutes
 * from its first message to the seller's first answer after it (null: not answered).
 */
export async function replyMinutes(db: Executor, sellerId: number, since: Date): Promise<(number | null)[]> {
  const rows = await rowsOf<{ minutes: number | string | null }>(
    db,
    sql`SELECT extract(epoch FROM (
          SELECT min(answer.created_at) FROM messages answer WHERE answer.conversation_id = chat.id AND answer.sender_id = ${sellerId} AND answer.created_at >= asked.at
        ) - asked.at) / 60 AS minutes
      FROM conversations chat
      CROSS JOIN LATERAL (SELECT min(first.created_at) AS at FROM messages first WHERE first.conversation_id = chat.id AND first.sender_id = chat.started_by) asked
      WHERE (chat.user1_id = ${sellerId} OR chat.user2_id = ${sellerId}) AND chat.started_by <> ${sellerId} AND asked.at >= ${since.toISOString()}::timestamptz
      ORDER BY asked.at DESC
      LIMIT 1000`,
  );
  return rows.map((row) => (row.minutes === null ? null : Math.max(0, Number(row.minutes))));
}

/** The seller's shop orders placed since `since`, and how many of them the seller cancelled. */
export async function orderKeeping(db: Executor, sellerId: number, since: Date): Promise<{ placed: number; cancelledBySeller: number }> {
  const [row] = await rowsOf<{ placed: number | string; cancelled: number | string }>(
    db,
    sql`SELECT count(*) AS placed,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.to_status = 'cancelled' AND e.actor = 'seller')) AS cancelled
      FROM orders o WHERE o.seller_id = ${sellerId} AND o.placed_at >= ${since.toISOString()}::timestamptz`,
  );
  return { placed: Number(row?.placed ?? 0), cancelledBySeller: Number(row?.cancelled ?? 0) };
}
