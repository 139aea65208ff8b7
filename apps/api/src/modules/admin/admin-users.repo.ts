import { and, desc, eq, ilike, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { deliveries, listingReports, listings, signIns, users } from '@dwa/db/schema';
import type { UserType } from '@dwa/shared/catalogue';

// The admin console's reads about people: the user search and a user's page. Reads only (ADR 014:
// a console may join other modules' tables for display); every write goes through the owner's service.

export type AdminUserRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  userType: UserType;
  isVerified: boolean;
  isActive: boolean;
  createdAt: Date;
  businessName: string | null;
  address: string | null;
  listingsCount: number;
};

// Written out: in a one-table SELECT drizzle leaves column names unqualified, which would be ambiguous here.
const listingsCount = sql<number>`(SELECT count(*)::int FROM listings own WHERE own.user_id = "users"."id")`.mapWith(Number);

const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  userType: users.userType,
  isVerified: users.isVerified,
  isActive: users.isActive,
  createdAt: users.createdAt,
  businessName: users.businessName,
  address: users.address,
  listingsCount,
};

/** `%` and `_` typed by the admin match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export type UserSearch = { q?: string; phone?: string | null; userType?: UserType; active?: boolean; beforeId?: number; limit: number };

/** Newest accounts first; q matches the name, the email or the phone (case-insensitive). */
export async function searchUsers(db: Executor, search: UserSearch): Promise<AdminUserRow[]> {
  const conditions: (SQL | undefined)[] = [
    search.userType ? eq(users.userType, search.userType) : undefined,
    search.active === undefined ? undefined : eq(users.isActive, search.active),
    search.beforeId !== undefined ? lt(users.id, search.beforeId) : undefined,
  ];
  if (search.q) {
    const pattern = likePattern(search.q);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
        search.phone ? eq(users.phone, search.phone) : undefined,
      ),
    );
  }
  return db
    .select(adminUserColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(search.limit);
}

export async function findAdminUser(db: Executor, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id));
  return row;
}

const PAGE_ITEMS = 20;

/** What a user's page shows besides the account: the newest 20 of each. */
export async function userActivity(db: Executor, id: number) {
  const [ownListings, reports, jobs, signInRows, [lastSignIn]] = await Promise.all([
    db
      .select({
        id: listings.id,
        title: listings.title,
        status: listings.status,
        pricePesewas: listings.pricePesewas,
        createdAt: listings.createdAt,
      })
      .from(listings)
      .where(eq(listings.userId, id))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(PAGE_ITEMS),
    db
      .select({
        id: listingReports.id,
        listingId: listingReports.listingId,
        listingTitle: listings.title,
        reason: listingReports.reason,
        status: listingReports.status,
        createdAt: listingReports.createdAt,
      })
      .from(listingReports)
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .where(eq(listings.userId, id))
      .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
      .limit(PAGE_ITEMS),
    db
      .select({ id: deliveries.id, status: deliveries.status, customerId: deliveries.customerId, createdAt: deliveries.createdAt })
      .from(deliveries)
      .where(or(eq(deliveries.customerId, id), eq(deliveries.courierId, id)))
      .orderBy(desc(deliveries.id))
      .limit(PAGE_ITEMS),
    db.select().from(signIns).where(eq(signIns.userId, id)).orderBy(desc(signIns.id)).limit(PAGE_ITEMS),
    db
      .select({ at: max(signIns.createdAt) })
      .from(signIns)
      .where(and(eq(signIns.userId, id), eq(signIns.succeeded, true))),
  ]);
  return { listings: ownListings, reports, deliveries: jobs, signIns: signInRows, lastSignInAt: lastSignIn?.at ?? null };
}
