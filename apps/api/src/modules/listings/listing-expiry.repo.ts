import { and, asc, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '@dwa/db/client';
import { conversations, listings, listingTtls, messages, users } from '@dwa/db/schema';
import { selectListings, type ListingRow } from './listings.repo';

// The queries of expiry, renewal and 'Mark as sold' (ADR 066). The buyers are read from the chat's
// tables (who messaged about a listing), as openFlagsBy reads the reports' table; only chat writes them.

export type DueListing = { id: number; userId: number; title: string; expiresAt: Date | null; email: string; locale: string };

/** Live classified ads that expire by `until` and have had no reminder this cycle (at most `limit`). */
export async function dueForReminder(db: Executor, at: Date, until: Date, limit: number): Promise<DueListing[]> {
  return db
    .select({
      id: listings.id,
      userId: listings.userId,
      title: listings.title,
      expiresAt: listings.expiresAt,
      email: users.email,
      locale: users.locale,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(
      and(eq(listings.status, 'active'), gt(listings.expiresAt, at), lte(listings.expiresAt, until), isNull(listings.expiryRemindedAt)),
    )
    .orderBy(asc(listings.expiresAt), asc(listings.id))
    .limit(limit);
}

/**
 * Marks the reminder sent; false when another run (or a renewal past the window) got there first.
 * The window is checked again rather than the time read before: a timestamp written by the database
 * (the backfill's now()) has microseconds a JavaScript Date would lose, and never compares equal.
 */
export async function claimReminder(tx: Executor, id: number, window: { at: Date; until: Date }): Promise<boolean> {
  const rows = await tx
    .update(listings)
    .set({ expiryRemindedAt: window.at })
    .where(
      and(
        eq(listings.id, id),
        eq(listings.status, 'active'),
        gt(listings.expiresAt, window.at),
        lte(listings.expiresAt, window.until),
        isNull(listings.expiryRemindedAt),
      ),
    )
    .returning({ id: listings.id });
  return rows.length > 0;
}

/** Live ads whose lifetime is over by `at` become expired (at most `limit`); answers them. Never any other status. */
export async function expireDue(tx: Executor, at: Date, limit: number): Promise<{ id: number; userId: number; title: string }[]> {
  const due = tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, 'active'), lte(listings.expiresAt, at)))
    .orderBy(asc(listings.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(listings)
    .set({ status: 'expired', updatedAt: at })
    .where(and(sql`${listings.id} IN (${due})`, eq(listings.status, 'active')))
    .returning({ id: listings.id, userId: listings.userId, title: listings.title });
}

/** The people (not the owner) who sent at least one message in a conversation about the listing. */
export async function buyersOf(
  db: Executor,
  listingId: number,
  ownerId: number,
): Promise<{ id: number; name: string; profilePicture: string | null }[]> {
  const other = sql<number>`CASE WHEN ${conversations.user1Id} = ${ownerId} THEN ${conversations.user2Id} ELSE ${conversations.user1Id} END`;
  return db
    .selectDistinct({ id: users.id, name: users.name, profilePicture: users.profilePicture })
    .from(conversations)
    .innerJoin(users, eq(users.id, other))
    .where(
      and(
        eq(conversations.listingId, listingId),
        ne(users.id, ownerId),
        sql`EXISTS (SELECT 1 FROM ${messages} m WHERE m.conversation_id = ${conversations.id} AND m.sender_id = ${users.id})`,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** Active listings like this one (its category, its sub-category first), newest first. */
export async function similarTo(
  db: Db,
  listing: Pick<ListingRow, 'id' | 'category' | 'subCategory'>,
  limit: number,
): Promise<ListingRow[]> {
  return selectListings(db)
    .where(
      and(eq(listings.status, 'active'), eq(users.isActive, true), eq(listings.category, listing.category), ne(listings.id, listing.id)),
    )
    .orderBy(sql`(${listings.subCategory} = ${listing.subCategory}) DESC`, desc(listings.createdAt), desc(listings.id))
    .limit(limit);
}

export async function listTtls(db: Executor) {
  return db.select().from(listingTtls).orderBy(listingTtls.category);
}
