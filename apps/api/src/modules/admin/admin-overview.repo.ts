import { count, eq, gte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@dwa/db/client';
import {
  courierApplications,
  deliveries,
  listingReports,
  listings,
  orders,
  sellerApplications,
  supportTickets,
  users,
} from '@dwa/db/schema';

// The overview's counts, read straight from each module's tables (reads only, ADR 014). One
// statement per table; `count(*) FILTER` answers several numbers in one pass.

const since = (column: PgColumn, from: Date) => sql<number>`count(*) FILTER (WHERE ${column} >= ${from})`.mapWith(Number);

export type OverviewWindow = { today: Date; week: Date };

export async function overviewCounts(db: Executor, window: OverviewWindow) {
  const [people, ads, reports, sellers, couriers, jobs, tickets, sales] = await Promise.all([
    db.select({ total: count(), today: since(users.createdAt, window.today), week: since(users.createdAt, window.week) }).from(users),
    db
      .select({
        today: since(listings.createdAt, window.today),
        week: since(listings.createdAt, window.week),
        pending: sql<number>`count(*) FILTER (WHERE ${listings.status} = 'pending')`.mapWith(Number),
        active: sql<number>`count(*) FILTER (WHERE ${listings.status} = 'active')`.mapWith(Number),
        inactive: sql<number>`count(*) FILTER (WHERE ${listings.status} = 'inactive')`.mapWith(Number),
      })
      .from(listings),
    db.select({ n: count() }).from(listingReports).where(eq(listingReports.status, 'open')),
    db.select({ n: count() }).from(sellerApplications).where(eq(sellerApplications.status, 'pending')),
    db.select({ n: count() }).from(courierApplications).where(eq(courierApplications.status, 'pending')),
    db.select({ status: deliveries.status, n: count() }).from(deliveries).groupBy(deliveries.status),
    db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'open')),
    db
      .select({ today: since(orders.createdAt, window.today), week: since(orders.createdAt, window.week) })
      .from(orders)
      .where(gte(orders.createdAt, window.week)),
  ]);
  return {
    users: people[0]!,
    listings: ads[0]!,
    openReports: reports[0]?.n ?? 0,
    sellersPending: sellers[0]?.n ?? 0,
    couriersPending: couriers[0]?.n ?? 0,
    deliveriesByStatus: jobs,
    openTickets: tickets[0]?.n ?? 0,
    orders: sales[0] ?? { today: 0, week: 0 },
  };
}
